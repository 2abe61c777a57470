import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import type { EmulatorState } from '../state/emulator-state.js';

const paymentIntentIdOf = (payment: Stripe.InvoicePayment): string | null => {
  const intent = payment.payment.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
};

/**
 * `POST /v1/invoices/:id/void` (Stripe docs "Void an invoice"): only a finalized, open invoice;
 * it can no longer be paid, and its PaymentIntent is cancelled (`cancellation_reason:
 * void_invoice`), so a client still holding the client secret cannot confirm it.
 */
export function voidInvoice(state: EmulatorState, invoice: Stripe.Invoice): Stripe.Invoice {
  if (invoice.status !== 'open')
    throw invalidRequest("You can only pass in open invoices. This invoice isn't open.");
  const now = state.clock.now();
  invoice.status = 'void';
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.voided_at = now;
  for (const payment of invoice.payments?.data ?? []) {
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = now;
    const intent = state.paymentIntents.get(paymentIntentIdOf(payment) ?? '');
    if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') continue;
    intent.status = 'canceled';
    intent.canceled_at = now;
    intent.cancellation_reason = 'void_invoice';
    intent.next_action = null;
    state.events.emit('payment_intent.canceled', intent);
  }
  state.events.emit('invoice.voided', invoice);
  return invoice;
}
