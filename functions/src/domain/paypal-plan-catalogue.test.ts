import { findPayPalPlan } from '@fastwell/emulators/paypal';
import { CATALOGUE_PRICES } from '@fastwell/emulators/stripe/catalogue';
import { describe, expect, it } from 'vitest';
import { minorUnits } from './amounts.rules';
import { discountedAmount } from './amounts.rules';
import { paypalPurchaseFor } from './paypal-plan-catalogue';

/** A Stripe catalogue price as the server reads it (CataloguePrice's fields used here). */
const asServerPrice = (price: (typeof CATALOGUE_PRICES)[number]) => ({
  currency: price.currency,
  unit_amount: price.unitAmount,
  metadata: { group: price.group, model: price.model },
});
const oneMonthOf = (price: (typeof CATALOGUE_PRICES)[number]) =>
  CATALOGUE_PRICES.find(
    (candidate) =>
      candidate.group === price.group &&
      candidate.currency === price.currency &&
      candidate.model === (price.model === 'trialV13' ? 'oneMonthV13' : 'oneMonthV8'),
  );

const SOLD = CATALOGUE_PRICES.filter(
  (price) => price.type === 'recurring' && price.group !== 'ebookV1',
);

/**
 * Issue 17 point 2: for every catalogue price, currency and discount state, the PayPal plan the
 * server picks bills first exactly what the checkout screen shows (unit − round(unit × pct / 100), the
 * amount Stripe's coupon charges) in the price's currency, then the full price.
 */
describe.each(SOLD.map((price) => [price.lookupKey, price] as const))('%s', (_key, price) => {
  const pct = Number(price.baseDiscountPercentage);
  const isTrial = price.model.startsWith('trial');
  const oneMonth = isTrial ? oneMonthOf(price) : undefined;
  const plan = (discountPercentage: number) =>
    paypalPurchaseFor({
      price: asServerPrice(oneMonth ?? price),
      trial: isTrial ? asServerPrice(price) : null,
      discountPercentage,
    });

  it.each(pct > 0 ? [0, pct] : [0])('discount %s %%: first payment = the shown amount', (off) => {
    const purchase = plan(off);
    if (!purchase) throw new Error('no PayPal plan');
    const shown = discountedAmount(price.unitAmount, off);
    expect(purchase.firstPayment).toEqual({ amount: shown, currency: price.currency });
    const paypalPlan = findPayPalPlan(purchase.planId);
    const [first, ...later] = paypalPlan?.billing_cycles ?? [];
    const firstPrice = first?.pricing_scheme.fixed_price;
    expect(firstPrice?.currency_code).toBe(price.currency.toUpperCase());
    expect(minorUnits(firstPrice?.value ?? '', price.currency)).toBe(shown);
    expect(first?.total_cycles).toBe(later.length > 0 ? 1 : 0);
    const regular = later.at(-1)?.pricing_scheme.fixed_price.value;
    if (regular !== undefined)
      expect(minorUnits(regular, price.currency)).toBe((oneMonth ?? price).unitAmount);
  });
});
