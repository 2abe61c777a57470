import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import { createMetadata, expandParam, formArray, formInt, metadataParam } from '../http/params.js';
import {
  SESSION_TTL,
  buildCheckoutSession,
  buildLineItem,
  type LineItemInput,
} from '../objects/checkout-session.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { checkoutLineItemSchema, checkoutLinePrice } from './checkout-line-price.js';
import { describeLine } from './pricing.js';

/** A text Checkout shows beside a part of its page (at most 1200 characters). */
const customTextParam = z.object({ message: z.string().max(1200) }).optional();

export const checkoutSessionCreateSchema = z.object({
  mode: z.enum(['payment', 'subscription', 'setup']),
  line_items: formArray(checkoutLineItemSchema).optional(),
  customer: z.string().optional(),
  customer_email: z.string().optional(),
  client_reference_id: z.string().max(200).optional(),
  success_url: z.string().optional(),
  cancel_url: z.string().optional(),
  metadata: metadataParam,
  subscription_data: z
    .object({
      trial_period_days: formInt.min(1).optional(),
      trial_end: formInt.optional(),
      metadata: metadataParam,
      description: z.string().optional(),
    })
    .optional(),
  payment_intent_data: z
    .object({
      metadata: metadataParam,
      setup_future_usage: z.enum(['on_session', 'off_session']).optional(),
      description: z.string().optional(),
    })
    .optional(),
  discounts: formArray(
    z.object({ coupon: z.string().optional(), promotion_code: z.string().optional() }),
  ).optional(),
  allowed_payment_method_types: formArray(z.string()).optional(),
  /** The name before API version 2026-10-28 (still accepted). */
  payment_method_types: formArray(z.string()).optional(),
  expires_at: formInt.optional(),
  locale: z.string().optional(),
  custom_text: z
    .object({
      submit: customTextParam,
      after_submit: customTextParam,
      terms_of_service_acceptance: customTextParam,
    })
    .optional(),
  consent_collection: z
    .object({
      terms_of_service: z.enum(['none', 'required']).optional(),
      promotions: z.enum(['auto', 'none']).optional(),
    })
    .optional(),
  expand: expandParam,
});
export type CheckoutSessionCreateParams = z.infer<typeof checkoutSessionCreateSchema>;

function discountOf(amount: number, currency: string, coupon: Stripe.Coupon | undefined): number {
  if (!coupon || amount <= 0) return 0;
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  if (coupon.amount_off !== null && coupon.currency === currency)
    return Math.min(amount, coupon.amount_off);
  return 0;
}

function checkParams(params: CheckoutSessionCreateParams): void {
  if (params.mode === 'setup')
    throw invalidRequest(
      'This emulator supports Checkout in payment and subscription mode only.',
      'mode',
    );
  if (params.customer && params.customer_email)
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  if (params.mode === 'payment' && params.subscription_data)
    throw invalidRequest(
      'You can not pass `subscription_data` in `payment` mode.',
      'subscription_data',
    );
  if (params.mode === 'subscription' && params.payment_intent_data)
    throw invalidRequest(
      'You can not pass `payment_intent_data` in `subscription` mode.',
      'payment_intent_data',
    );
  const types = params.allowed_payment_method_types ?? params.payment_method_types;
  const other = types?.find((type) => type !== 'card');
  if (other)
    throw invalidRequest(
      `The payment method type ${other} is not supported by this emulator (card only).`,
      'payment_method_types',
    );
  if (!params.line_items?.length)
    throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
}

function checkConsent(state: EmulatorState, params: CheckoutSessionCreateParams): void {
  if (params.consent_collection?.terms_of_service === 'required' && !state.termsOfServiceUrl)
    throw invalidRequest(
      'You cannot collect consent to your terms of service unless a URL is set in the Stripe Dashboard. Update your public business details with a terms of service URL.',
      'consent_collection[terms_of_service]',
    );
  if (
    params.custom_text?.terms_of_service_acceptance &&
    !params.consent_collection?.terms_of_service
  )
    throw invalidRequest(
      'You can only set `custom_text[terms_of_service_acceptance]` when `consent_collection[terms_of_service]` is set.',
      'custom_text[terms_of_service_acceptance]',
    );
}

