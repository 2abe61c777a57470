import { durationTypeOfView } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '@fastwell/contract/subscription-view';

/** Spec 02 §4.10: the error event of a subscription whose period is no known duration type. */
export const UNKNOWN_DURATION_EVENT = 'web_unknownDurationType';

export type UnknownDuration = {
  error: Error;
  params: { subscriptionId: string; interval: string; intervalCount: number | null };
};

/**
 * Spec 02 §4.10: a subscription is a trial, or monthly with 1, 3, 6 or 9 months; any other
 * interval or count is an error, to report (the screens then treat it as no duration: no upsell).
 * Null when the subscription has a duration type.
 */
export function unknownDuration(view: SubscriptionView, now: Date): UnknownDuration | null {
  if (durationTypeOfView(view, now) !== null) return null;
  const interval = view.plan.interval ?? 'none';
  const intervalCount = view.plan.interval_count;
  return {
    error: new Error(`Unknown duration type: ${interval} × ${String(intervalCount)}`),
    params: { subscriptionId: view.id, interval, intervalCount },
  };
}
