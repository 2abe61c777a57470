import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from './catalogue.rules';
import { ebookCharge, ebookOutcome, sameCharge } from './ebook.rules';

const ebook = (extra: Partial<CataloguePrice> = {}): CataloguePrice => ({
  id: 'price_ebookV1_ebookV1_eur',
  active: true,
  unit_amount: 1999,
  currency: 'eur',
  type: 'one_time',
  recurring: null,
  metadata: { group: 'ebookV1', model: 'ebookV1', baseDiscountPercentage: '50' },
  product: 'prod_ebookV1',
  ...extra,
});

describe('ebookCharge', () => {
  it.each([
    ['with the discount', ebook(), 'eur', true, 999, 50],
    ['without the discount', ebook(), 'EUR', false, 1999, 0],
    [
      'JPY without minor units',
      ebook({ currency: 'jpy', unit_amount: 3200 }),
      'jpy',
      true,
      1600,
      50,
    ],
    [
      'a group without discount',
      ebook({ metadata: { group: 'ebookV1', baseDiscountPercentage: '0' } }),
      'eur',
      true,
      1999,
      0,
    ],
  ])('%s', (_name, price, currency, withDiscount, amount, discountPercentage) => {
    expect(ebookCharge(price, currency, withDiscount)).toEqual({
      priceId: price.id,
      amount,
      currency: price.currency,
      discountPercentage,
    });
  });

  it.each([
    ['an inactive price', ebook({ active: false }), 'eur'],
    ['a subscription price', ebook({ metadata: { group: 'v8' } }), 'eur'],
    ['a recurring price', ebook({ type: 'recurring' }), 'eur'],
    ['another currency', ebook(), 'usd'],
    ['no amount', ebook({ unit_amount: null }), 'eur'],
  ])('refuses %s', (_name, price, currency) => {
    expect(() => ebookCharge(price, currency, true)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'invalid-price' }),
    );
  });
});

describe('ebookOutcome', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['processing', 'processing'],
    ['requires_action', 'requires_action'],
    ['canceled', 'canceled'],
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_capture', 'requires_payment_method'],
  ])('%s → %s', (status, outcome) => {
    expect(ebookOutcome(status)).toBe(outcome);
  });
});

describe('sameCharge', () => {
  const charge = { priceId: 'p', amount: 1000, currency: 'eur', discountPercentage: 50 };
  it.each([
    [{ amount: 1000, currency: 'eur', metadata: { priceId: 'p' } }, true],
    [{ amount: 1999, currency: 'eur', metadata: { priceId: 'p' } }, false],
    [{ amount: 1000, currency: 'usd', metadata: { priceId: 'p' } }, false],
    [{ amount: 1000, currency: 'eur', metadata: { priceId: 'q' } }, false],
  ])('%j → %s', (intent, same) => {
    expect(sameCharge(intent, charge)).toBe(same);
  });
});
