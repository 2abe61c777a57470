import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages';
import { formatMoney } from './mail-money';

/** Intl separates with no-break spaces (U+00A0, U+202F in French): compared as plain spaces. */
const plain = (text: string): string => text.replace(/\s/g, ' ');

describe('formatMoney: minor units in the language', () => {
  it.each<[Language, number, string, string]>([
    ['de', 1499, 'eur', '14,99 €'],
    ['de', 123456, 'EUR', '1.234,56 €'],
    ['en', 1499, 'eur', '€14.99'],
    ['en', 123456, 'eur', '€1,234.56'],
    ['en', 4999, 'gbp', '£49.99'],
    ['es', 1499, 'eur', '14,99 €'],
    ['fr', 1499, 'eur', '14,99 €'],
    ['fr', 123456, 'eur', '1 234,56 €'],
    ['it', 1499, 'eur', '14,99 €'],
    ['pt', 1499, 'eur', '14,99 €'],
    ['de', 0, 'eur', '0,00 €'],
    ['de', 5, 'eur', '0,05 €'],
    ['de', 1500, 'jpy', '1.500 ¥'],
    ['en', 1500, 'JPY', 'JP¥1,500'],
  ])('%s: %i %s is %s', (language, amount, currency, shown) => {
    expect(plain(formatMoney(language, amount, currency))).toBe(shown);
  });
});
