import type Stripe from 'stripe';
import { newId } from '../state/ids.js';

/** Checkout Sessions stay open for 24 hours by default. */
export const SESSION_TTL = 24 * 3600;

export interface LineItemInput {
  price: Stripe.Price;
  quantity: number;
  description: string;
  /** Charged today (zero for a recurring price during a trial). */
  subtotal: number;
  discount: number;
}

export function buildLineItem(input: LineItemInput): Stripe.LineItem {
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: input.discount,
    amount_subtotal: input.subtotal,
    amount_tax: 0,
    amount_total: input.subtotal - input.discount,
    currency: input.price.currency,
    description: input.description,
    discounts: [],
    metadata: {},
    price: input.price,
    quantity: input.quantity,
    taxes: [],
  };
}

export interface CheckoutSessionInput {
  mode: 'payment' | 'subscription';
  created: number;
  baseUrl: string;
  currency: string;
  lineItems: Stripe.LineItem[];
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  discounts: Stripe.Checkout.Session.Discount[];
  allowedPaymentMethodTypes: string[] | null;
  expiresAt: number;
  locale: Stripe.Checkout.Session.Locale | null;
  /** Texts shown beside the submit button, after it, and in place of the terms' consent text. */
  customText: {
    submit: { message: string } | null;
    afterSubmit: { message: string } | null;
    termsOfServiceAcceptance: { message: string } | null;
  };
  consentCollection: Stripe.Checkout.Session.ConsentCollection | null;
}

export function buildCheckoutSession(input: CheckoutSessionInput): Stripe.Checkout.Session {
  const id = newId('cs_test', 58);
  const subtotal = input.lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0);
  const discount = input.lineItems.reduce((sum, item) => sum + item.amount_discount, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: input.consentCollection,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: input.customText.afterSubmit,
      shipping_address: null,
      submit: input.customText.submit,
      terms_of_service_acceptance: input.customText.termsOfServiceAcceptance,
    },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : 'if_required',
    customer_details: input.customerEmail
      ? {
          address: null,
          business_name: null,
          email: input.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: input.customerEmail,
    discounts: input.discounts,
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    line_items: {
      object: 'list',
      data: input.lineItems,
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${input.baseUrl}/c/pay/${id}`,
    wallet_options: null,
  };
}
