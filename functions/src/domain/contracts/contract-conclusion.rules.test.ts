import { describe, expect, it } from 'vitest';
import { view } from '../../testing/subscription-view.fixture';
import { contractConcluded, renewalOf, trialEndOf } from './contract-conclusion.rules';

const NONE = { subscriptionPlan: undefined, upsellRecorded: false };
const RECORDED = { subscriptionPlan: 'price_1m', upsellRecorded: false };

describe('contractConcluded', () => {
  it.each([
    ['active', {}, NONE, { kind: 'subscription', id: 'sub_1' }],
    [
      'trialing',
      { status: 'trialing', trial_end: 3_000 },
      NONE,
      { kind: 'subscription', id: 'sub_1' },
    ],
    [
      'cancelled at its end, first seen so',
      { canceled_at: 1_500 },
      NONE,
      { kind: 'subscription', id: 'sub_1' },
    ],
    ['incomplete (first payment not made)', { status: 'incomplete' }, NONE, null],
    ['ended (a refused purchase)', { status: 'canceled', canceled_at: 1_500 }, NONE, null],
    ['seen again on its plan', {}, RECORDED, null],
    [
      'on another plan: an upsell',
      { plan: { ...view().plan, id: 'price_3m' } },
      RECORDED,
      { kind: 'upsell', id: 'sub_1~price_3m' },
    ],
    [
      'that upsell seen again',
      { plan: { ...view().plan, id: 'price_3m' } },
      { ...RECORDED, upsellRecorded: true },
      null,
    ],
    [
      'another plan but not running',
      { status: 'incomplete_expired', plan: { ...view().plan, id: 'price_3m' } },
      RECORDED,
      null,
    ],
    ['a plan without id', { plan: { ...view().plan, id: null } }, RECORDED, null],
  ] as const)('%s', (_case, overrides, known, expected) => {
    expect(contractConcluded(view(overrides), known)).toEqual(expected);
  });
});

describe('renewalOf', () => {
  it('the plan per period, first charged at the end of the first period', () => {
    expect(renewalOf(view({ current_period_end: 1_767_225_600 }))).toEqual({
      amount: 2999,
      currency: 'eur',
      interval: 'month',
      intervalCount: 1,
      firstChargeAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('in a trial, first charged when the trial ends', () => {
    const trial = view({ status: 'trialing', trial_end: 1_767_225_600, current_period_end: 1 });
    expect(renewalOf(trial)?.firstChargeAt).toBe('2026-01-01T00:00:00.000Z');
    expect(trialEndOf(trial)).toBe('2026-01-01T00:00:00.000Z');
    expect(trialEndOf(view())).toBeUndefined();
  });

  it('none when the plan lacks an amount or a known interval', () => {
    expect(renewalOf(view({ plan: { ...view().plan, amount: null } }))).toBeNull();
    expect(renewalOf(view({ plan: { ...view().plan, interval: 'fortnight' } }))).toBeNull();
  });
});
