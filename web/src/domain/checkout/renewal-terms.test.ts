import { describe, expect, it } from 'vitest';
import { type CatalogPrice, derivePackages } from '../packages';
import { renewalTerms } from './renewal-terms';

const price = (id: string, amount: number, interval: 'week' | 'month', count: number) =>
  ({
    id,
    unit_amount: amount,
    currency: 'eur',
    type: 'recurring',
    recurring: { interval, interval_count: count },
    metadata: { baseDiscountPercentage: '50' },
  }) satisfies CatalogPrice;

const prices = [
  price('trial', 199, 'week', 1),
  price('one', 2999, 'month', 1),
  price('three', 5999, 'month', 3),
];

describe('renewalTerms', () => {
  const regular = derivePackages(prices, { withDiscount: false, order: 'original' });
  const discounted = derivePackages(prices, { withDiscount: true, order: 'original' });
  const byId = (list: typeof regular, id: string) => {
    const found = list.find((pkg) => pkg.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it.each([
    [
      'trial',
      regular,
      { key: 'payment.terms.trial', trialDays: 7, renewalAmount: 2999, months: 1 },
    ],
    ['one', regular, { key: 'payment.terms.regular', renewalAmount: 2999, months: 1 }],
    ['three', regular, { key: 'payment.terms.regular', renewalAmount: 5999, months: 3 }],
    [
      'three',
      discounted,
      { key: 'payment.terms.intro', introAmount: 2999, renewalAmount: 5999, months: 3 },
    ],
    // A trial renews at the monthly plan's regular price, discount or not.
    [
      'trial',
      discounted,
      { key: 'payment.terms.trial', trialDays: 7, renewalAmount: 2999, months: 1 },
    ],
  ])('%s', (id, list, expected) => {
    expect(renewalTerms(byId(list, id), list)).toEqual(expected);
  });

  it('says nothing for a trial whose monthly plan is missing', () => {
    const trialOnly = regular.filter((pkg) => pkg.id !== 'one');
    expect(renewalTerms(byId(regular, 'trial'), trialOnly)).toBeNull();
  });
});
