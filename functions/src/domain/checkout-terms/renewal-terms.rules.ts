import { TRIAL_DAYS } from '../../contract/trial';
import type { SubscriptionPlan } from '../catalogue.rules';
import { firstPeriodCoupon } from '../catalogue.rules';

/**
 * What a subscription costs after today, as the payment sheet states it above its order button
 * (§312j(2) BGB; the web's renewal-terms.ts): a trial renews as the one-month plan, a
 * discounted first period at the regular price, any other plan at its price. Amounts in the
 * currency's minor units.
 */
export type RenewalTerms =
  | { kind: 'trial'; days: number; renewalAmount: number; months: 1 }
  | { kind: 'intro'; introAmount: number; renewalAmount: number; months: number }
  | { kind: 'regular'; renewalAmount: number; months: number };

export function monthsOfPrice(recurring: { interval: string; interval_count: number }): number {
  return recurring.interval === 'year' ? 12 * recurring.interval_count : recurring.interval_count;
}

export function renewalTermsOf(plan: SubscriptionPlan): RenewalTerms {
  const renewalAmount = plan.price.unit_amount ?? 0;
  const months = plan.price.recurring ? monthsOfPrice(plan.price.recurring) : 1;
  if (plan.trial) return { kind: 'trial', days: TRIAL_DAYS, renewalAmount, months: 1 };
  const coupon = firstPeriodCoupon(plan);
  if (coupon)
    return { kind: 'intro', introAmount: renewalAmount - coupon.amount_off, renewalAmount, months };
  return { kind: 'regular', renewalAmount, months };
}
