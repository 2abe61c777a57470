import { discountedAmount } from '../domain/amounts.rules';
import {
  CATALOGUE_PRICES,
  CATALOGUE_PRODUCTS,
  findCataloguePrice,
  type CataloguePrice,
  type PriceGroup,
} from './catalogue.definition';

/**
 * The PayPal side of the catalogue, derived from the one definition: one catalog product and a
 * billing plan per recurring price of the subscription groups, in every currency. A trial price
 * becomes a plan with a one-week TRIAL cycle (the fee) followed by the REGULAR monthly cycle of
 * the group's one-month price. Prices of a group with a base discount (v8, v13: 50 %) also get a
 * `_discounted` variant: the first cycle at what Stripe's once-only coupon charges
 * (unit − round(unit × pct / 100)), then the full price.
 *
 * A plan is identified by its catalogue key (the Stripe lookup key, `_discounted` for the
 * variant), written into the plan's description: PayPal plans carry no metadata and PayPal
 * chooses their ids.
 */
export const PAYPAL_CATALOG_PRODUCT = {
  id: 'PROD-FASTWELL',
  name: 'Fastwell',
  description: 'Fastwell fasting app subscriptions',
  type: 'SERVICE',
  category: 'SOFTWARE',
} as const;

const PLAN_GROUPS: readonly PriceGroup[] = ['v8', 'v8_standard', 'v13', 'v13_standard'];
const ZERO_DECIMAL = new Set(['JPY']);
const DESCRIPTION_PREFIX = 'Fastwell catalogue ';

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCycleSpec {
  tenure_type: 'TRIAL' | 'REGULAR';
  sequence: number;
  total_cycles: number;
  frequency: { interval_unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; interval_count: number };
  pricing_scheme: { fixed_price: PayPalMoney };
}

export interface PayPalPlanSpec {
  /** The catalogue key: the price's lookup key, `${lookupKey}_discounted` for the variant. */
  key: string;
  price: CataloguePrice;
  discountPercentage: number;
  name: string;
  description: string;
  billing_cycles: PayPalCycleSpec[];
  payment_preferences: {
    auto_bill_outstanding: boolean;
    setup_fee: PayPalMoney;
    setup_fee_failure_action: 'CONTINUE' | 'CANCEL';
    payment_failure_threshold: number;
  };
  taxes: { percentage: string; inclusive: boolean };
}

/** Minor units (whole yen for JPY) as PayPal's decimal string with an upper-case currency. */
export function toPayPalMoney(minorUnits: number, currency: string): PayPalMoney {
  const code = currency.toUpperCase();
  const value = ZERO_DECIMAL.has(code) ? String(minorUnits) : (minorUnits / 100).toFixed(2);
  return { currency_code: code, value };
}

export const planDescription = (key: string): string => `${DESCRIPTION_PREFIX}${key}`;

/** The catalogue key a plan's description names, if it is one of ours. */
export const planKeyOf = (description: string | undefined): string | undefined =>
  description?.startsWith(DESCRIPTION_PREFIX)
    ? description.slice(DESCRIPTION_PREFIX.length)
    : undefined;

function cycle(
  tenure: PayPalCycleSpec['tenure_type'],
  sequence: number,
  price: CataloguePrice,
  amount = price.unitAmount,
): PayPalCycleSpec {
  const recurring = price.recurring ?? { interval: 'month', intervalCount: 1 };
  return {
    tenure_type: tenure,
    sequence,
    total_cycles: tenure === 'TRIAL' ? 1 : 0,
    frequency: {
      interval_unit: recurring.interval === 'week' ? 'WEEK' : 'MONTH',
      interval_count: recurring.intervalCount,
    },
    pricing_scheme: { fixed_price: toPayPalMoney(amount, price.currency) },
  };
}

/** The first cycle at `firstAmount` (a TRIAL cycle of the same period), then the full price. */
function billingCycles(
  price: CataloguePrice,
  prices: readonly CataloguePrice[],
  firstAmount?: number,
): PayPalCycleSpec[] {
  if (price.recurring?.interval !== 'week') {
    if (firstAmount === undefined) return [cycle('REGULAR', 1, price)];
    return [cycle('TRIAL', 1, price, firstAmount), cycle('REGULAR', 2, price)];
  }
  const oneMonthModel = price.model === 'trialV13' ? 'oneMonthV13' : 'oneMonthV8';
  const regular = findCataloguePrice(price.group, oneMonthModel, price.currency, prices);
  if (!regular) throw new Error(`No one-month price pairs with ${price.lookupKey}`);
  return [cycle('TRIAL', 1, price, firstAmount), cycle('REGULAR', 2, regular)];
}

function planFor(
  price: CataloguePrice,
  prices: readonly CataloguePrice[],
  discountPercentage = 0,
): PayPalPlanSpec {
  const product = CATALOGUE_PRODUCTS.find((candidate) => candidate.id === price.productId);
  const suffix = price.group.endsWith('_standard') ? ' (standard)' : '';
  const discounted = discountPercentage > 0;
  const first = discounted ? discountedAmount(price.unitAmount, discountPercentage) : undefined;
  const offer = discounted ? ` (first payment -${discountPercentage}%)` : '';
  const key = discounted ? `${price.lookupKey}_discounted` : price.lookupKey;
  return {
    key,
    price,
    discountPercentage,
    name: `${product?.name ?? price.model}${suffix}${offer} ${price.currency.toUpperCase()}`,
    description: planDescription(key),
    billing_cycles: billingCycles(price, prices, first),
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee: toPayPalMoney(0, price.currency),
      setup_fee_failure_action: 'CONTINUE',
      payment_failure_threshold: 3,
    },
    taxes: { percentage: '0', inclusive: false },
  };
}

/**
 * Every plan of a catalogue: the standard plans in catalogue order, then the discounted
 * variants.
 */
export function paypalPlanSpecs(prices: readonly CataloguePrice[]): PayPalPlanSpec[] {
  const sold = prices.filter(
    (price) => price.type === 'recurring' && PLAN_GROUPS.includes(price.group),
  );
  return [
    ...sold.map((price) => planFor(price, prices)),
    ...sold
      .filter((price) => Number(price.baseDiscountPercentage) > 0)
      .map((price) => planFor(price, prices, Number(price.baseDiscountPercentage))),
  ];
}

export const PAYPAL_PLAN_SPECS: readonly PayPalPlanSpec[] = paypalPlanSpecs(CATALOGUE_PRICES);
