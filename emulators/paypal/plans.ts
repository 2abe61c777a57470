import {
  PAYPAL_CATALOG_PRODUCT,
  PAYPAL_PLAN_SPECS,
  toPayPalMoney,
  type PayPalPlanSpec,
} from '../../functions/src/catalogue/paypal-plans.definition.js';
import type { Money, PlanResource, ProductResource } from './paypal-types.js';

/**
 * The seeded PayPal catalogue, from the one catalogue definition
 * (functions/src/catalogue/paypal-plans.definition.ts): plan ids are `P-${key}`, e.g.
 * `P-v8_oneMonthV8_eur` and `P-v8_oneMonthV8_eur_discounted`. The state starts from these and
 * `npm run catalogue:sync` finds them (by the key in their description) instead of creating
 * new ones.
 */
export const PAYPAL_PRODUCT_ID = PAYPAL_CATALOG_PRODUCT.id;
const SEEDED_AT = '2026-01-01T00:00:00Z';

export const PAYPAL_PRODUCT: ProductResource = {
  ...PAYPAL_CATALOG_PRODUCT,
  create_time: SEEDED_AT,
  update_time: SEEDED_AT,
};

export function paypalPlanId(lookupKey: string, variant: 'standard' | 'discounted' = 'standard') {
  return variant === 'discounted' ? `P-${lookupKey}_discounted` : `P-${lookupKey}`;
}

/** Minor units (whole yen for JPY) as PayPal's decimal string with an upper-case currency. */
export const toMoney = (minorUnits: number, currency: string): Money =>
  toPayPalMoney(minorUnits, currency);

/** A plan resource as PayPal shows it, from the catalogue's plan (or a created one). */
export function planResource(
  id: string,
  spec: Omit<PayPalPlanSpec, 'key' | 'price' | 'discountPercentage'>,
  productId: string,
  time: string,
): PlanResource {
  return {
    id,
    product_id: productId,
    name: spec.name,
    status: 'ACTIVE',
    description: spec.description,
    usage_type: 'LICENSED',
    billing_cycles: spec.billing_cycles.map((cycle) => ({
      ...cycle,
      pricing_scheme: {
        version: 1,
        fixed_price: { ...cycle.pricing_scheme.fixed_price },
        create_time: time,
        update_time: time,
      },
    })),
    payment_preferences: { ...spec.payment_preferences },
    taxes: { ...spec.taxes },
    quantity_supported: false,
    create_time: time,
    update_time: time,
  };
}

/** Every seeded plan: the standard plans in catalogue order, then the discounted variants. */
export const PAYPAL_PLANS: readonly PlanResource[] = PAYPAL_PLAN_SPECS.map((spec) =>
  planResource(`P-${spec.key}`, spec, PAYPAL_PRODUCT_ID, SEEDED_AT),
);

/**
 * Stripe price lookup key → seeded PayPal plan id (the shape of the app's plan catalogue maps);
 * the discounted variants under `${lookup_key}_discounted`.
 */
export const PAYPAL_PLAN_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  PAYPAL_PLANS.map((plan) => [plan.id.slice(2), plan.id]),
);

/** A seeded plan, as it was before any change through the API. */
export function findPlan(id: string): PlanResource | undefined {
  return PAYPAL_PLANS.find((plan) => plan.id === id);
}
