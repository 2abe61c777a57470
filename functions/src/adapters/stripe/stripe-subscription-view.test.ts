import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toSubscriptionView } from './stripe-subscription-view';

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

describe('toSubscriptionView', () => {
  it('takes plan and period end from the first item', () => {
    expect(toSubscriptionView(subscription(), now)).toEqual({
      provider: 'stripe',
      id: 'sub_1',
      customer: 'cus_1',
      plan: {
        id: 'price_v8_oneMonthV8_eur',
        amount: 2999,
        currency: 'eur',
        interval: 'month',
        interval_count: 1,
      },
      trial_end: 1_780_000_000,
      metadata: { uid: 'u1', priceId: 'price_v8_oneMonthV8_eur' },
      status: 'trialing',
      pause_collection: null,
      canceled_at: null,
      current_period_end: 1_790_000_000,
      affiliation: null,
      updatedAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('reads the affiliation (spec 02 §3) from the purchase’s attribution in the metadata', () => {
    const metadata = { uid: 'u1', origin: 'https://fastwell.app', urlParams: 'utm_source=meta' };
    expect(toSubscriptionView(subscription({ metadata }), now).affiliation).toEqual({
      origin: 'https://fastwell.app',
      urlParams: 'utm_source=meta',
    });
  });

  it('reads an expanded customer, a pause and a cancellation', () => {
    const view = toSubscriptionView(
      subscription({
        customer: { id: 'cus_9' } as Stripe.Customer,
        status: 'active',
        pause_collection: { behavior: 'void', resumes_at: 1_800_000_000 },
        canceled_at: 1_785_000_000,
      }),
      now,
    );
    expect(view).toMatchObject({
      customer: 'cus_9',
      status: 'active',
      pause_collection: { behavior: 'void', resumes_at: 1_800_000_000 },
      canceled_at: 1_785_000_000,
    });
  });

  it('answers null plan fields for a subscription without items', () => {
    const view = toSubscriptionView(
      subscription({ items: { object: 'list', data: [], has_more: false, url: '' } }),
      now,
    );
    expect(view.plan).toEqual({
      id: null,
      amount: null,
      currency: null,
      interval: null,
      interval_count: null,
    });
    expect(view.current_period_end).toBeNull();
  });
});
