import type Stripe from 'stripe';
import { z } from 'zod';
import { ApiError, invalidRequest } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import { expandParam, formBool } from '../http/params.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { attemptPaymentIntent } from './payment-attempt.service.js';
import { idOf, paymentIntentOfInvoice, subscriptionOfInvoice } from './subscription-events.js';
import { defaultPaymentMethodOf } from './subscription-invoice.service.js';
import { cardError } from './test-cards.js';

export const invoicePaySchema = z.object({
  payment_method: z.string().optional(),
  off_session: formBool.optional(),
  expand: expandParam,
});
export type InvoicePayParams = z.infer<typeof invoicePaySchema>;

/** Stripe's answer when an invoice payment needs the customer to authenticate (3-D Secure). */
const REQUIRES_ACTION_MESSAGE =
  'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice. For more details see: https://stripe.com/docs/billing/subscriptions/overview#requires-action';

function checkPayable(invoice: Stripe.Invoice): void {
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
  if (invoice.status === 'void')
    throw invalidRequest('This invoice has been voided and can no longer be paid.');
  if (invoice.status === 'draft')
    throw invalidRequest('This invoice is a draft; finalize it before paying it.');
}

/** The given payment method (one of the customer's), else the subscription's or customer's default. */
function paymentMethodFor(
  state: EmulatorState,
  invoice: Stripe.Invoice,
  requested: string | undefined,
): Stripe.PaymentMethod {
  const customer = idOf(invoice.customer) ?? '';
  if (requested) {
    const paymentMethod = state.paymentMethods.require(requested, 'payment_method');
    if (idOf(paymentMethod.customer) !== customer)
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${requested}. The payment method must be attached to the customer.`,
        'payment_method',
      );
    return paymentMethod;
  }
  const subscription = subscriptionOfInvoice(state, invoice);
  const fallback = state.customers.get(customer)?.invoice_settings.default_payment_method;
  const paymentMethod = subscription
    ? defaultPaymentMethodOf(state, subscription)
    : state.paymentMethods.get(idOf(fallback ?? null) ?? '');
  if (!paymentMethod)
    throw invalidRequest(
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
    );
  return paymentMethod;
}

/**
 * `POST /v1/invoices/:id/pay`: attempts the open (or uncollectible) invoice now, off-session
 * unless `off_session=false`, charging its one PaymentIntent, so a retry due later finds it
 * paid and charges nothing. A decline answers 402 like a PaymentIntent's; a card that needs
 * 3-D Secure leaves the PaymentIntent in requires_action and answers 402
 * `invoice_payment_intent_requires_action` (the customer completes it with the client secret).
 */
export function payInvoice(
  state: EmulatorState,
  invoice: Stripe.Invoice,
  params: InvoicePayParams,
): Stripe.Invoice {
  checkPayable(invoice);
  const intent = paymentIntentOfInvoice(state, invoice);
  if (!intent || intent.status === 'canceled' || intent.status === 'succeeded')
    throw invalidRequest(`Invoice ${invoice.id} has no payment that can be attempted.`);
  const paymentMethod = paymentMethodFor(state, invoice, params.payment_method);
  const outcome = attemptPaymentIntent(state, intent, paymentMethod, {
    returnUrl: null,
    offSession: params.off_session ?? true,
  });
  if (outcome.status === 'declined')
    throw cardError(outcome.decline, {
      payment_intent: toJson(intent),
      payment_method: toJson(paymentMethod),
    });
  if (outcome.status === 'requires_action')
    throw new ApiError(
      402,
      {
        type: 'card_error',
        code: 'invoice_payment_intent_requires_action',
        message: REQUIRES_ACTION_MESSAGE,
      },
      { payment_intent: toJson(intent) },
    );
  return invoice;
}
