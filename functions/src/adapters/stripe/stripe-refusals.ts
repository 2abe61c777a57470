import type Stripe from 'stripe';
import type { Refusal } from '../../domain/purchase-refusal.rules';
import { undoneError } from '../../domain/purchase-refusal.rules';

/** Metadata set on a subscription whose trial the server refused (and why). */
export const TRIAL_REFUSED_KEY = 'trialRefused';
export const CARD_TRIAL_USED = 'card-trial-used';
/** Metadata set on a subscription the server undid because another one already gives premium. */
export const DUPLICATE_KEY = 'duplicateOf';

/** The refusal a subscription's metadata records, if any. */
export function refusalOf(subscription: Stripe.Subscription): Refusal | null {
  if (subscription.metadata[TRIAL_REFUSED_KEY] === CARD_TRIAL_USED) return { kind: 'trial-used' };
  const keptId = subscription.metadata[DUPLICATE_KEY];
  return keptId ? { kind: 'duplicate', keptId } : null;
}

/**
 * The guards (use-cases/stripe-subscription-guards.ts) as the Stripe webhook holds them while it
 * still reads Stripe's objects itself.
 */
export interface StripeSubscriptionGuards {
  enforce(uid: string, subscription: Stripe.Subscription): Promise<Stripe.Subscription>;
}

/** The purchase was undone by a guard: say why (409, refunded). */
export function assertNotUndone(subscription: Stripe.Subscription): void {
  const refusal = refusalOf(subscription);
  if (refusal) throw undoneError(refusal);
}
