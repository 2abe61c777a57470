import type { SubscriptionView } from '@fastwell/contract/subscription-view';

/** A subscription as the API returns it (spec 02 §3 "Subscription (provider)"). */
export type { SubscriptionView };

export type DurationType = 'trial' | 'oneMonth' | 'threeMonths' | 'sixMonths' | 'nineMonths';

/** Spec 02 §4.10: trial while trial_end is ahead, else the month count of the plan. */
export function durationType(subscription: SubscriptionView, nowSeconds: number): DurationType {
  if (subscription.trial_end !== null && subscription.trial_end > nowSeconds) return 'trial';
  const { interval, interval_count: count } = subscription.plan;
  if (interval === 'month') {
    const byCount: Record<number, DurationType> = {
      1: 'oneMonth',
      3: 'threeMonths',
      6: 'sixMonths',
      9: 'nineMonths',
    };
    const type = count === null ? undefined : byCount[count];
    if (type) return type;
  }
  throw new Error(`Unknown subscription duration: ${count} ${interval}`);
}

/** The duration type, or null when the plan's period is not one the app sells. */
export function knownDurationType(
  subscription: SubscriptionView,
  nowSeconds: number,
): DurationType | null {
  try {
    return durationType(subscription, nowSeconds);
  } catch {
    return null;
  }
}