/** `POST /v1/checkout/sessions` (hosted page, payment or subscription mode). */
export function createCheckoutSession(
  state: EmulatorState,
  params: CheckoutSessionCreateParams,
): Stripe.Checkout.Session {
  checkParams(params);
  checkConsent(state, params);
  if (params.customer) state.customers.require(params.customer, 'customer');
  const coupons = (params.discounts ?? []).flatMap((entry, index) => {
    if (entry.promotion_code)
      throw invalidRequest(
        'Promotion codes are not supported by this emulator.',
        `discounts[${index}][promotion_code]`,
      );
    return entry.coupon ? [state.coupons.require(entry.coupon, `discounts[${index}][coupon]`)] : [];
  });
  const subscriptionData = params.subscription_data;
  const trial =
    params.mode === 'subscription' &&
    (subscriptionData?.trial_period_days !== undefined ||
      subscriptionData?.trial_end !== undefined);
  const now = state.clock.now();
  const expiresAt = params.expires_at ?? now + SESSION_TTL;
  if (expiresAt < now + 1800 || expiresAt > now + SESSION_TTL)
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'expires_at',
    );
  const entries = (params.line_items ?? []).map((entry, index): LineItemInput => {
    const param = `line_items[${index}][price]`;
    const price = checkoutLinePrice(state, entry, index);
    if (params.mode === 'payment' && price.type === 'recurring')
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        param,
      );
    const quantity = entry.quantity ?? 1;
    const subtotal = trial && price.recurring ? 0 : (price.unit_amount ?? 0) * quantity;
    return {
      price,
      quantity,
      description: describeLine(state, price, quantity, false)
        .replace(/^\d+ × /, '')
        .replace(/ \(at .*\)$/, ''),
      subtotal,
      discount: discountOf(subtotal, price.currency, coupons[0]),
    };
  });
  const currency = entries[0]?.price.currency ?? 'eur';
  if (entries.some((entry) => entry.price.currency !== currency))
    throw invalidRequest('All prices must be in the same currency.', 'line_items');
  if (params.mode === 'subscription' && !entries.some((entry) => entry.price.recurring))
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  const session = buildCheckoutSession({
    mode: params.mode === 'payment' ? 'payment' : 'subscription',
    created: now,
    expiresAt,
    baseUrl: state.publicUrl,
    currency,
    lineItems: entries.map(buildLineItem),
    customer: params.customer ?? null,
    customerEmail: params.customer_email ?? null,
    clientReferenceId: params.client_reference_id ?? null,
    successUrl: params.success_url ?? null,
    cancelUrl: params.cancel_url ?? null,
    metadata: createMetadata(params.metadata),
    discounts: coupons.map((coupon) => ({ coupon: coupon.id, promotion_code: null })),
    allowedPaymentMethodTypes:
      params.allowed_payment_method_types ?? params.payment_method_types ?? null,
    locale: params.locale ?? null,
    customText: {
      submit: params.custom_text?.submit ?? null,
      afterSubmit: params.custom_text?.after_submit ?? null,
      termsOfServiceAcceptance: params.custom_text?.terms_of_service_acceptance ?? null,
    },
    consentCollection: params.consent_collection
      ? {
          payment_method_reuse_agreement: null,
          promotions: params.consent_collection.promotions ?? null,
          terms_of_service: params.consent_collection.terms_of_service ?? null,
        }
      : null,
  });
  // Inline price_data prices exist from here on (Stripe creates them with the session).
  entries.forEach(({ price }) => state.prices.get(price.id) ?? state.prices.put(price));
  state.checkoutSessions.put(session);
  state.checkoutOptions.set(session.id, {
    trialPeriodDays: subscriptionData?.trial_period_days ?? null,
    trialEnd: subscriptionData?.trial_end ?? null,
    subscriptionMetadata: createMetadata(params.subscription_data?.metadata),
    subscriptionDescription: params.subscription_data?.description ?? null,
    paymentIntentMetadata: createMetadata(params.payment_intent_data?.metadata),
    setupFutureUsage: params.payment_intent_data?.setup_future_usage ?? null,
  });
  return session;
}
