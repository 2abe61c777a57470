import type Stripe from 'stripe';
import type { SubscriptionView } from '../../contract/subscription-view';
import { affiliationOf } from '../../domain/purchase-attribution.rules';

const idOf = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id;

/** Stripe cancelled it (or left it unpaid) once the retries of a renewal were exhausted. */
const endedForFailedPayments = (subscription: Stripe.Subscription): boolean =>
  subscription.status === 'unpaid' ||
  (subscription.status === 'canceled' &&
    subscription.cancellation_details?.reason === 'payment_failed');

/** Since API 2025-03-31 the period end lives on each subscription item; the first item is the plan. */
export function toSubscriptionView(subscription: Stripe.Subscription, now: Date): SubscriptionView {
  const item = subscription.items.data[0];
  const price = item?.price;
  return {
    provider: 'stripe',
    id: subscription.id,
    customer: idOf(subscription.customer),
    plan: {
      id: price?.id ?? null,
      amount: price?.unit_amount ?? null,
      currency: price?.currency ?? null,
      interval: price?.recurring?.interval ?? null,
      interval_count: price?.recurring?.interval_count ?? null,
    },
    trial_end: subscription.trial_end,
    metadata: { ...subscription.metadata },
    status: subscription.status,
    pause_collection: subscription.pause_collection
      ? {
          behavior: subscription.pause_collection.behavior,
          resumes_at: subscription.pause_collection.resumes_at,
        }
      : null,
    canceled_at: subscription.canceled_at,
    current_period_end: item?.current_period_end ?? null,
    ...(endedForFailedPayments(subscription) ? { end_reason: 'payment_failed' as const } : {}),
    affiliation: affiliationOf(subscription.metadata),
    updatedAt: now.toISOString(),
  };
}
