import {
  CATALOGUE_PRICES,
  CATALOGUE_PRODUCTS,
  findCataloguePrice,
  type CataloguePrice,
  type PriceGroup,
} from '../stripe/catalogue.js';
import type { BillingCycle, Money, PlanResource, ProductResource } from './paypal-types.js';

/**
 * The seeded PayPal catalogue: one product and one plan per recurring Stripe price of the
 * subscription groups, in every currency. Plan ids are `P-${lookup_key}`, e.g.
 * `P-v8_oneMonthV8_eur`; trial prices become plans with a one-week TRIAL cycle (the trial fee)
 * followed by the REGULAR monthly cycle of the group's one-month price.
 *
 * Prices of a group with a base discount (v8, v13: 50 %) also have a discounted variant,
 * `P-${lookup_key}_discounted`: the first cycle at the discounted amount (what Stripe's
 * once-only coupon charges: unit − round(unit × pct / 100)), then the full price.
 */
export const PAYPAL_PRODUCT_ID = 'PROD-FASTWELL';
const SEEDED_AT = '2026-01-01T00:00:00Z';
const PLAN_GROUPS: readonly PriceGroup[] = ['v8', 'v8_standard', 'v13', 'v13_standard'];
const ZERO_DECIMAL = new Set(['JPY']);

export const PAYPAL_PRODUCT: ProductResource = {
  id: PAYPAL_PRODUCT_ID,
  name: 'Fastwell',
  description: 'Fastwell fasting app subscriptions',
  type: 'SERVICE',
  category: 'SOFTWARE',
  create_time: SEEDED_AT,
  update_time: SEEDED_AT,
};

export function paypalPlanId(lookupKey: string, variant: 'standard' | 'discounted' = 'standard') {
  return variant === 'discounted' ? `P-${lookupKey}_discounted` : `P-${lookupKey}`;
}

/** What Stripe charges for `minorUnits` under a percent-off coupon: the discount is rounded. */
export const discountedAmount = (minorUnits: number, percentOff: number): number =>
  minorUnits - Math.round((minorUnits * percentOff) / 100);

/** Minor units (whole yen for JPY) as PayPal's decimal string with an upper-case currency. */
export function toMoney(minorUnits: number, currency: string): Money {
  const code = currency.toUpperCase();
  const value = ZERO_DECIMAL.has(code) ? String(minorUnits) : (minorUnits / 100).toFixed(2);
  return { currency_code: code, value };
}

function cycle(
  tenure: 'TRIAL' | 'REGULAR',
  sequence: number,
  price: CataloguePrice,
  amount = price.unitAmount,
): BillingCycle {
  const recurring = price.recurring ?? { interval: 'month', intervalCount: 1 };
  return {
    pricing_scheme: {
      version: 1,
      fixed_price: toMoney(amount, price.currency),
      create_time: SEEDED_AT,
      update_time: SEEDED_AT,
    },
    frequency: {
      interval_unit: recurring.interval === 'week' ? 'WEEK' : 'MONTH',
      interval_count: recurring.intervalCount,
    },
    tenure_type: tenure,
    sequence,
    total_cycles: tenure === 'TRIAL' ? 1 : 0,
  };
}

/** The first cycle at `firstAmount` (a TRIAL cycle of the same period), then the full price. */
function billingCycles(price: CataloguePrice, firstAmount?: number): BillingCycle[] {
  if (price.recurring?.interval !== 'week') {
    if (firstAmount === undefined) return [cycle('REGULAR', 1, price)];
    return [cycle('TRIAL', 1, price, firstAmount), cycle('REGULAR', 2, price)];
  }
  const oneMonthModel = price.model === 'trialV13' ? 'oneMonthV13' : 'oneMonthV8';
  const regular = findCataloguePrice(price.group, oneMonthModel, price.currency);
  if (!regular) throw new Error(`No one-month price pairs with ${price.id}`);
  return [cycle('TRIAL', 1, price, firstAmount), cycle('REGULAR', 2, regular)];
}

function planFor(price: CataloguePrice, discountPercentage = 0): PlanResource {
  const product = CATALOGUE_PRODUCTS.find((candidate) => candidate.id === price.productId);
  const suffix = price.group.endsWith('_standard') ? ' (standard)' : '';
  const discounted = discountPercentage > 0;
  const first = discounted ? discountedAmount(price.unitAmount, discountPercentage) : undefined;
  const offer = discounted ? ` (first payment -${discountPercentage}%)` : '';
  return {
    id: paypalPlanId(price.lookupKey, discounted ? 'discounted' : 'standard'),
    product_id: PAYPAL_PRODUCT_ID,
    name: `${product?.name ?? price.model}${suffix}${offer} ${price.currency.toUpperCase()}`,
    status: 'ACTIVE',
    description: `Stripe price ${price.id}`,
    usage_type: 'LICENSED',
    billing_cycles: billingCycles(price, first),
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee: toMoney(0, price.currency),
      setup_fee_failure_action: 'CONTINUE',
      payment_failure_threshold: 3,
    },
    taxes: { percentage: '0', inclusive: false },
    quantity_supported: false,
    create_time: SEEDED_AT,
    update_time: SEEDED_AT,
  };
}

const PLAN_PRICES = CATALOGUE_PRICES.filter(
  (price) => price.type === 'recurring' && PLAN_GROUPS.includes(price.group),
);

/**
 * Every seeded plan: the standard plans in catalogue order, then the discounted variants (links
 * are added per request).
 */
export const PAYPAL_PLANS: readonly PlanResource[] = [
  ...PLAN_PRICES.map((price) => planFor(price)),
  ...PLAN_PRICES.filter((price) => Number(price.baseDiscountPercentage) > 0).map((price) =>
    planFor(price, Number(price.baseDiscountPercentage)),
  ),
];

/**
 * Stripe price lookup key → PayPal plan id (the shape of the app's plan catalogue maps); the
 * discounted variants under `${lookup_key}_discounted`.
 */
export const PAYPAL_PLAN_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  PAYPAL_PLANS.map((plan) => [plan.id.slice(2), plan.id]),
);

export function findPlan(id: string): PlanResource | undefined {
  return PAYPAL_PLANS.find((plan) => plan.id === id);
}
