import type { RenewalInterval } from './contract-mail/contract-mail.texts';
import type { PayPalPlanEntry } from './paypal-plan-catalogue';
import type { PayPalSubscription } from './paypal-subscription';
import type { SubscriptionView } from './subscription-view.mapping';

/** A trial about to convert, as its provider reports it now. */
export interface EndingTrial {
  provider: 'stripe' | 'paypal';
  subscriptionId: string;
  /** When the trial ends and the first regular payment is collected. */
  trialEndsAt: Date;
  /** What each regular period costs; minor units. */
  price: { amount: number; currency: string; interval: RenewalInterval; intervalCount: number };
  /** The language it was bought in, if the provider kept it. */
  language?: string;
}

/** The reminder goes out this long before a trial converts (Stripe's `trial_will_end` too). */
export const TRIAL_REMINDER_AHEAD_MS = 3 * 24 * 3_600_000;

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

/**
 * A Stripe subscription whose trial is about to convert, with the price its first regular
 * payment will charge; null when it will not convert (cancelled at the trial's end, paused, not
 * trialing) or its price is unknown.
 */
export function endingTrialOf(view: SubscriptionView): EndingTrial | null {
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

/**
 * A PayPal subscription on a trial plan whose trial cycle is paid and whose first REGULAR cycle
 * is still to come (PayPal's billing info): it converts at next_billing_time, at the plan's
 * regular price. Null otherwise (converted, cancelled, suspended, not a trial plan).
 */
export function endingPayPalTrialOf(
  subscription: PayPalSubscription,
  plan: PayPalPlanEntry,
  language?: string,
): EndingTrial | null {
  const billing = subscription.billing_info;
  if (subscription.status !== 'ACTIVE' || !plan.model.startsWith('trial') || !plan.regular)
    return null;
  const regular = billing?.cycle_executions?.find((cycle) => cycle.tenure_type === 'REGULAR');
  const next = billing?.next_billing_time ? Date.parse(billing.next_billing_time) : Number.NaN;
  if ((regular?.cycles_completed ?? 0) > 0 || Number.isNaN(next)) return null;
  return {
    provider: 'paypal',
    subscriptionId: subscription.id,
    trialEndsAt: new Date(next),
    price: {
      amount: plan.regular.amount,
      currency: plan.regular.currency,
      interval: 'month',
      intervalCount: plan.regular.months,
    },
    ...(language ? { language } : {}),
  };
}
