import { describe, expect, it } from 'vitest';
import { derivePackages } from '../../../shared/domain/packages';
import { EURO_OFFERED_PRICES as prices } from './catalogue.fixtures';
import { renewalTerms } from './renewal-terms';

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
