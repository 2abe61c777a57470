import type { Language } from '../../contract/languages';
import { fractionDigits } from '../amounts.rules';
import { LOCALE_OF_LANGUAGE } from '../language-locales';

/**
 * An amount in minor units as the language writes money: "29,99 €" (de), "€29.99" (en).
 * Zero-decimal currencies (JPY) are whole units, by the same table the server charges with.
 */
export function formatMoney(language: Language, amount: number, currency: string): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
