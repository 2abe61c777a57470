import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages';
import { formatMoney } from './mail-money';

/** Intl separates the amount from the symbol with a no-break space (fr groups with U+202F). */
const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('formatMoney: minor units written in the language', () => {
  it.each<[Language, number, string, string]>([
    ['de', 2999, 'eur', `29,99${NBSP}€`],
    ['en', 2999, 'eur', '€29.99'],
    ['es', 2999, 'EUR', `29,99${NBSP}€`],
    ['fr', 2999, 'eur', `29,99${NBSP}€`],
    ['it', 2999, 'eur', `29,99${NBSP}€`],
    ['pt', 2999, 'eur', `29,99${NBSP}€`],
    ['de', 0, 'eur', `0,00${NBSP}€`],
    ['en', 0, 'eur', '€0.00'],
    ['de', 123450, 'eur', `1.234,50${NBSP}€`],
    ['fr', 123450, 'eur', `1${NNBSP}234,50${NBSP}€`],
    ['en', 123450, 'gbp', '£1,234.50'],
    ['en', 999, 'usd', 'US$9.99'],
    ['de', 1200, 'chf', `12,00${NBSP}CHF`],
    ['en', 1500, 'jpy', 'JP¥1,500'],
    ['de', 1500, 'jpy', `1.500${NBSP}¥`],
    ['en', 5, 'eur', '€0.05'],
  ])('%s: %i %s → %s', (language, amount, currency, expected) => {
    expect(formatMoney(language, amount, currency)).toBe(expected);
  });
});
