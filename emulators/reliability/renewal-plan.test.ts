import { describe, expect, it } from 'vitest';
import type { VisitorState } from './reconcile.js';
import {
  isHard,
  planRenewals,
  quotas,
  renewalCandidates,
  type CandidateSubscription,
  type RenewalCandidate,
} from './renewal-plan.js';

const candidate = (visitor: number, needsAuthentication = false): RenewalCandidate => ({
  visitor,
  uid: `uid-${visitor}`,
  email: `v${visitor}@test`,
  subscriptionId: `sub_${visitor}`,
  customerId: `cus_${visitor}`,
  paymentMethodId: `pm_${visitor}`,
  renewsAt: 1_000 + visitor,
  needsAuthentication,
});

describe('quotas', () => {
  it.each([
    [10, { a: 0.5, b: 0.5 }, { a: 5, b: 5 }],
    [3, { a: 0.5, b: 0.5 }, { a: 2, b: 1 }],
    [7, { a: 0.3, b: 0.2, c: 0.5 }, { a: 2, b: 1, c: 4 }],
    [1, { a: 0.7, b: 0.3 }, { a: 1, b: 0 }],
    [0, { a: 1 }, { a: 0 }],
  ])('%s items by %j', (count, weights: Record<string, number>, expected) => {
    const result = quotas(count, weights);
    expect(result).toEqual(expected);
    expect(Object.values(result).reduce((sum, value) => sum + value, 0)).toBe(count);
  });
});

describe('renewalCandidates', () => {
  const state = (index: number, overrides: Partial<VisitorState> = {}): VisitorState => ({
    index,
    uid: `uid-${index}`,
    method: 'card',
    belief: 'paid',
    charged: true,
    chargedBy: 'stripe',
    customers: 1,
    subscriptions: 1,
    recordMatches: true,
    ...overrides,
  });
  const subscription = (
    index: number,
    overrides: Partial<CandidateSubscription> = {},
  ): CandidateSubscription => ({
    id: `sub_${index}`,
    customer: `cus_${index}`,
    uid: `uid-${index}`,
    status: 'trialing',
    renewsAt: 5_000,
    paymentMethodId: `pm_${index}`,
    ...overrides,
  });

  it('takes trialing Stripe subscribers with one of everything and a matching record', () => {
    const candidates = renewalCandidates({
      visitors: [
        state(0),
        state(1, { chargedBy: 'paypal' }),
        state(2, { recordMatches: false }),
        state(3, { subscriptions: 2 }),
        state(4),
        state(5),
        state(6, { uid: null, chargedBy: null }),
        state(7, { method: 'checkout' }),
      ],
      subscriptions: [
        subscription(0),
        subscription(4, { status: 'active' }),
        subscription(5, { paymentMethodId: null }),
        subscription(7, { paymentMethodId: 'pm_3ds' }),
      ],
      cardLast4: new Map([
        ['pm_0', '4242'],
        ['pm_3ds', '3184'],
      ]),
      emailOf: (index) => `rel-${index}@test`,
    });
    expect(candidates).toEqual([
      {
        visitor: 0,
        uid: 'uid-0',
        email: 'rel-0@test',
        subscriptionId: 'sub_0',
        customerId: 'cus_0',
        paymentMethodId: 'pm_0',
        renewsAt: 5_000,
        needsAuthentication: false,
      },
      expect.objectContaining({ visitor: 7, needsAuthentication: true }),
    ]);
  });
});

describe('planRenewals', () => {
  const candidates = [
    ...Array.from({ length: 60 }, (_, index) => candidate(index)),
    candidate(100, true),
    candidate(101, true),
  ];

  it('is repeatable: the same seed gives the same plan, another seed another', () => {
    expect(planRenewals(candidates, 30, 7)).toEqual(planRenewals(candidates, 30, 7));
    expect(planRenewals(candidates, 30, 8)).not.toEqual(planRenewals(candidates, 30, 7));
  });

  it('samples `size` declined subscribers by the mix, plus every authentication candidate', () => {
    const plan = planRenewals(candidates, 30, 20261125);
    const count = (path: string) => plan.filter((subscriber) => subscriber.path === path).length;
    expect(plan).toHaveLength(32);
    expect(count('card-update')).toBe(9);
    expect(count('card-update-at-retry')).toBe(6);
    expect(count('retry')).toBe(5);
    expect(count('late-retry')).toBe(3);
    expect(count('authenticate')).toBe(1);
    // 7 declined never fixed (7.5 and retry's 4.5 tie: the earlier path gets the one left), and
    // one of the two authentication candidates.
    expect(count('never')).toBe(7 + 1);
    expect(plan.map(({ visitor }) => visitor)).toEqual(
      [...plan.map(({ visitor }) => visitor)].sort((a, b) => a - b),
    );
    expect(new Set(plan.map(({ visitor }) => visitor)).size).toBe(plan.length);
  });

  it('gives a few hard declines, only where a new card or nothing is the way out', () => {
    const plan = planRenewals(candidates, 30, 20261125);
    const hard = plan.filter((subscriber) => isHard(subscriber.decline));
    expect(hard.length).toBeGreaterThanOrEqual(3);
    expect(hard.length).toBeLessThanOrEqual(6);
    expect(new Set(hard.map(({ decline }) => decline))).toEqual(
      new Set(['lost_card', 'expired_card']),
    );
    for (const subscriber of hard) expect(['card-update', 'never']).toContain(subscriber.path);
    for (const subscriber of plan.filter(({ needsAuthentication }) => needsAuthentication))
      expect(subscriber.decline).toBeNull();
    for (const subscriber of plan.filter(({ needsAuthentication }) => !needsAuthentication))
      expect(subscriber.decline).not.toBeNull();
  });

  it('takes what there is when fewer candidates than the sample size', () => {
    const plan = planRenewals(candidates.slice(0, 4), 30, 1);
    expect(plan).toHaveLength(4);
    expect(planRenewals([], 30, 1)).toEqual([]);
  });
});
