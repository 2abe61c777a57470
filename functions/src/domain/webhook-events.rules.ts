export type WebhookProvider = 'stripe' | 'paypal';

/** Stripe events that may change a user record; every other type is acknowledged and ignored. */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'checkout.session.completed',
  // The one-off e-book purchase.
  'payment_intent.succeeded',
];

export const PAYPAL_SALE_COMPLETED = 'PAYMENT.SALE.COMPLETED';

export function isHandledEvent(provider: WebhookProvider, type: string): boolean {
  if (provider === 'stripe') return STRIPE_WEBHOOK_EVENTS.includes(type);
  return type.startsWith('BILLING.SUBSCRIPTION.') || type === PAYPAL_SALE_COMPLETED;
}

/** Event ids become store keys (`webhookEvents/{provider}/{id}`): Stripe `evt_…`, PayPal `WH-…`. */
export const isValidEventId = (id: unknown): id is string =>
  typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id);

/** A 'processing' claim older than this belongs to a handler that died: it may be claimed again. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

export interface WebhookClaim {
  status: 'processing' | 'done';
  claimId: string;
  claimedAt: string;
  type: string;
  doneAt?: string;
  /** How it ended: 'processed', or why it was ignored. */
  outcome?: string;
}

/** Whether a delivery may process the event, given what is stored at its claim path. */
export function mayClaim(current: unknown, now: Date): boolean {
  if (typeof current !== 'object' || current === null) return true;
  const claim = current as Partial<WebhookClaim>;
  if (claim.status !== 'processing') return false;
  const claimedAt = Date.parse(claim.claimedAt ?? '');
  return Number.isNaN(claimedAt) || now.getTime() - claimedAt > STALE_CLAIM_MS;
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
