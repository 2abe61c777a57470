import type Stripe from 'stripe';
import type { PaidInvoice } from '../purchases/card-webhooks.port';
import { idOf } from './stripe-errors';

/**
 * The ledger's facts of an invoice read with its payments (`expand: ['payments']`, an includable
 * field): null unless it is paid with more than zero.
 */
export function paidInvoiceOf(invoice: Stripe.Invoice): PaidInvoice | null {
  if (!invoice.id || invoice.status !== 'paid' || invoice.amount_paid <= 0) return null;
  const paidAt = invoice.status_transitions.paid_at;
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid');
  return {
    id: invoice.id,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: paidAt ? new Date(paidAt * 1000) : null,
    paymentIntent: idOf(paid?.payment.payment_intent),
  };
}
