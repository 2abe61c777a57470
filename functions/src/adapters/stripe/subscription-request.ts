import type Stripe from 'stripe';
import type { SubscriptionPlan } from '../../domain/catalogue.rules';
import { firstPeriodCoupon, trialFeeAmount } from '../../domain/catalogue.rules';
import { TRIAL_DAYS } from '../../contract/trial';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import { attributionMetadata } from '../../domain/purchase-attribution.rules';

export interface SubscriptionContext {
  customer: string;
  uid: string;
  lang: string;
  platform?: string;
  /** Who bought under which experiments (metadata only: never what is sold). */
  attribution?: Attribution;
}

/** Stripe drops metadata keys whose value is empty, so absent values are left out. */
function metadataOf(entries: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * The Stripe subscription for a decided plan. A trial is a 7-day trial on the one-month price
 * plus the trial fee as a one-off invoice item, discounted here (a discounted trial has no
 * coupon). Any other discounted package takes its first-period coupon (a fixed amount).
 */
export function subscriptionCreateParams(
  plan: SubscriptionPlan,
  context: SubscriptionContext,
): Stripe.SubscriptionCreateParams {
  const { price, trial, discountPercentage } = plan;
  const coupon = firstPeriodCoupon(plan);
  return {
    customer: context.customer,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
    ...(trial
      ? {
          trial_period_days: TRIAL_DAYS,
          add_invoice_items: [
            {
              price_data: {
                currency: trial.currency,
                product: trial.product,
                unit_amount: trialFeeAmount(trial, discountPercentage),
              },
              discountable: false,
            },
          ],
        }
      : {}),
    metadata: metadataOf({
      uid: context.uid,
      priceId: price.id,
      trialId: trial?.id,
      lang: context.lang,
      platform: context.platform,
      discountPercentage: String(discountPercentage),
      originalTrialPrice: trial ? String(trial.unit_amount) : undefined,
      ...attributionMetadata(context.attribution),
    }),
  };
}

/** The metadata that says what a subscription sells; a retry must match it to reuse one. */
const PURCHASE_KEYS = ['uid', 'priceId', 'trialId', 'discountPercentage'] as const;

/**
 * Whether an existing subscription (its metadata) was made for the same purchase as new create
 * params would make: same buyer, price, trial and discount. Language, platform or attribution
 * (experiments, visitor, origin…) may differ (the visitor switched the language and clicked pay
 * again).
 */
export function isSamePurchase(
  existing: Record<string, string>,
  wanted: Stripe.Emptyable<Stripe.MetadataParam> | undefined,
): boolean {
  const wantedValue = (key: string): string => {
    const value = wanted ? wanted[key] : undefined;
    return value === undefined || value === null ? '' : String(value);
  };
  return PURCHASE_KEYS.every((key) => (existing[key] ?? '') === wantedValue(key));
}
