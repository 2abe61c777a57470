/**
 * A PayPal upgrade withdrawn on its own (issue 36). PayPal moves a subscription back to its
 * earlier plan only with the buyer's consent ("If re-consent is not done … the subscription
 * continues to be billed on the existing plan"), so the withdrawn plan's first payment, due at the
 * end of what was paid (`firstChargeAt`), must never be collected without it: shortly before, the
 * subscription is cancelled. Between the withdrawal and then, the buyer is asked, and reminded.
 */

import { PAYPAL_PLANS } from '../paypal-plan-catalogue';
import type { PayPalSubscription } from '../paypal-subscription';
import { SALE_EARLY_TOLERANCE_MS } from './withdrawal-refunds.rules';

/**
 * The plan a subscription goes back to: the plan bought as its standard plan. PayPal starts a
 * revised plan's billing cycles at its first, so a trial or first-payment discount would run again;
 * the standard plan of the same group and currency bills the same regular price and period.
 */
export function standardPlanFor(planId: string): string | null {
  const bought = PAYPAL_PLANS.get(planId);
  if (!bought?.regular) return null;
  const { amount, months } = bought.regular;
  for (const entry of PAYPAL_PLANS.values())
    if (
      entry.group === bought.group &&
      entry.currency === bought.currency &&
      entry.discountPercentage === 0 &&
      !entry.model.startsWith('trial') &&
      entry.regular?.sequence === 1 &&
      entry.regular.amount === amount &&
      entry.regular.months === months
    )
      return entry.planId;
  return null;
}

/** The reminder goes out this long before the deadline. */
export const PAYPAL_PLAN_REMINDER_MS = 3 * 24 * 3600 * 1000;
/**
 * The hourly job cancels this long before PayPal would bill the withdrawn plan: two runs of
 * margin, premium ends at most this early.
 */
export const PAYPAL_PLAN_END_MARGIN_MS = 2 * 3600 * 1000;

export interface PlanRevertFacts {
  /** ISO: the withdrawn plan's first payment, the end of what was paid. */
  firstChargeAt: string;
  remindedAt?: string;
  keptPlanId: string;
}

export interface PayPalFacts {
  planId: string;
  status: string;
  /** Cycles PayPal billed since the plan last changed (its cycle count starts over). */
  cyclesBilledOnPlan: number;
  /** ISO time of PayPal's last payment, if any. */
  lastPaymentAt: string | null;
}

/** PayPal's facts the steps are decided on; the cycle count starts over when the plan changes. */
export const payPalFactsOf = (subscription: PayPalSubscription): PayPalFacts => ({
  planId: subscription.plan_id,
  status: subscription.status,
  cyclesBilledOnPlan: (subscription.billing_info?.cycle_executions ?? []).reduce(
    (sum, cycle) => sum + cycle.cycles_completed,
    0,
  ),
  lastPaymentAt: subscription.billing_info?.last_payment?.time ?? null,
});

export type PlanRevertStep = 'confirmed' | 'end' | 'remind' | 'wait';

/**
 * What the hourly job does with a plan awaiting the buyer's consent: `confirmed` once PayPal has
 * the kept plan (unless PayPal billed the withdrawn plan before the consent: the kept plan has
 * billed nothing yet and the last payment is the withdrawn plan's first); `end` when PayPal ended
 * it, billed the withdrawn plan, or the deadline is within the margin; `remind` once, within
 * three days of it; else `wait`.
 */
export function nextPlanRevertStep(
  revert: PlanRevertFacts,
  atPayPal: PayPalFacts,
  now: Date,
): PlanRevertStep {
  const firstCharge = Date.parse(revert.firstChargeAt);
  if (atPayPal.planId === revert.keptPlanId) {
    const lastPayment = Date.parse(atPayPal.lastPaymentAt ?? '');
    const withdrawnPlanBilled =
      atPayPal.cyclesBilledOnPlan === 0 && lastPayment >= firstCharge - SALE_EARLY_TOLERANCE_MS;
    return withdrawnPlanBilled ? 'end' : 'confirmed';
  }
  if (atPayPal.status !== 'ACTIVE' && atPayPal.status !== 'SUSPENDED') return 'end';
  if (atPayPal.cyclesBilledOnPlan > 0) return 'end';
  const left = firstCharge - now.getTime();
  if (!Number.isFinite(left) || left <= PAYPAL_PLAN_END_MARGIN_MS) return 'end';
  if (left <= PAYPAL_PLAN_REMINDER_MS && !revert.remindedAt) return 'remind';
  return 'wait';
}
