// Apart from ./payment-return: the entry parameters are captured at start, before the
// payment's code has loaded.

/** Query fields the card provider and the app add when a payment returns (spec 02 §4.7). */
export const PAYMENT_RETURN_FIELDS = [
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'selectedPackageId',
  'subscriptionId',
  'send_event',
  'redirect_status',
  'session_id',
] as const;

/**
 * Sign-in tokens (spec 02 §2.5): a session for whoever holds one, so never stored with the
 * marketing parameters nor copied into a later URL (issue 18).
 */
export const SIGN_IN_TOKEN_FIELDS = ['futoken', 'ctoken'] as const;

/**
 * Marketing parameters reused later never carry an old payment's return fields, nor a sign-in
 * token.
 */
export function stripOneTimeFields(search: string): string {
  const params = new URLSearchParams(search);
  for (const field of [...PAYMENT_RETURN_FIELDS, ...SIGN_IN_TOKEN_FIELDS]) params.delete(field);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
