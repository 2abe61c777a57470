import Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { newId } from '../state/ids.js';
import { addInterval } from '../objects/subscription.factory.js';

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(major);
}

function productName(state: EmulatorState, price: Stripe.Price): string {
  const productId = typeof price.product === 'string' ? price.product : price.product.id;
  return state.products.get(productId)?.name ?? productId;
}

/** Stripe's invoice line wording: `1 × Fastwell 1 month plan (at €29.99 / month)`. */
export function describeLine(
  state: EmulatorState,
  price: Stripe.Price,
  quantity: number,
  trial: boolean,
): string {
  const name = productName(state, price);
  if (trial) return `Trial period for ${name}`;
  const amount = formatAmount(price.unit_amount ?? 0, price.currency);
  const recurring = price.recurring;
  const every = recurring
    ? ` / ${recurring.interval_count === 1 ? recurring.interval : `every ${recurring.interval_count} ${recurring.interval}s`}`
    : '';
  return `${quantity} × ${name} (at ${amount}${every})`;
}

/** Creates the Discount a coupon produces on a subscription. */
export function createDiscount(
  state: EmulatorState,
  couponId: string,
  param: string,
  customer: string,
  subscription: string,
): Stripe.Discount {
  const coupon = state.coupons.require(couponId, param);
  if (!coupon.valid) throw invalidRequest(`Coupon expired: ${couponId}`, param);
  coupon.times_redeemed += 1;
  const start = state.clock.now();
  return state.discounts.put({
    id: newId('di', 14),
    object: 'discount',
    checkout_session: null,
    customer,
    customer_account: null,
    end:
      coupon.duration === 'repeating'
        ? addInterval(start, 'month', coupon.duration_in_months ?? 1)
        : null,
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    source: { coupon: coupon.id, type: 'coupon' },
    start,
    subscription,
    subscription_item: null,
  });
}

/** Discount amounts (largest first, never below zero) of the given discounts on a gross amount. */
export function applyDiscount(
  gross: number,
  currency: string,
  discounts: Stripe.Discount[],
  state: EmulatorState,
): { amount: number; discount: string }[] {
  let remaining = gross;
  const amounts: { amount: number; discount: string }[] = [];
  for (const discount of discounts) {
    const couponId =
      typeof discount.source.coupon === 'string'
        ? discount.source.coupon
        : discount.source.coupon?.id;
    const coupon = couponId ? state.coupons.get(couponId) : undefined;
    if (!coupon || remaining <= 0) continue;
    let amount = 0;
    if (coupon.percent_off !== null) amount = Math.round((remaining * coupon.percent_off) / 100);
    else if (coupon.amount_off !== null && coupon.currency === currency)
      amount = Math.min(remaining, coupon.amount_off);
    if (amount > 0) {
      amounts.push({ amount, discount: discount.id });
      remaining -= amount;
    }
  }
  return amounts;
}

export interface InvoiceItemParams {
  price?: string;
  price_data?: { currency: string; product: string; unit_amount: number };
}

/** The price behind an `add_invoice_items[n]` entry: a stored price or an inline `price_data`. */
export function resolveInvoiceItemPrice(
  state: EmulatorState,
  entry: InvoiceItemParams,
  index: number,
  currency: string,
): Stripe.Price {
  const param = `add_invoice_items[${index}]`;
  if (entry.price) {
    const price = state.prices.require(entry.price, `${param}[price]`);
    if (price.currency !== currency)
      throw invalidRequest(
        'Currency of the invoice item must match the subscription.',
        `${param}[price]`,
      );
    return price;
  }
  if (!entry.price_data)
    throw invalidRequest(
      `Missing required param: ${param}[price].`,
      `${param}[price]`,
      'parameter_missing',
    );
  const product = state.products.require(entry.price_data.product, `${param}[price_data][product]`);
  return inlineOneTimePrice(state, {
    product: product.id,
    currency: entry.price_data.currency,
    unitAmount: entry.price_data.unit_amount,
  });
}

/** An inline `price_data` as Stripe states it: a new, inactive one-time price. */
export function inlineOneTimePrice(
  state: EmulatorState,
  data: { product: string; currency: string; unitAmount: number },
): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: state.clock.now(),
    currency: data.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: data.product,
    recurring: null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: data.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(String(data.unitAmount)),
  };
}
