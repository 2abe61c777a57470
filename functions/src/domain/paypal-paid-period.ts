import { addCalendarMonths } from '../contract/calendar';
import type { PayPalPlanEntry } from './paypal-plan-catalogue';
import type { PayPalSubscription } from './paypal-subscription';

const TRIAL_CYCLE_DAYS = 7;

const MONTHS: Record<string, number> = {
  trial: 1,
  oneMonth: 1,
  threeMonths: 3,
  sixMonths: 6,
  nineMonths: 9,
};
export const monthsOf = (model: string): number =>
  MONTHS[Object.keys(MONTHS).find((prefix) => model.startsWith(prefix)) ?? ''] ?? 1;

/**
 * The end of the cycle the subscriber last paid for. PayPal's subscription keeps
 * `billing_info.last_payment.time` and `cycle_executions` after a cancellation but drops
 * `next_billing_time`; while it still has one, that is the end. Otherwise the last payment plus
 * the cycle it paid: the one-week TRIAL cycle while no REGULAR cycle completed on a trial plan,
 * else the plan's months. Null when nothing was ever paid.
 */
export function paidThrough(subscription: PayPalSubscription, plan: PayPalPlanEntry): Date | null {
  const info = subscription.billing_info;
  if (info?.next_billing_time) return new Date(info.next_billing_time);
  const paidAt = info?.last_payment?.time;
  if (!paidAt || Number.isNaN(Date.parse(paidAt))) return null;
  const end = new Date(paidAt);
  const regular = info?.cycle_executions?.find((cycle) => cycle.tenure_type === 'REGULAR');
  if (plan.model.startsWith('trial') && (regular?.cycles_completed ?? 0) === 0) {
    end.setUTCDate(end.getUTCDate() + TRIAL_CYCLE_DAYS);
  } else {
    end.setUTCMonth(end.getUTCMonth() + monthsOf(plan.model));
  }
  return end;
}

/** Bounds the walk over contract periods (five years of the shortest, monthly, is 60). */
const MAX_PERIODS = 2_000;

/**
 * When a contract its owner paused (SUSPENDED at PayPal) ends if cancelled now. A paused
 * subscription is not billed until it is reactivated ("PayPal will stop processing payments
 * until it is reactivated", https://developer.paypal.com/subscriptions/pause-or-resume), and its
 * next_billing_time is not to be relied on meanwhile (the emulator hides it), so the end is ours
 * to derive from what was paid. Rule: the contract's periods keep
 * running during a pause, unbilled; a cancellation takes effect at the end of the one running
 * now. The first period ends when what was last paid runs out (`paidThrough`: the last payment
 * plus the cycle it paid), or, with no payment known, one cycle after the start; each later
 * period is one plan cycle (its months). Null when neither a payment nor a start is known.
 */
export function pausedContractEnd(
  subscription: PayPalSubscription,
  plan: PayPalPlanEntry,
  now: Date,
): Date | null {
  const paid = paidThrough(subscription, plan);
  const started = subscription.start_time ? new Date(subscription.start_time) : null;
  const first =
    paid ??
    (started && !Number.isNaN(started.getTime())
      ? addCalendarMonths(started, monthsOf(plan.model))
      : null);
  if (!first) return null;
  let end = first;
  for (let periods = 1; end.getTime() <= now.getTime() && periods <= MAX_PERIODS; periods += 1)
    end = addCalendarMonths(first, periods * monthsOf(plan.model));
  return end;
}
