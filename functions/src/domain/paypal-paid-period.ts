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
