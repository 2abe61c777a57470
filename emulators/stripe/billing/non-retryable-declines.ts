/**
 * Decline codes Stripe Billing does not retry automatically ("Non-retryable decline codes",
 * https://docs.stripe.com/billing/revenue-recovery/smart-retries#non-retryable-decline-codes):
 * incorrect_number, lost_card, pickup_card, stolen_card, revocation_of_authorization,
 * revocation_of_all_authorizations, authentication_required, highest_risk_level.
 * `expired_card` is the emulator's addition: an expired card is a hard decline for Fastwell
 * (with lost and stolen cards), and no retry of it could succeed.
 */
export const NON_RETRYABLE_DECLINE_CODES: ReadonlySet<string> = new Set([
  'incorrect_number',
  'lost_card',
  'pickup_card',
  'stolen_card',
  'revocation_of_authorization',
  'revocation_of_all_authorizations',
  'authentication_required',
  'highest_risk_level',
  'expired_card',
]);

/** Stripe does not retry when the customer has no payment method to charge either. */
export const NO_PAYMENT_METHOD_CODE = 'invoice_no_customer_payment_method';

/** Whether an automatic retry may follow a failure with this decline code (or error code). */
export function isRetryableFailure(code: string | null | undefined): boolean {
  if (!code) return true;
  return !NON_RETRYABLE_DECLINE_CODES.has(code) && code !== NO_PAYMENT_METHOD_CODE;
}
