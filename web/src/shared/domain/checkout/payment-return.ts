import { stripOneTimeFields } from './one-time-fields';

/** How the purchase was paid: embedded form, hosted Checkout, or PayPal. */
export type PurchaseSource = 'elements' | 'checkout' | 'paypal';

/** `source` other than elements sends the visitor to hosted Checkout (spec 02 §2.2). */
export const usesHostedCheckout = (source: string | null): boolean =>
  source !== null && source !== '' && source !== 'elements';

export type PaymentReturn =
  | { kind: 'none' }
  | {
      kind: 'intent';
      intent: 'payment' | 'setup';
      clientSecret: string;
      subscriptionId: string | null;
      selectedPackageId: string | null;
    }
  | { kind: 'session'; sessionId: string };

/** What the payment screen found in its query on load (spec 02 §2.2, §4.6). */
export function readPaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id');
  if (sessionId) return { kind: 'session', sessionId };
  const paymentSecret = params.get('payment_intent_client_secret');
  const setupSecret = params.get('setup_intent_client_secret');
  const clientSecret = paymentSecret ?? setupSecret;
  if (!clientSecret) return { kind: 'none' };
  return {
    kind: 'intent',
    intent: paymentSecret ? 'payment' : 'setup',
    clientSecret,
    subscriptionId: params.get('subscriptionId'),
    selectedPackageId: params.get('selectedPackageId'),
  };
}

/**
 * The post-purchase route's query: subscriptionId (or session_id), token, source and
 * send_event=true merged into the visitor's marketing parameters.
 */
export function postPurchaseSearch(
  marketingSearch: string,
  purchase: { source: PurchaseSource; subscriptionId?: string; sessionId?: string; token?: string },
): string {
  const params = new URLSearchParams(stripOneTimeFields(marketingSearch));
  if (purchase.subscriptionId) params.set('subscriptionId', purchase.subscriptionId);
  if (purchase.sessionId) params.set('session_id', purchase.sessionId);
  if (purchase.token) params.set('token', purchase.token);
  params.set('source', purchase.source);
  params.set('send_event', 'true');
  return `?${params.toString()}`;
}

export type PurchaseReference =
  | { source: 'elements' | 'paypal'; subscriptionId: string }
  | { source: 'checkout'; sessionId: string };

/** The post-purchase route's reference to the purchase, or null when it has none. */
export function readPurchaseReference(search: string): PurchaseReference | null {
  const params = new URLSearchParams(search);
  const source = params.get('source');
  const sessionId = params.get('session_id');
  const subscriptionId = params.get('subscriptionId');
  if (sessionId) return { source: 'checkout', sessionId };
  if (!subscriptionId) return null;
  return { source: source === 'paypal' ? 'paypal' : 'elements', subscriptionId };
}
