import type Stripe from 'stripe';
import type { SubscriptionPlan } from '../../domain/catalogue.rules';
import { firstPeriodCoupon, trialFeeAmount } from '../../domain/catalogue.rules';
import { TRIAL_DAYS } from '../../contract/trial';
import type { Language } from '../../contract/languages';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import { renewalTermsOf } from '../../domain/checkout-terms/renewal-terms.rules';
import { renewalSentence } from '../../domain/checkout-terms/renewal-texts';
import { subscriptionCreateParams } from './subscription-request';

export interface CheckoutContext {
  customer: string;
  uid: string;
  lang: Language;
  platform?: string;
  attribution?: Attribution;
  /** Checked return URLs (see return-url.rules). */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The hosted Checkout for a decided plan: the same price, trial and discount as the embedded
 * form's subscription (same metadata too). A trial is a 7-day trial on the one-month price with the
 * trial fee, discounted here, as a one-time line, which Stripe bills on the first invoice; any
 * other discounted package takes its first-period coupon (a fixed amount).
 *
 * §312j BGB on Stripe's page: its button reads Stripe's "Subscribe" (a session cannot relabel it
 * in subscription mode), so the price per period, the term and the renewal stand beside it in
 * the buyer's language (`custom_text.submit`), and the buyer ticks our terms
 * (`consent_collection`; the account's terms URL is set in the Dashboard, README "Going live").
 */
export function checkoutSessionCreateParams(
  plan: SubscriptionPlan,
  context: CheckoutContext,
): Stripe.Checkout.SessionCreateParams {
  const { price, trial, discountPercentage } = plan;
  const { metadata } = subscriptionCreateParams(plan, context);
  const coupon = firstPeriodCoupon(plan);
  return {
    mode: 'subscription',
    customer: context.customer,
    client_reference_id: context.uid,
    line_items: [
      { price: price.id, quantity: 1 },
      ...(trial
        ? [
            {
              price_data: {
                currency: trial.currency,
                product: trial.product,
                unit_amount: trialFeeAmount(trial, discountPercentage),
              },
              quantity: 1,
            },
          ]
        : []),
    ],
    ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
    subscription_data: {
      ...(trial ? { trial_period_days: TRIAL_DAYS } : {}),
      metadata: { ...metadata },
    },
    metadata: { ...metadata },
    success_url: context.successUrl,
    cancel_url: context.cancelUrl,
    locale: context.lang,
    custom_text: {
      submit: { message: renewalSentence(renewalTermsOf(plan), price.currency, context.lang) },
    },
    consent_collection: { terms_of_service: 'required' },
  };
}
