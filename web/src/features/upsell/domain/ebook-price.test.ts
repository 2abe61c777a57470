import { describe, expect, it } from 'vitest';
import type { OfferedPrice } from '@fastwell/contract/catalogue';
import { baseDiscountPercent, ebookOffer, pickEbookPrice, showsEbookBonus } from './ebook-price';

const ebook = (
  unitAmount: number,
  currency: string,
  baseDiscountPercentage?: string,
  discountedUnitAmount?: number,
) =>
  ({
    discountedUnitAmount,
    id: `price_ebookV1_ebookV1_${currency}`,
    unit_amount: unitAmount,
    currency,
    type: 'one_time',
    recurring: null,
    metadata: { group: 'ebookV1', model: 'ebookV1', baseDiscountPercentage },
  }) satisfies OfferedPrice;

describe('ebookOffer (50 % off, rounded as the server charges)', () => {
  it.each([
    // The discounted amount is the server's answer (getProducts), shown as it is charged.
    [1999, 'eur', '50', 999, 999, 50],
    [1699, 'gbp', '50', 849, 849, 50],
    [3200, 'jpy', '50', 1600, 1600, 50],
    [1999, 'eur', '0', undefined, 1999, 0],
    [1999, 'eur', undefined, undefined, 1999, 0],
  ])(
    '%s %s at %s %% (server: %s) → %s',
    (amount, currency, percent, answered, discounted, shown) => {
      expect(ebookOffer(ebook(amount, currency, percent, answered))).toEqual({
        priceId: `price_ebookV1_ebookV1_${currency}`,
        currency,
        regularAmount: amount,
        discountedAmount: discounted,
        discountPercent: shown,
      });
    },
  );

  it('reads the base discount like the server', () => {
    expect(baseDiscountPercent(ebook(1999, 'eur', '25'))).toBe(25);
    expect(baseDiscountPercent(ebook(1999, 'eur', '12.5'))).toBe(0);
  });

  it('picks the one-time price of the answer', () => {
    const recurring = { ...ebook(1999, 'eur'), id: 'rec', type: 'recurring' as const };
    expect(pickEbookPrice([recurring, ebook(1999, 'eur', '50')])?.id).toBe(
      'price_ebookV1_ebookV1_eur',
    );
    expect(pickEbookPrice([recurring])).toBeUndefined();
  });

  it.each([
    ['en', true],
    ['de', false],
    ['pt', false],
  ])('bonus item in %s: %s', (language, shown) => {
    expect(showsEbookBonus(language)).toBe(shown);
  });
});
