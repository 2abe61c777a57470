import { describe, expect, it } from 'vitest';
import type { UpsellOffer } from './upsell-offer';
import { upsellTexts } from './upsell-texts';

const offer = (currency: string, current: number, upsell: number): UpsellOffer => ({
  model: 'sixMonthsV8',
  priceId: 'price_6',
  currency,
  trial: false,
  current: { months: 1, amount: current, perDay: current / 30.4 },
  upsell: { months: 6, amount: upsell, perDay: upsell / 182.5 },
  discountPercent: 50,
  bars: { current: 175, upsell: 87 },
  today: { amount: upsell - current + 1, prorationDate: 1_800_000_000 },
  paypalFrom: null,
});

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('upsellTexts', () => {
  it.each([
    ['EUR', 2999, 8999, 'en', ['€29.99', '€89.99', '€0.99', '€0.49', '€60.01']],
    ['EUR', 2999, 8999, 'de', ['29,99 €', '89,99 €', '0,99 €', '0,49 €', '60,01 €']],
    ['JPY', 4800, 14400, 'en', ['¥4,800', '¥14,400', '¥158', '¥79', '¥9,601']],
  ])('%s %s → %s in %s', (currency, current, upsell, locale, expected) => {
    const texts = upsellTexts(offer(currency, current, upsell), locale);
    expect(
      [
        texts.currentPrice,
        texts.upsellPrice,
        texts.currentPerDay,
        texts.upsellPerDay,
        texts.today,
      ].map(nbsp),
    ).toEqual(expected);
  });
});

describe('upsellTexts of a PayPal revision', () => {
  it('says nothing is charged today and names the day PayPal bills the new plan', () => {
    const texts = upsellTexts(
      {
        ...offer('EUR', 2999, 8999),
        today: { amount: 0, prorationDate: 0 },
        paypalFrom: 1_800_000_000,
      },
      'en',
    );
    expect(texts.today).toBe('€0.00');
    expect(texts.paypalFrom).toBe('January 15, 2027');
  });
});
