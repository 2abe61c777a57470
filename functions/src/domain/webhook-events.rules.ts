export type WebhookProvider = 'stripe' | 'paypal';

/** Stripe events that may change a user record; every other type is acknowledged and ignored. */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  // Three days before a trial converts: the reminder mail.
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'checkout.session.completed',
  // The one-off e-book purchase.
  'payment_intent.succeeded',
  // Money taken back from a payment in the ledger: refunds (the charge carries their total)
  // and disputes.
  'charge.refunded',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
];

export const PAYPAL_SALE_COMPLETED = 'PAYMENT.SALE.COMPLETED';
/** "A merchant refunds a sale": the resource is the refund (its id, `sale_id`, amount). */
export const PAYPAL_SALE_REFUNDED = 'PAYMENT.SALE.REFUNDED';
/** "A payment is reversed on a subscription" (a chargeback or dispute decided for the buyer). */
export const PAYPAL_SALE_REVERSED = 'PAYMENT.SALE.REVERSED';

/**
 * PayPal events that may change a user record: the subscription events of PayPal's
 * "Subscriptions webhooks" table (https://developer.paypal.com/docs/subscriptions/webhooks), a
 * subscription's payment and its refund or reversal. Any other type is acknowledged without
 * asking PayPal to verify it.
 */
export const PAYPAL_WEBHOOK_EVENTS: readonly string[] = [
  'BILLING.SUBSCRIPTION.CREATED',
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  PAYPAL_SALE_COMPLETED,
  PAYPAL_SALE_REFUNDED,
  PAYPAL_SALE_REVERSED,
];

export function isHandledEvent(provider: WebhookProvider, type: string): boolean {
  if (provider === 'stripe') return STRIPE_WEBHOOK_EVENTS.includes(type);
  return PAYPAL_WEBHOOK_EVENTS.includes(type);
}

/** Event ids become database keys (`webhookEvents/{provider}/{id}`): Stripe `evt_…`, PayPal `WH-…`. */
export const isValidEventId = (id: unknown): id is string =>
  typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id);

/** What webhookEvents/{provider}/{eventId} holds once an event was handled. */
export interface WebhookEventRecord {
  status: 'done';
  type: string;
  doneAt: string;
  /** How it ended: 'processed', or why it was ignored. */
  outcome: string;
}

/**
 * Whether a delivery may be acknowledged without handling it: only when the event was handled
 * to the end before. A delivery that arrives while another one of the same event is still
 * being handled is handled again (the handlers only re-read the provider and record its
 * state, so running twice changes nothing), because the other one may yet fail or die.
 * (Entries an older version left as 'processing' therefore count as not handled.)
 */
export function isHandled(stored: unknown): boolean {
  return (
    typeof stored === 'object' && stored !== null && 'status' in stored && stored.status === 'done'
  );
}

/**
 * The e-book is a one-off PaymentIntent; `purchaseEbook` marks it `metadata.product: 'ebook'`
 * with the buyer's uid (the catalogue model `ebookV1` is accepted as well).
 */
export const isEbookPayment = (metadata: Record<string, string> | null | undefined): boolean =>
  metadata?.product === 'ebook' || metadata?.model === 'ebookV1';

/** A handled event either changed the record or was dropped for a permanent reason (logged). */
export type WebhookOutcome = { status: 'processed' } | { status: 'ignored'; reason: string };

export const processed: WebhookOutcome = { status: 'processed' };
export const ignored = (reason: string): WebhookOutcome => ({ status: 'ignored', reason });
