import type Stripe from 'stripe';
import type { Refusal } from '../../domain/purchase-refusal.rules';

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
