import type Stripe from 'stripe';
import { idOf, isAlreadyCanceled, isAlreadyRefunded } from './stripe-errors';

/**
 * Refunds every paid payment of an invoice in full, once: one idempotency key per payment, and a
 * payment someone refunded meanwhile (another guard, a second observer) counts as done.
 */
export async function refundInvoicePayments(
  stripe: Stripe,
  invoiceId: string | null,
  why: { key: string; metadata: Record<string, string> },
): Promise<void> {
  if (!invoiceId) return;
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  for (const payment of invoice.payments?.data ?? []) {
    const intent = idOf(payment.payment.payment_intent);
    if (!intent || payment.status !== 'paid') continue;
    try {
      await stripe.refunds.create(
        { payment_intent: intent, reason: 'requested_by_customer', metadata: why.metadata },
        { idempotencyKey: `refund-${why.key}-${intent}` },
      );
    } catch (error) {
      if (!isAlreadyRefunded(error)) throw error;
    }
  }
}

/** Cancels now; a subscription someone cancelled a moment ago is read back instead. */
export async function cancelNow(
  stripe: Stripe,
  subscriptionId: string,
  comment: string,
): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.cancel(subscriptionId, {
      cancellation_details: { comment },
    });
  } catch (error) {
    if (!isAlreadyCanceled(error)) throw error;
    return stripe.subscriptions.retrieve(subscriptionId);
  }
}
