import { describe, expect, it } from 'vitest';
import type { OfferedPrice } from '@fastwell/contract/catalogue';
import { chargedAmount, daysPerPeriod, defaultPackageIndex, derivePackages } from './packages';

type Interval = 'day' | 'week' | 'month' | 'year';
const price = (
  id: string,
  amount: number,
  interval: Interval,
  count: number,
  pct = '50',
  currency = 'eur',
): OfferedPrice => ({
  id,
  unit_amount: amount,
  currency,
  type: 'recurring',
  recurring: { interval, interval_count: count },
  metadata: { group: 'v8', model: id, baseDiscountPercentage: pct },
  // The server answers the discounted amount only where the group has a discount.
  ...(Number(pct) > 0
    ? { discountedUnitAmount: amount - Math.round((amount * Number(pct)) / 100) }
    : {}),
});

const catalogue = [
  price('nine', 10999, 'month', 9),
  price('three', 5999, 'month', 3),
  price('trial', 499, 'week', 1),
  price('one', 2999, 'month', 1),
  price('six', 8999, 'month', 6),
];
const plain = { withDiscount: false, order: 'original' } as const;

describe('derivePackages', () => {
  it('lists trial, one and three months by price, hiding six and nine', () => {
    expect(derivePackages(catalogue, plain).map((p) => p.id)).toEqual(['trial', 'one', 'three']);
  });

  it('pairs the trial with the one-month plan and prices it per day over 7 days', () => {
    const [trial] = derivePackages(catalogue, plain);
    expect(trial).toMatchObject({
      recurringPriceId: 'one',
      trialPriceId: 'trial',
      tag: 'trial',
      interval: 'week',
    });
    expect(trial?.pricePerDay).toBeCloseTo(499 / 7);
  });

  it.each([
    ['the user may not buy a trial (one per person)', catalogue, false],
    ['the server sent no trial price', catalogue.filter((p) => p.id !== 'trial'), true],
    [
      'there is no one-month plan to pair the trial with',
      catalogue.filter((p) => p.id !== 'one'),
      true,
    ],
  ])(
    'never fills in six or nine months when %s: the shorter list stays',
    (_, prices, trialAvailable) => {
      const ids = derivePackages(prices, { ...plain, trialAvailable }).map((p) => p.id);
      expect(ids).not.toContain('six');
      expect(ids).not.toContain('nine');
      expect(ids.length).toBeLessThan(3);
    },
  );

  it('lists one and three months to a user who may not buy a trial', () => {
    const noTrial = { ...plain, trialAvailable: false };
    expect(derivePackages(catalogue, noTrial).map((p) => p.id)).toEqual(['one', 'three']);
  });

  it('keeps the trial list when trialAvailable is true', () => {
    const withTrial = { ...plain, trialAvailable: true };
    expect(derivePackages(catalogue, withTrial).map((p) => p.id)).toEqual([
      'trial',
      'one',
      'three',
    ]);
  });

  it('drops a trial without a one-month plan to pair with', () => {
    const prices = [price('trial', 499, 'week', 1), price('three', 5999, 'month', 3)];
    expect(derivePackages(prices, plain).map((p) => p.id)).toEqual(['three']);
  });

  it('ignores one-time prices (the e-book)', () => {
    const ebook: OfferedPrice = { ...price('ebook', 999, 'month', 1), type: 'one_time' };
    expect(derivePackages([ebook, ...catalogue], plain)).toHaveLength(3);
  });

  // A lone price: six and nine months are hidden also without a trial beside them.
  it.each<[Interval, number, number | undefined]>([
    ['month', 6, undefined],
    ['month', 9, undefined],
    ['month', 12, 365],
    ['year', 1, 365],
    ['month', 1, 30.4],
    ['month', 3, 91.2],
  ])('%s × %i is hidden or priced over the table’s days', (interval, count, days) => {
    const [pkg] = derivePackages([price('p', 10000, interval, count)], plain);
    if (days === undefined) expect(pkg).toBeUndefined();
    else expect(pkg?.pricePerDay).toBeCloseTo(10000 / days);
  });

  it.each<[Interval, number, string, string, 'week' | 'month' | 'year']>([
    ['week', 1, 'trial', 'payment.packages.trial', 'week'],
    ['day', 7, 'trial', 'payment.packages.trial', 'week'],
    ['month', 1, 'fast-track', 'payment.packages.1', 'month'],
    ['month', 3, 'most-popular', 'payment.packages.3', 'month'],
    ['month', 12, 'best-value', 'payment.packages.12', 'month'],
    ['year', 1, 'best-value', 'payment.packages.12', 'year'],
  ])('%s × %i is tagged %s, named %s', (interval, count, tag, name, shownInterval) => {
    const one = price('one', 2999, 'month', 1);
    const pkg = derivePackages([one, price('p', 100, interval, count)], plain)[0];
    expect(pkg).toMatchObject({ tag, tagId: tag, name, interval: shownInterval });
  });

  it('gives the spec 02 §3 fields with an uppercase currency and major-unit prices', () => {
    const [one] = derivePackages([price('one', 2999, 'month', 1)], {
      withDiscount: true,
      order: 'original',
    });
    expect(one).toMatchObject({
      name: 'payment.packages.1',
      currency: 'EUR',
      price: 29.99,
      priceInCents: 2999,
      numberOfPeriods: 1,
      discountedPrice: 14.99,
      discountedPriceInCents: 1499,
    });
    expect(one?.discountedPricePerDay).toBeCloseTo(1499 / 30.4);
  });

  it('keeps whole units for zero-decimal currencies', () => {
    const [one] = derivePackages([price('one', 4800, 'month', 1, '0', 'jpy')], plain);
    expect(one).toMatchObject({ currency: 'JPY', price: 4800, priceInCents: 4800 });
    expect(one?.pricePerDay).toBeCloseTo(4800 / 30.4);
  });

  it.each([
    [2999, 1499],
    [499, 249],
    [5999, 1234],
  ])(
    'shows and charges the amount the server answers (%i → %i), never one of its own',
    (amount, answered) => {
      const answer = { ...price('p', amount, 'month', 3), discountedUnitAmount: answered };
      const [pkg] = derivePackages([answer], { withDiscount: true, order: 'original' });
      expect(pkg).toMatchObject({ discountPercentage: 50, discountedPriceInCents: answered });
      if (pkg) expect(chargedAmount(pkg)).toBe(answered);
    },
  );

  it('shows no discount where the server answers no discounted amount', () => {
    const answer = { ...price('p', 5999, 'month', 3), discountedUnitAmount: undefined };
    const [pkg] = derivePackages([answer], { withDiscount: true, order: 'original' });
    expect(pkg).toMatchObject({ discountPercentage: 0, discountedPriceInCents: undefined });
    if (pkg) expect(chargedAmount(pkg)).toBe(5999);
  });

  it('applies the base discount only when the discount is granted', () => {
    const [, one] = derivePackages(catalogue, plain);
    expect(one).toMatchObject({ discountPercentage: 0, discountedPriceInCents: undefined });
    expect(one?.discountedPrice).toBeUndefined();
  });

  it.each([
    ['original', ['trial', 'one', 'three']],
    ['reversed', ['three', 'one', 'trial']],
  ] as const)('order %s', (order, ids) => {
    expect(derivePackages(catalogue, { withDiscount: false, order }).map((p) => p.id)).toEqual(ids);
  });
});

describe('daysPerPeriod', () => {
  it.each([
    ['week', 1, 7],
    ['day', 7, 7],
    ['month', 1, 30.4],
    ['month', 3, 91.2],
    ['month', 6, 182.5],
    ['month', 9, 273.8],
    ['month', 12, 365],
    ['year', 1, 365],
  ] as const)('%s × %i → %f days', (interval, count, days) => {
    expect(daysPerPeriod(interval, count)).toBe(days);
  });

  it('rejects a period outside the table', () => {
    expect(() => daysPerPeriod('month', 2)).toThrow('Unknown subscription period');
  });
});

describe('defaultPackageIndex', () => {
  it.each([
    [3, 1, 1],
    [3, 0, 0],
    [3, 2, 2],
    [3, 3, 1],
    [3, -1, 1],
    [3, 1.5, 1],
    [3, 7, 1],
    [2, 5, 1],
    [1, 1, 0],
    [1, 0, 0],
    [0, 1, -1],
  ])('%i packages, experiment %d → %i', (count, experiment, expected) => {
    expect(defaultPackageIndex(count, experiment)).toBe(expected);
  });
});
