import { describe, expect, it } from 'vitest';
import { type CatalogPrice, defaultPackageIndex, derivePackages, formatMoney } from './packages';

const price = (
  id: string,
  amount: number,
  interval: 'week' | 'month',
  count: number,
  pct = '50',
): CatalogPrice => ({
  id,
  unit_amount: amount,
  currency: 'eur',
  type: 'recurring',
  recurring: { interval, interval_count: count },
  metadata: { group: 'v8', model: id, baseDiscountPercentage: pct },
});

const catalogue = [
  price('nine', 10999, 'month', 9),
  price('three', 5999, 'month', 3),
  price('trial', 499, 'week', 1),
  price('one', 2999, 'month', 1),
  price('six', 8999, 'month', 6),
];

describe('derivePackages', () => {
  it('lists trial, one and three months by price, hiding six and nine', () => {
    const packages = derivePackages(catalogue, { withDiscount: false, order: 'original' });
    expect(packages.map((p) => p.id)).toEqual(['trial', 'one', 'three']);
  });

  it('pairs the trial with the one-month plan and prices it per day over 7 days', () => {
    const [trial] = derivePackages(catalogue, { withDiscount: false, order: 'original' });
    expect(trial).toMatchObject({
      recurringPriceId: 'one',
      trialPriceId: 'trial',
      tag: 'trial',
      interval: 'week',
    });
    expect(trial?.pricePerDay).toBeCloseTo(499 / 7);
  });

  it('uses the days-per-period table', () => {
    const packages = derivePackages(catalogue, { withDiscount: false, order: 'original' });
    expect(packages[1]?.pricePerDay).toBeCloseTo(2999 / 30.4);
    expect(packages[2]?.pricePerDay).toBeCloseTo(5999 / 91.2);
  });

  it('applies the base discount only when the discount is granted', () => {
    const discounted = derivePackages(catalogue, { withDiscount: true, order: 'original' });
    expect(discounted[1]).toMatchObject({ discountPercentage: 50, discountedPriceInCents: 1499 });
    const plain = derivePackages(catalogue, { withDiscount: false, order: 'original' });
    expect(plain[1]?.discountedPriceInCents).toBeUndefined();
  });

  it('can reverse the order', () => {
    expect(
      derivePackages(catalogue, { withDiscount: false, order: 'reversed' }).map((p) => p.id),
    ).toEqual(['three', 'one', 'trial']);
  });
});

describe('defaultPackageIndex', () => {
  it.each([
    [3, 1, 1],
    [3, 0, 0],
    [3, 7, 1],
    [1, 1, 0],
  ])('%i packages, experiment %i → %i', (count, experiment, expected) => {
    expect(defaultPackageIndex(count, experiment)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('formats cents and zero-decimal currencies', () => {
    expect(formatMoney(2999, 'eur', 'en')).toBe('€29.99');
    expect(formatMoney(4800, 'JPY', 'en')).toBe('¥4,800');
    expect(formatMoney(2999, 'EUR', 'de')).toBe('29,99\u00a0€');
  });
});
