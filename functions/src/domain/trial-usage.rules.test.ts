import { describe, expect, it } from 'vitest';
import { view } from '../testing/subscription-view.fixture';
import {
  asTrialClaim,
  consumesTrial,
  hasHadTrial,
  isForeignClaim,
  sellablePrices,
  usageKey,
} from './trial-usage.rules';

const claim = { uid: 'u1', subscriptionId: 'sub_1', at: '2026-01-01T00:00:00.000Z' };

describe('consumesTrial: a paid subscription that started with a trial', () => {
  it.each([
    ['trialing', 1_900_000_000, true],
    ['active', 1_800_000_000, true],
    ['past_due', 1_800_000_000, true],
    ['incomplete', 1_900_000_000, false],
    ['incomplete_expired', 1_900_000_000, false],
    ['canceled', 1_900_000_000, false],
    ['active', null, false],
  ])('%s with trial_end %s → %s', (status, trialEnd, expected) => {
    expect(consumesTrial(view({ status, trial_end: trialEnd }))).toBe(expected);
  });
});

describe('hasHadTrial', () => {
  it.each([
    ['nothing', {}, false],
    ['a uid claim', { uidClaim: claim }, true],
    ['a customer claim', { customerClaim: claim }, true],
    ['a malformed claim', { uidClaim: { uid: 'u1' } }, false],
    [
      'an app trial in the iapLog',
      { iapLog: [{ type: 'ios', subtype: 'trial_started', date: '2025-01-01' }] },
      true,
    ],
    [
      'an iapLog object without a trial',
      { iapLog: { a: { type: 'stripe', subtype: 'purchased', date: '2025-01-01' } } },
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(hasHadTrial({ uidClaim: null, customerClaim: null, iapLog: null, ...input })).toBe(
      expected,
    );
  });
});

describe('isForeignClaim', () => {
  it.each([
    ['no claim', null, false],
    ['this subscription', claim, false],
    ['another user', { ...claim, uid: 'u2', subscriptionId: 'sub_2' }, true],
    ['an earlier subscription of the same user', { ...claim, subscriptionId: 'sub_0' }, true],
  ])('%s → %s', (_name, owner, expected) => {
    expect(isForeignClaim(owner, { uid: 'u1', subscriptionId: 'sub_1' })).toBe(expected);
  });
});

describe('usageKey and asTrialClaim', () => {
  it.each([
    ['fp1a2B3c', 'fp1a2B3c'],
    ['cus_ABC', 'cus_ABC'],
    ['a/b', null],
    ['a.b', null],
    ['', null],
    [null, null],
  ])('%s → %s', (id, key) => {
    expect(usageKey(id)).toBe(key);
  });

  it('reads only complete claims', () => {
    expect(asTrialClaim(claim)).toEqual(claim);
    expect(asTrialClaim({ ...claim, at: 1 })).toBeNull();
    expect(asTrialClaim('x')).toBeNull();
  });
});

describe('sellablePrices', () => {
  const prices = [
    { id: 'trial', metadata: { model: 'trialV8' } },
    { id: 'one', metadata: { model: 'oneMonthV8' } },
    { id: 'none', metadata: {} },
  ];
  it('keeps every price while a trial may be sold, drops trial fees otherwise', () => {
    expect(sellablePrices(prices, true).map((price) => price.id)).toEqual(['trial', 'one', 'none']);
    expect(sellablePrices(prices, false).map((price) => price.id)).toEqual(['one', 'none']);
  });
});
