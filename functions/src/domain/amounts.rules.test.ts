import { describe, expect, it } from 'vitest';
import { discountedAmount, majorUnits } from './amounts.rules';

describe('discountedAmount', () => {
  it.each([
    // amount, percent, charged
    [499, 50, 249],
    [399, 50, 199],
    [2999, 50, 1499],
    [5999, 50, 2999],
    [1999, 50, 999],
    [800, 50, 400],
    [4800, 50, 2400],
    [299, 50, 149],
    [2999, 0, 2999],
    [2999, 25, 2249],
    [1, 50, 0],
  ])('%i at %i %% off is %i', (amount, percent, charged) => {
    expect(discountedAmount(amount, percent)).toBe(charged);
  });
});

describe('majorUnits', () => {
  it.each([
    [1499, 'eur', '14.99'],
    [100, 'usd', '1.00'],
    [5, 'gbp', '0.05'],
    [1500, 'jpy', '1500'],
    [1500, 'KRW', '1500'],
    [0, 'eur', '0.00'],
  ])('%i %s → %s', (amount, currency, text) => {
    expect(majorUnits(amount, currency)).toBe(text);
  });
});
