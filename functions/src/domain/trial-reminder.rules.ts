import type { RenewalInterval } from './contract-mail/contract-mail.texts';
import type { SubscriptionView } from './subscription-view.mapping';

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

/**
 * A Stripe subscription whose trial is about to convert, with the price its first regular
 * payment will charge; null when it will not convert (cancelled at the trial's end, paused, not
 * trialing) or its price is unknown.
 */
export function endingTrialOf(view: SubscriptionView) {
  const { plan } = view;
  if (view.status !== 'trialing' || view.canceled_at !== null || view.pause_collection) return null;
  if (view.trial_end === null || plan.amount === null || plan.currency === null) return null;
  if (plan.interval === null || !INTERVALS.includes(plan.interval)) return null;
  return {
    provider: view.provider,
    subscriptionId: view.id,
    trialEndsAt: new Date(view.trial_end * 1000),
    price: {
      amount: plan.amount,
      currency: plan.currency,
      interval: plan.interval as RenewalInterval,
      intervalCount: plan.interval_count ?? 1,
    },
    ...(view.metadata.lang ? { language: view.metadata.lang } : {}),
  };
}
