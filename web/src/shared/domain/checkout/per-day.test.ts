import { describe, expect, it } from 'vitest';
import { formatPerDay, perDayDisplay, perDayFractionDigits, perDayMajor } from './per-day';

/** ICU puts no-break or narrow no-break spaces between amount and symbol; compare with plain ones. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const pkg = (currency: string, pricePerDay: number, discountedPricePerDay?: number) => ({
  currency,
  pricePerDay,
  discountedPricePerDay,
});

describe('perDayMajor', () => {
  it.each([
    [98.65, 'EUR', 0.9865],
    [157.89, 'JPY', 157.89],
    [157.89, 'jpy', 157.89],
    [1282.89, 'KRW', 1282.89],
    [500, 'XOF', 500],
  ])('%f minor %s per day → %f', (minor, currency, major) => {
    expect(perDayMajor(minor, currency)).toBeCloseTo(major);
  });
});

describe('perDayFractionDigits — any per-day of 100 or more drops fractions for all', () => {
  it.each([
    ['EUR under 1', [pkg('EUR', 98.65), pkg('EUR', 65.78)], 2],
    ['EUR 99.99', [pkg('EUR', 9999)], 2],
    ['EUR 100.00', [pkg('EUR', 10000)], 0],
    ['JPY all under 100', [pkg('JPY', 71.43), pkg('JPY', 65.79), pkg('JPY', 52.63)], 2],
    ['JPY 99.994 shows as 99.99', [pkg('JPY', 99.994)], 2],
    ['JPY 99.996 would show as 100.00', [pkg('JPY', 99.996)], 0],
    ['JPY exactly 100', [pkg('JPY', 100)], 0],
    ['JPY one of three over', [pkg('JPY', 71.43), pkg('JPY', 157.89), pkg('JPY', 52.63)], 0],
    ['JPY discounted still counts', [pkg('JPY', 90, 45), pkg('JPY', 120, 60)], 0],
    ['KRW', [pkg('KRW', 1282.89)], 0],
    ['empty list', [], 2],
  ] as const)('%s → %i', (_, packages, digits) => {
    expect(perDayFractionDigits(packages)).toBe(digits);
  });
});

describe('formatPerDay in every language', () => {
  it.each([
    ['de', 'EUR', 98.651, '0,99 €'],
    ['en', 'EUR', 98.651, '€0.99'],
    ['es', 'EUR', 98.651, '0,99 €'],
    ['fr', 'EUR', 98.651, '0,99 €'],
    ['it', 'EUR', 98.651, '0,99 €'],
    ['pt', 'EUR', 98.651, '€ 0,99'],
    ['en', 'USD', 98.651, '$0.99'],
    ['de', 'USD', 98.651, '0,99 $'],
    ['en', 'GBP', 98.651, '£0.99'],
    ['it', 'GBP', 98.651, '0,99 £'],
    ['en', 'JPY', 71.4286, '¥71.43'],
    ['de', 'JPY', 71.4286, '71,43 ¥'],
    ['pt', 'JPY', 71.4286, 'JP¥ 71,43'],
  ])('%s %s %f with fractions → %s', (locale, currency, minor, expected) => {
    expect(plain(formatPerDay(minor, currency, locale, 2))).toBe(expected);
  });

  it.each([
    ['en', 'JPY', 157.89, '¥158'],
    ['de', 'JPY', 157.89, '158 ¥'],
    ['fr', 'JPY', 157.89, '158 JPY'],
    ['en', 'EUR', 15789, '€158'],
    ['en', 'KRW', 1282.89, '₩1,283'],
  ])('%s %s %f without fractions → %s', (locale, currency, minor, expected) => {
    expect(plain(formatPerDay(minor, currency, locale, 0))).toBe(expected);
  });
});

describe('perDayDisplay', () => {
  it('formats regular and discounted per-day with fractions while all are under 100', () => {
    const shown = perDayDisplay([pkg('EUR', 2999 / 30.4, 1499 / 30.4), pkg('EUR', 499 / 7)], 'en');
    expect(shown).toEqual([
      { pricePerDay: '€0.99', discountedPricePerDay: '€0.49' },
      { pricePerDay: '€0.71', discountedPricePerDay: undefined },
    ]);
  });

  it('drops JPY fractions for the whole list when one per-day reaches 100', () => {
    const under = [pkg('JPY', 500 / 7), pkg('JPY', 2000 / 30.4), pkg('JPY', 4800 / 91.2)];
    expect(perDayDisplay(under, 'en').map((t) => t.pricePerDay)).toEqual([
      '¥71.43',
      '¥65.79',
      '¥52.63',
    ]);
    const over = [pkg('JPY', 500 / 7), pkg('JPY', 4800 / 30.4), pkg('JPY', 4800 / 91.2)];
    expect(perDayDisplay(over, 'en').map((t) => t.pricePerDay)).toEqual(['¥71', '¥158', '¥53']);
  });
});
