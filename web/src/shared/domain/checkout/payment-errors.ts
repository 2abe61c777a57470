import { RATE_LIMITED_KEY, isRateLimited } from '../api-errors';

/** An error as Stripe.js or the PayPal SDK reports it (Stripe.js adds the intent it refused). */
export type ProviderError = {
  type?: string;
  code?: string;
  message?: string;
  payment_intent?: { status?: string } | null;
  setup_intent?: { status?: string } | null;
};

export type PaymentErrorMessage = {
  /** Translation key; `payment.providerError` interpolates `message`. */
  key:
    | 'payment.declined'
    | 'payment.authenticationFailed'
    | 'payment.providerError'
    | 'payment.generalError'
    | 'payment.trialAlreadyUsed'
    | 'payment.attemptReplaced'
    | 'errors.unknownError'
    | typeof RATE_LIMITED_KEY;
  message?: string;
};

const AUTHENTICATION_FAILURES = new Set([
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
]);

/**
 * Spec 02 §8: validation errors and incomplete fields stay in the form (no message); 3-D Secure
 * failures have their own message; declines the payment-declined message; other provider errors
 * the provider's message with the payment-declined hint.
 */
export function paymentErrorMessage(error: ProviderError): PaymentErrorMessage | null {
  if (error.type === 'validation_error' || error.code === 'incomplete') return null;
  if (isReplacedAttempt(error)) return { key: 'payment.attemptReplaced' };
  if (error.code && AUTHENTICATION_FAILURES.has(error.code))
    return { key: 'payment.authenticationFailed' };
  if (error.type === 'card_error' || error.code === 'card_declined' || !error.message)
    return { key: 'payment.declined' };
  return { key: 'payment.providerError', message: error.message };
}

/**
 * The payment was started again elsewhere (another tab or window, another package) and the
 * server cancelled this attempt (issue 17, two tabs): Stripe refuses to confirm a cancelled
 * intent with `…_intent_unexpected_state`. A new attempt is needed, not another card.
 */
export function isReplacedAttempt(error: ProviderError): boolean {
  const intent = error.payment_intent ?? error.setup_intent;
  return /_intent_unexpected_state$/.test(error.code ?? '') && intent?.status === 'canceled';
}

/** PayPal's window-closed error is the visitor changing their mind: silent (spec 02 §8). */
export const isPaypalWindowClosed = (error: unknown): boolean =>
  /window.*closed|closed.*window/i.test(error instanceof Error ? error.message : String(error));

/** The API's error code when it refuses a trial to someone who had one (issue 17). */
export const TRIAL_ALREADY_USED = 'trial-already-used';

/**
 * The API's error code when a trial was paid with a card that already had one: the fee was
 * refunded and the subscription cancelled (issue 17).
 */
export const TRIAL_REFUNDED = 'trial-refunded';

/**
 * The API's error code when a card was paid while another subscription (PayPal, in another tab)
 * already gave premium: the payment was refunded and the subscription cancelled (issue 17).
 */
export const DUPLICATE_REFUNDED = 'duplicate-refunded';

/**
 * Creating a subscription or session failed: its own message for a refused trial, and "try again
 * in a moment" when the API refused too many attempts.
 */
export function creationErrorMessage(error: unknown): PaymentErrorMessage {
  if (isRateLimited(error)) return { key: RATE_LIMITED_KEY };
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === TRIAL_ALREADY_USED
    ? { key: 'payment.trialAlreadyUsed' }
    : { key: 'payment.generalError' };
}
