// Apart from ./payment-return: the entry parameters are captured at start, before the
// payment's code has loaded.
import {
  PAYPAL_PLAN_LINK_PARAM,
  RESTORE_LINK_PARAM,
  WITHDRAWAL_STOP_PARAM,
} from '@fastwell/contract/url-params';
import { QA_KEY_PARAM } from '../flag-overrides';

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
 * Keys for whoever holds the link (issue 32): the QA key of flag overrides, the cancellation
 * e-mail's restore token, the withdrawal e-mail's stop token and the kept PayPal plan's link.
 * Read by the page, then gone from the address bar; never stored with the marketing parameters
 * nor sent anywhere.
 */
export const PAGE_SECRET_FIELDS = [
  QA_KEY_PARAM,
  RESTORE_LINK_PARAM,
  WITHDRAWAL_STOP_PARAM,
  PAYPAL_PLAN_LINK_PARAM,
] as const;

/**
 * Marketing parameters reused later never carry an old payment's return fields, a sign-in token
 * nor a page secret.
 */
export function stripOneTimeFields(search: string): string {
  const params = new URLSearchParams(search);
  for (const field of [...PAYMENT_RETURN_FIELDS, ...SIGN_IN_TOKEN_FIELDS, ...PAGE_SECRET_FIELDS])
    params.delete(field);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
