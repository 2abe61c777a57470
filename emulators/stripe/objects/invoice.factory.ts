import type Stripe from 'stripe';
import { buildLine, type LineInput } from './invoice-line.factory.js';
import { newId } from '../state/ids.js';

export interface InvoiceInput {
  customer: Stripe.Customer;
  currency: string;
  subscription: Stripe.Subscription;
  billingReason: Stripe.Invoice.BillingReason;
  lines: LineInput[];
  discounts: string[];
  now: number;
}

/** A finalised (open) subscription invoice; `markInvoicePaid` completes it. */
export function buildInvoice(input: InvoiceInput): Stripe.Invoice {
  const id = newId('in');
  const now = input.now;
  const lines = input.lines.map((line) => buildLine(line, id, input.subscription.id));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discountTotal = input.lines
    .flatMap((line) => line.discountAmounts)
    .reduce((sum, { amount }) => sum + amount, 0);
  const total = subtotal - discountTotal;
  const periods = input.lines.map((line) => line.period);
  return {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Fastwell',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: total > 0,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: now,
    currency: input.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: input.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: input.discounts,
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/emulator/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: total > 0 ? now + 3600 : null,
    number: `${input.customer.invoice_prefix ?? 'EMU'}-${String(input.customer.next_invoice_sequence ?? 1).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: input.subscription.metadata,
        subscription: input.subscription.id,
      },
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    payments: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/invoice_payments?invoice=${id}`,
    },
    period_end: Math.max(now, ...periods.map((period) => period.start)),
    period_start: Math.min(now, ...periods.map((period) => period.start)),
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: input.lines.flatMap((line) => line.discountAmounts),
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
}

export function buildInvoicePayment(
  invoice: Stripe.Invoice,
  paymentIntent: string,
  created: number,
): Stripe.InvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}
