import Stripe from 'stripe';
import type { CatalogueCoupon, CataloguePrice, CatalogueProduct } from '../catalogue.js';

/** Fixed creation time of the seed catalogue (2025-01-01T00:00:00Z), so seeds are deterministic. */
export const SEED_CREATED = 1735689600;

export function buildProduct(product: CatalogueProduct): Stripe.Product {
  return {
    id: product.id,
    object: 'product',
    active: true,
    created: SEED_CREATED,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { model: product.model },
    name: product.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: SEED_CREATED,
    url: null,
  };
}

export function buildPrice(price: CataloguePrice): Stripe.Price {
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: SEED_CREATED,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {
      group: price.group,
      model: price.model,
      baseDiscountPercentage: price.baseDiscountPercentage,
    },
    nickname: null,
    product: price.productId,
    recurring: price.recurring
      ? {
          interval: price.recurring.interval,
          interval_count: price.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: price.type,
    unit_amount: price.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(String(price.unitAmount)),
  };
}

export interface CouponInput {
  id: string;
  created: number;
  percent_off?: number;
  amount_off?: number;
  currency?: string;
  duration: Stripe.Coupon.Duration;
  duration_in_months?: number;
  name?: string;
  max_redemptions?: number;
  redeem_by?: number;
  metadata?: Record<string, string>;
}

export function buildCoupon(input: CouponInput): Stripe.Coupon {
  return {
    id: input.id,
    object: 'coupon',
    amount_off: input.amount_off ?? null,
    created: input.created,
    currency: input.currency ?? null,
    duration: input.duration,
    duration_in_months: input.duration_in_months ?? null,
    livemode: false,
    max_redemptions: input.max_redemptions ?? null,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    percent_off: input.percent_off ?? null,
    redeem_by: input.redeem_by ?? null,
    times_redeemed: 0,
    valid: true,
  };
}

export function buildSeedCoupon(coupon: CatalogueCoupon): Stripe.Coupon {
  return buildCoupon({
    id: coupon.id,
    created: SEED_CREATED,
    percent_off: coupon.percentOff,
    duration: coupon.duration,
    name: coupon.name,
  });
}

/** The legacy plan view of a recurring price, as carried by subscription items. */
export function planFromPrice(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}
