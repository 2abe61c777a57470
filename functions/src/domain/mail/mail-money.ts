import type { Language } from '../../contract/languages';
import { fractionDigits } from '../amounts.rules';
import { LOCALE_OF_LANGUAGE } from '../language-locales';

/**
 * An amount in minor units as the language writes money: "14,99 €" (de), "€14.99" (en), "1500 ¥"
 * (es). The digits are the currency's minor-unit exponent (amounts.rules.ts), so every minor unit
 * charged or refunded shows and none is rounded away.
 */
export function formatMoney(language: Language, amountMinor: number, currency: string): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
