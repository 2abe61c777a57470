import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRICES, type CataloguePrice } from '../catalogue.definition';
import { planCoupon, planStripePrices, type ExistingStripePrice } from './stripe-sync.plan';

const want = CATALOGUE_PRICES.find(
  (price) => price.lookupKey === 'v8_trialV8_eur',
) as CataloguePrice;

const have = (changes: Partial<ExistingStripePrice> = {}): ExistingStripePrice => ({
  id: 'price_1',
  active: true,
  lookup_key: 'v8_trialV8_eur',
  product: 'prod_trialV8',
  currency: 'eur',
  unit_amount: 499,
  type: 'recurring',
  recurring: { interval: 'week', interval_count: 1 },
  metadata: { group: 'v8', model: 'trialV8', baseDiscountPercentage: '50' },
  ...changes,
});

describe('planStripePrices', () => {
  it.each([
    ['no price holds the key', [], { kind: 'create' }],
    ['another key only', [have({ lookup_key: 'v8_trialV8_usd' })], { kind: 'create' }],
    ['the same price', [have()], { kind: 'keep', id: 'price_1' }],
    [
      'extra metadata of ours kept',
      [have({ metadata: { ...have().metadata, note: 'x' } })],
      { kind: 'keep' },
    ],
    ['another amount', [have({ unit_amount: 599 })], { kind: 'replace', oldId: 'price_1' }],
    ['another currency', [have({ currency: 'usd' })], { kind: 'replace' }],
    ['another product', [have({ product: 'prod_x' })], { kind: 'replace' }],
    [
      'another period',
      [have({ recurring: { interval: 'month', interval_count: 1 } })],
      { kind: 'replace' },
    ],
    [
      'one-time instead of recurring',
      [have({ type: 'one_time', recurring: null })],
      { kind: 'replace' },
    ],
    ['archived', [have({ active: false })], { kind: 'update', id: 'price_1' }],
    [
      'other base discount',
      [have({ metadata: { ...have().metadata, baseDiscountPercentage: '0' } })],
      { kind: 'update' },
    ],
    ['metadata missing', [have({ metadata: {} })], { kind: 'update' }],
  ])('%s', (_case, existing, expected) => {
    expect(planStripePrices([want], existing)).toEqual([expect.objectContaining(expected)]);
  });

  it('decides per price, in catalogue order', () => {
    const usd = CATALOGUE_PRICES.find(
      (price) => price.lookupKey === 'v8_trialV8_usd',
    ) as CataloguePrice;
    expect(planStripePrices([want, usd], [have()]).map((action) => action.kind)).toEqual([
      'keep',
      'create',
    ]);
  });
});

describe('planCoupon', () => {
  it.each([
    [null, 'create'],
    [{ id: 'pct_50', percent_off: 50, duration: 'once' }, 'keep'],
    [{ id: 'pct_50', percent_off: 40, duration: 'once' }, 'conflict'],
    [{ id: 'pct_50', percent_off: 50, duration: 'forever' }, 'conflict'],
    [{ id: 'pct_50', percent_off: null, duration: 'once' }, 'conflict'],
  ])('%j → %s', (existing, expected) => {
    expect(planCoupon({ percentOff: 50, duration: 'once' }, existing)).toBe(expected);
  });
});
