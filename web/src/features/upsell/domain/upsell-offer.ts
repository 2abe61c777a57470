import type { OfferedPrice } from '@fastwell/contract/catalogue';
import { daysPerPeriod } from '../../../shared/domain/packages';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { type BarHeights, upsellBarHeights, upsellDiscountPercent } from './upsell-bars';
import type { UpsellModel } from './upsell-plan';

/** One side of the comparison: amount in minor units per period and per day. */
export type PlanSide = { months: number; amount: number; perDay: number };

export type UpsellOffer = {
  model: UpsellModel;
  priceId: string;
  /** Uppercase ISO code. */
  currency: string;
  /** The current plan is a trial that turns into `current` (its one-month plan). */
  trial: boolean;
  current: PlanSide;
  upsell: PlanSide;
  discountPercent: number;
  bars: BarHeights;
  /** What accepting charges today (the new plan less the unused time), and when it was computed. */
  today: { amount: number; prorationDate: number };
  /**
   * A PayPal subscription (a revision, spec 02 §4.11): nothing today, the new plan billed from
   * this date on (Unix seconds); null for a card (billed at once).
   */
  paypalFrom: number | null;
};

const monthsOf = (interval: string, count: number) => (interval === 'year' ? 12 * count : count);

function side(amount: number, interval: string, count: number): PlanSide {
  return {
    months: monthsOf(interval, count),
    amount,
    perDay: amount / daysPerPeriod(interval, count),
  };
}

/** What the upsell screen compares: the recurring price bought against the longer plan. */
export function upsellOffer(
  subscription: SubscriptionView,
  price: OfferedPrice,
  model: UpsellModel,
  trial: boolean,
  today: UpsellOffer['today'],
  paypalFrom: number | null = null,
): UpsellOffer {
  if (!price.recurring || price.unit_amount === null)
    throw new Error(`Not a recurring price: ${price.id}`);
  const { plan } = subscription;
  if (plan.amount === null || plan.interval === null || plan.interval_count === null)
    throw new Error(`No amount or period on the plan of ${subscription.id}`);
  const current = side(plan.amount, plan.interval, plan.interval_count);
  const upsell = side(price.unit_amount, price.recurring.interval, price.recurring.interval_count);
  return {
    model,
    priceId: price.id,
    currency: price.currency.toUpperCase(),
    trial,
    current,
    upsell,
    discountPercent: upsellDiscountPercent(current.perDay, upsell.perDay),
    bars: upsellBarHeights(current.perDay, upsell.perDay),
    today,
    paypalFrom,
  };
}
