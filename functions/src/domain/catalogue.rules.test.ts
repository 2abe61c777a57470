import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from './catalogue.rules';
import {
  baseDiscountPercentage,
  planSubscription,
  pricesOfGroup,
  trialFeeAmount,
} from './catalogue.rules';

const price = (
  group: string,
  model: string,
  amount: number,
  extra: Partial<CataloguePrice> = {},
): CataloguePrice => ({
  id: `price_${group}_${model}_eur`,
  active: true,
  unit_amount: amount,
  currency: 'eur',
  type: 'recurring',
  recurring: { interval: model.startsWith('trial') ? 'week' : 'month', interval_count: 1 },
  metadata: { group, model, baseDiscountPercentage: group.endsWith('_standard') ? '0' : '50' },
  product: `prod_${model}`,
  ...extra,
});

const oneMonth = price('v8', 'oneMonthV8', 2999);
const threeMonths = price('v8', 'threeMonthsV8', 5999);
const trial = price('v8', 'trialV8', 499);

describe('pricesOfGroup', () => {
  it('keeps the active prices of the group, cheapest first, without the active flag', () => {
    const listed = pricesOfGroup(
      [
        threeMonths,
        price('v13', 'oneMonthV13', 1999),
        oneMonth,
        trial,
        price('v8', 'sixMonthsV8', 8999, { active: false }),
      ],
      'v8',
    );
    expect(listed.map((p) => p.id)).toEqual([trial.id, oneMonth.id, threeMonths.id]);
    expect(listed[0]).not.toHaveProperty('active');
  });

  it('answers the amount each price is charged at when its discount is granted', () => {
    expect(pricesOfGroup([trial, oneMonth], 'v8').map((p) => p.discountedUnitAmount)).toEqual([
      249, 1499,
    ]);
    const standard = price('v8_standard', 'oneMonthV8', 2999);
    expect(pricesOfGroup([standard], 'v8_standard')[0]).not.toHaveProperty('discountedUnitAmount');
  });

  it('answers nothing for an unknown group', () => {
    expect(pricesOfGroup([oneMonth], 'v99')).toEqual([]);
  });
});

describe('baseDiscountPercentage', () => {
  it.each([
    ['50', 50],
    ['0', 0],
    [undefined, 0],
    ['abc', 0],
    ['150', 0],
  ])('%j → %i', (value, expected) => {
    const metadata: Record<string, string> =
      value === undefined ? {} : { baseDiscountPercentage: value };
    expect(baseDiscountPercentage({ ...oneMonth, metadata })).toBe(expected);
  });
});

describe('planSubscription', () => {
  it('sells a recurring price with the group discount when asked', () => {
    expect(planSubscription(threeMonths, null, true)).toEqual({
      price: threeMonths,
      trial: null,
      discountPercentage: 50,
    });
    expect(planSubscription(threeMonths, null, false).discountPercentage).toBe(0);
  });

  it('ignores withDiscount in a group without a discount', () => {
    expect(
      planSubscription(price('v8_standard', 'oneMonthV8', 2999), null, true).discountPercentage,
    ).toBe(0);
  });

  it('pairs a trial of the same group and currency with the one-month price', () => {
    expect(planSubscription(oneMonth, trial, false).trial).toBe(trial);
  });

  it.each<[string, CataloguePrice, CataloguePrice | null, string]>([
    ['a price outside the catalogue', { ...oneMonth, metadata: {} }, null, 'invalid-price'],
    ['an inactive price', { ...oneMonth, active: false }, null, 'invalid-price'],
    [
      'a one-time price',
      { ...price('ebookV1', 'ebookV1', 1999), type: 'one_time', recurring: null },
      null,
      'invalid-price',
    ],
    ['a trial fee on its own', trial, null, 'invalid-price'],
    ['a trial with the three-month price', threeMonths, trial, 'invalid-trial'],
    ['a trial of another group', oneMonth, price('v13', 'trialV13', 299), 'invalid-trial'],
    ['a trial in another currency', oneMonth, { ...trial, currency: 'usd' }, 'invalid-trial'],
    ['a non-trial price as trial', oneMonth, threeMonths, 'invalid-trial'],
  ])('refuses %s', (_name, main, trialPrice, code) => {
    expect(() => planSubscription(main, trialPrice, false)).toThrow(
      expect.objectContaining({ code, kind: 'invalid' }),
    );
  });
});

describe('trialFeeAmount', () => {
  it.each([
    [499, 0, 499],
    // The discount is rounded, as a coupon at Stripe rounds it: 4.99 € at 50 % is 2.49 €.
    [499, 50, 249],
    [800, 50, 400],
  ])('%i with %i%% off → %i', (amount, pct, expected) => {
    expect(trialFeeAmount({ ...trial, unit_amount: amount }, pct)).toBe(expected);
  });
});
