import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor } from './packages';

describe('formatMoney', () => {
  it.each([
    [2999, 'eur', 'en', '€29.99'],
    [2999, 'EUR', 'de', '29,99\u00a0€'],
    [2999, 'USD', 'en', '$29.99'],
    [2999, 'GBP', 'en', '£29.99'],
    [4800, 'JPY', 'en', '¥4,800'],
    [4800, 'jpy', 'de', '4.800\u00a0¥'],
  ])('%i %s in %s → %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it.each([
    [2999, 'EUR', 29.99],
    [4800, 'JPY', 4800],
    [50000, 'krw', 50000],
    [100, 'XPF', 100],
  ])('toMajor(%i, %s) → %f', (amount, currency, major) => {
    expect(toMajor(amount, currency)).toBe(major);
  });
});
