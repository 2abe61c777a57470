import type { SubscriptionView } from '../domain/subscription-view.mapping';

/** A Stripe subscription view for table tests; override what the case is about. */
export function view(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    provider: 'stripe',
    id: 'sub_1',
    customer: 'cus_1',
    plan: {
      id: 'price_1m',
      amount: 2999,
      currency: 'eur',
      interval: 'month',
      interval_count: 1,
    },
    trial_end: null,
    metadata: { uid: 'u1' },
    status: 'active',
    pause_collection: null,
    canceled_at: null,
    current_period_end: 2_000,
    affiliation: null,
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
