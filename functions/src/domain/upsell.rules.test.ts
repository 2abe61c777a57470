import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from './catalogue.rules';
import type { UpsellSource } from './upsell.rules';
import { upsellPrice, upsellTarget } from './upsell.rules';

const now = new Date('2026-05-01T00:00:00Z');
const seconds = now.getTime() / 1000;

const source = (extra: Partial<UpsellSource> = {}): UpsellSource => ({
  trialEnd: null,
  priceId: 'price_v8_oneMonthV8_eur',
  group: 'v8',
  currency: 'eur',
  interval: 'month',
  intervalCount: 1,
  purchasedPriceId: 'price_v8_oneMonthV8_eur',
  ...extra,
});

describe('upsellTarget (spec 02 §4.11)', () => {
  it.each([
    ['a v8 trial', { trialEnd: seconds + 3600 }, { group: 'v8', model: 'threeMonthsV8' }],
    ['v8 one month', {}, { group: 'v8', model: 'sixMonthsV8' }],
    [
      'v8 three months',
      { intervalCount: 3, priceId: 'p3', purchasedPriceId: 'p3' },
      { group: 'v8', model: 'nineMonthsV8' },
    ],
    [
      'v8_standard one month keeps the standard variant',
      { group: 'v8_standard' },
      { group: 'v8_standard', model: 'sixMonthsV8' },
    ],
    [
      'a v13 trial',
      { group: 'v13', trialEnd: seconds + 1 },
      { group: 'v8', model: 'threeMonthsV8' },
    ],
    [
      'v13_standard three months',
      { group: 'v13_standard', intervalCount: 3 },
      { group: 'v8_standard', model: 'nineMonthsV8' },
    ],
    ['gbp stays gbp', { currency: 'GBP' }, { group: 'v8', model: 'sixMonthsV8', currency: 'gbp' }],
    ['no recorded purchase price', { purchasedPriceId: undefined }, { model: 'sixMonthsV8' }],
  ])('%s', (_name, extra, expected) => {
    expect(upsellTarget(source(extra), now)).toMatchObject({ currency: 'eur', ...expected });
  });

  it.each([
    ['six months', { intervalCount: 6 }],
    ['nine months', { intervalCount: 9 }],
    ['a weekly plan', { interval: 'week' }],
    ['twelve months', { intervalCount: 12 }],
    ['a price outside the catalogue groups', { group: undefined }],
  ])('refuses %s as an invalid subscription plan', (_name, extra) => {
    expect(() => upsellTarget(source(extra), now)).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'invalid-subscription-plan',
        message: 'invalid subscription plan',
      }),
    );
  });

  it('refuses a subscription already moved off the price it was bought with', () => {
    expect(() =>
      upsellTarget(source({ priceId: 'price_v8_sixMonthsV8_eur', intervalCount: 6 }), now),
    ).toThrow(expect.objectContaining({ kind: 'conflict', code: 'already-upgraded' }));
  });
});

const price = (id: string, extra: Partial<CataloguePrice> = {}): CataloguePrice => {
  const [, group = '', model = '', currency = 'eur'] =
    /^price_(.+)_([a-zA-Z0-9]+)_(\w+)$/.exec(id) ?? [];
  return {
    id,
    active: true,
    unit_amount: 8999,
    currency,
    type: 'recurring',
    recurring: { interval: 'month', interval_count: 6 },
    metadata: { group, model },
    product: `prod_${model}`,
    ...extra,
  };
};

describe('upsellPrice', () => {
  const prices = [
    price('price_v8_sixMonthsV8_eur', { active: false }),
    price('price_v8_standard_sixMonthsV8_eur'),
    price('price_v8_sixMonthsV8_usd'),
    price('price_v8_sixMonthsV8_eur', { id: 'price_live_six' }),
  ];

  it('finds the active price of the group, model and currency', () => {
    expect(upsellPrice(prices, { group: 'v8', model: 'sixMonthsV8', currency: 'eur' }).id).toBe(
      'price_live_six',
    );
    expect(
      upsellPrice(prices, { group: 'v8_standard', model: 'sixMonthsV8', currency: 'eur' }).id,
    ).toBe('price_v8_standard_sixMonthsV8_eur');
  });

  it('answers no price found when the catalogue lacks it', () => {
    expect(() =>
      upsellPrice(prices, { group: 'v8', model: 'nineMonthsV8', currency: 'eur' }),
    ).toThrow(expect.objectContaining({ code: 'no-price-found' }));
  });
});
