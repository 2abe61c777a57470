import type { OfferedPrice } from '../contract/catalogue';
import { discountedAmount } from './amounts.rules';
import { AppError } from './app-error';

/** What the server needs to know about a Stripe price (a subset of Stripe.Price). */
export interface CataloguePrice {
  id: string;
  active: boolean;
  unit_amount: number | null;
  currency: string;
  /** 'one_time' or 'recurring' (Stripe may add others). */
  type: string;
  recurring: { interval: string; interval_count: number } | null;
  metadata: Record<string, string>;
  product: string;
}

/** A price of the group as getProducts answers it (the contract's `OfferedPrice`), with the Stripe product. */
type GroupPrice = OfferedPrice & Pick<CataloguePrice, 'product' | 'metadata'>;

export const groupOf = (price: CataloguePrice): string | undefined =>
  price.metadata.group || undefined;
export const modelOf = (price: CataloguePrice): string => price.metadata.model ?? '';
export const isTrialPrice = (price: CataloguePrice): boolean => modelOf(price).startsWith('trial');
const isOneMonthPrice = (price: CataloguePrice): boolean => modelOf(price).startsWith('oneMonth');

/** Active prices of one group, cheapest first, trimmed to what the checkout screen reads. */
export function pricesOfGroup(prices: readonly CataloguePrice[], group: string): GroupPrice[] {
  return prices
    .filter((price) => price.active && groupOf(price) === group)
    .sort((a, b) => (a.unit_amount ?? 0) - (b.unit_amount ?? 0) || a.id.localeCompare(b.id))
    .map((price) => {
      const { active: _active, ...shown } = price;
      const discounted = discountedUnitAmount(price);
      return discounted === undefined ? shown : { ...shown, discountedUnitAmount: discounted };
    });
}

/** The group's base discount in percent, 0 when absent or malformed. */
export function baseDiscountPercentage(price: CataloguePrice): number {
  const pct = Number(price.metadata.baseDiscountPercentage ?? '0');
  return Number.isInteger(pct) && pct > 0 && pct < 100 ? pct : 0;
}

const invalidPrice = (message: string): AppError =>
  new AppError('invalid', 'invalid-price', message);
const invalidTrial = (message: string): AppError =>
  new AppError('invalid', 'invalid-trial', message);

export interface SubscriptionPlan {
  price: CataloguePrice;
  trial: CataloguePrice | null;
  discountPercentage: number;
}

/**
 * Decides what may be sold: a recurring, active catalogue price (not a trial fee on its own);
 * a trial only as a trial fee of the same group and currency paired with the group's one-month
 * price; the discount only where the group has one. Throws AppError otherwise.
 */
export function planSubscription(
  price: CataloguePrice,
  trial: CataloguePrice | null,
  withDiscount: boolean,
): SubscriptionPlan {
  if (!price.active || !groupOf(price)) throw invalidPrice('Unknown price');
  if (price.type !== 'recurring' || !price.recurring)
    throw invalidPrice('Price is not a subscription price');
  if (isTrialPrice(price)) throw invalidPrice('A trial fee cannot be bought on its own');
  if (trial) {
    if (!trial.active || !isTrialPrice(trial)) throw invalidTrial('Unknown trial');
    if (groupOf(trial) !== groupOf(price) || trial.currency !== price.currency) {
      throw invalidTrial('Trial does not belong to the price group and currency');
    }
    if (!isOneMonthPrice(price))
      throw invalidTrial('A trial pairs only with the one-month package');
    if (trial.unit_amount === null) throw invalidTrial('Trial has no amount');
  }
  return { price, trial, discountPercentage: withDiscount ? baseDiscountPercentage(price) : 0 };
}

/** A once-only Stripe coupon of a fixed amount (minor units of its currency). */
export interface FirstPeriodCoupon {
  id: string;
  amount_off: number;
  currency: string;
}

/**
 * The coupon that takes the granted discount off a package's first period: exactly
 * unit − discountedAmount(unit) minor units, the amount the checkout screen shows, so Stripe's rounding
 * of a percentage never decides what is charged (its docs do not state it). A trial has none: its
 * fee is discounted itself, and the month after the trial is billed at the price the terms show
 * (a once-only coupon left unused by the trial's invoice would halve that month).
 */
export function firstPeriodCoupon(plan: SubscriptionPlan): FirstPeriodCoupon | null {
  const amount = plan.price.unit_amount;
  if (plan.trial || plan.discountPercentage <= 0 || amount === null) return null;
  const off = amount - discountedAmount(amount, plan.discountPercentage);
  if (off <= 0) return null;
  const currency = plan.price.currency.toLowerCase();
  return { id: `first_period_${off}_${currency}`, amount_off: off, currency };
}

/** The trial fee after the discount, in the currency's minor units. */
export function trialFeeAmount(trial: CataloguePrice, discountPercentage: number): number {
  return discountedAmount(trial.unit_amount ?? 0, discountPercentage);
}

/**
 * What the checkout screen shows a discounted price at: the amount charged for it when the discount is
 * granted (the first period, the trial fee, the e-book). Absent where the group has no discount.
 */
export function discountedUnitAmount(price: CataloguePrice): number | undefined {
  const percent = baseDiscountPercentage(price);
  if (percent === 0 || price.unit_amount === null) return undefined;
  return discountedAmount(price.unit_amount, percent);
}
