import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import { blocksPurchase, restoreStoredView } from './subscription-view.mapping';

const now = new Date('2026-11-21T12:00:00Z');

function subscription(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  const item = {
    id: 'si_1',
    current_period_end: 1_790_000_000,
    price: {
      id: 'price_v8_oneMonthV8_eur',
      unit_amount: 2999,
      currency: 'eur',
      recurring: { interval: 'month', interval_count: 1 },
    },
  };
  // Only the fields the mapping reads are filled in.
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status: 'trialing',
    trial_end: 1_780_000_000,
    canceled_at: null,
    pause_collection: null,
    metadata: { uid: 'u1', priceId: 'price_v8_oneMonthV8_eur' },
    items: { object: 'list', data: [item], has_more: false, url: '' },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('restoreStoredView', () => {
  it('puts back the null fields the database dropped', () => {
    const stored = {
      ...toSubscriptionView(subscription(), now),
      trial_end: undefined,
      pause_collection: undefined,
      canceled_at: undefined,
    };
    expect(restoreStoredView(JSON.parse(JSON.stringify(stored)))).toEqual(
      toSubscriptionView(subscription({ trial_end: null }), now),
    );
  });

  it.each([[null], ['sub_1'], [{ id: 'sub_1' }], [{ status: 'active' }]])(
    'answers null for %j',
    (value) => {
      expect(restoreStoredView(value)).toBeNull();
    },
  );
});

describe('blocksPurchase', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['incomplete', false],
    ['canceled', false],
    ['past_due', false],
  ])('%s → %s', (status, expected) => {
    expect(blocksPurchase(toSubscriptionView(subscription({ status }), now))).toBe(expected);
  });

  it('does not block without a subscription', () => {
    expect(blocksPurchase(null)).toBe(false);
  });
});
