/**
 * Provider statuses grouped by what they mean. A subscription view carries Stripe's statuses
 * (PayPal's are mapped to them); a user record may still hold a provider's own spelling.
 */

/** A contract that is over: nothing to manage, restore or cancel (Stripe's terminal statuses). */
export const CONTRACT_ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/** A running contract the management screen works with (spec 02 §4.12). */
export const MANAGEABLE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid'];

/** Stripe and PayPal statuses (any case) of a subscription that gives no premium access. */
export const NO_ACCESS_STATUSES: readonly string[] = [
  'canceled',
  'cancelled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
  'expired',
  'suspended',
];

export const isContractEnded = (status: string): boolean =>
  CONTRACT_ENDED_STATUSES.includes(status);

export const givesNoAccess = (status: string): boolean =>
  NO_ACCESS_STATUSES.includes(status.toLowerCase());
