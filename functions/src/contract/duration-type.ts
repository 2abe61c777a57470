import type { SubscriptionView } from './subscription-view';

/** Spec 02 §4.10: the kind of period a subscription is in. */
export type DurationType = 'trial' | 'oneMonth' | 'threeMonths' | 'sixMonths' | 'nineMonths';

/** The fields of a plan the duration type reads (trialEnd in seconds since the epoch). */
export interface PlanPeriod {
  trialEnd: number | null;
  interval: string | null;
  intervalCount: number | null;
}

const MONTHLY: Readonly<Record<number, DurationType>> = {
  1: 'oneMonth',
  3: 'threeMonths',
  6: 'sixMonths',
  9: 'nineMonths',
};

/** Trial if trial_end is in the future; else monthly intervals of 1, 3, 6 or 9; else null. */
export function durationType(plan: PlanPeriod, now: Date): DurationType | null {
  if (plan.trialEnd !== null && plan.trialEnd * 1000 > now.getTime()) return 'trial';
  if (plan.interval !== 'month' || plan.intervalCount === null) return null;
  return MONTHLY[plan.intervalCount] ?? null;
}

/** The duration type of a subscription view. */
export const durationTypeOfView = (
  view: Pick<SubscriptionView, 'trial_end' | 'plan'>,
  now: Date,
): DurationType | null =>
  durationType(
    {
      trialEnd: view.trial_end,
      interval: view.plan.interval,
      intervalCount: view.plan.interval_count,
    },
    now,
  );
