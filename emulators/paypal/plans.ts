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

export function paypalPlanId(lookupKey: string): string {
  return `P-${lookupKey}`;
}

/** Minor units (whole yen for JPY) as PayPal's decimal string with an upper-case currency. */
export function toMoney(minorUnits: number, currency: string): Money {
  const code = currency.toUpperCase();
  const value = ZERO_DECIMAL.has(code) ? String(minorUnits) : (minorUnits / 100).toFixed(2);
  return { currency_code: code, value };
}

function cycle(tenure: 'TRIAL' | 'REGULAR', sequence: number, price: CataloguePrice): BillingCycle {
  const recurring = price.recurring ?? { interval: 'month', intervalCount: 1 };
  return {
    pricing_scheme: {
      version: 1,
      fixed_price: toMoney(price.unitAmount, price.currency),
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

function billingCycles(price: CataloguePrice): BillingCycle[] {
  if (price.recurring?.interval !== 'week') return [cycle('REGULAR', 1, price)];
  const oneMonthModel = price.model === 'trialV13' ? 'oneMonthV13' : 'oneMonthV8';
  const regular = findCataloguePrice(price.group, oneMonthModel, price.currency);
  if (!regular) throw new Error(`No one-month price pairs with ${price.id}`);
  return [cycle('TRIAL', 1, price), cycle('REGULAR', 2, regular)];
}

function planFor(price: CataloguePrice): PlanResource {
  const product = CATALOGUE_PRODUCTS.find((candidate) => candidate.id === price.productId);
  const suffix = price.group.endsWith('_standard') ? ' (standard)' : '';
  return {
    id: paypalPlanId(price.lookupKey),
    product_id: PAYPAL_PRODUCT_ID,
    name: `${product?.name ?? price.model}${suffix} ${price.currency.toUpperCase()}`,
    status: 'ACTIVE',
    description: `Stripe price ${price.id}`,
    usage_type: 'LICENSED',
    billing_cycles: billingCycles(price),
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

/** Every seeded plan, in catalogue order (links are added per request). */
export const PAYPAL_PLANS: readonly PlanResource[] = CATALOGUE_PRICES.filter(
  (price) => price.type === 'recurring' && PLAN_GROUPS.includes(price.group),
).map(planFor);

/** Stripe price lookup key → PayPal plan id (the shape of the app's plan catalogue maps). */
export const PAYPAL_PLAN_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  PAYPAL_PLANS.map((plan) => [plan.id.slice(2), plan.id]),
);

export function findPlan(id: string): PlanResource | undefined {
  return PAYPAL_PLANS.find((plan) => plan.id === id);
}
