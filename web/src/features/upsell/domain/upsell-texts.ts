import { formatMoney } from '../../../shared/domain/packages';
import { formatPerDay, perDayFractionDigits } from '../../../shared/domain/checkout/per-day';
import type { UpsellOffer } from './upsell-offer';

export type UpsellTexts = {
  currentPrice: string;
  upsellPrice: string;
  currentPerDay: string;
  upsellPerDay: string;
  /** Charged today on accepting. */
  today: string;
  /** A PayPal revision: the day PayPal first bills the new plan; null for a card. */
  paypalFrom: string | null;
};

/** The offer's prices as shown: per period, and per day with one fraction rule for both. */
export function upsellTexts(offer: UpsellOffer, locale: string): UpsellTexts {
  const { currency } = offer;
  const sides = [offer.current, offer.upsell].map((side) => ({
    currency,
    pricePerDay: side.perDay,
  }));
  const digits = perDayFractionDigits(sides);
  return {
    currentPrice: formatMoney(offer.current.amount, currency, locale),
    upsellPrice: formatMoney(offer.upsell.amount, currency, locale),
    currentPerDay: formatPerDay(offer.current.perDay, currency, locale, digits),
    upsellPerDay: formatPerDay(offer.upsell.perDay, currency, locale, digits),
    today: formatMoney(offer.today.amount, currency, locale),
    paypalFrom:
      offer.paypalFrom === null
        ? null
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
            new Date(offer.paypalFrom * 1000),
          ),
  };
}
