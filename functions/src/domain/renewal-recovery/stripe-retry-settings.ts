/**
 * What the product assumes of the Stripe account's Billing settings (Dashboard → Billing →
 * Revenue recovery → Retries), because the API does not expose them: a custom schedule retrying
 * a failed renewal 3, 5 and 7 days after the first failure, then cancelling the subscription.
 * Stripe's own failed-payment e-mails are off: these mails are ours. The local Stripe emulator
 * uses the same defaults; the README's "going live" lists them.
 */
export const STRIPE_RETRY_DAYS: readonly number[] = [3, 5, 7];

/** Attempts in all: the first one and each retry. */
export const STRIPE_RENEWAL_ATTEMPTS = 1 + STRIPE_RETRY_DAYS.length;

/**
 * Decline codes after which the card cannot pay again: Stripe does not retry them, and the mail
 * asks for a new card at once instead of announcing a retry.
 */
export const HARD_DECLINE_CODES: readonly string[] = [
  'expired_card',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'incorrect_number',
  'restricted_card',
  'revocation_of_authorization',
  'revocation_of_all_authorizations',
];

export const isHardDecline = (code: string | null): boolean =>
  code !== null && HARD_DECLINE_CODES.includes(code);
