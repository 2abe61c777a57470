import type { SubscriptionView } from '../../../shared/domain/subscription';

/** An active monthly Stripe subscription renewing at 1 800 000 000 s (tests only). */
export const activeSubscription = (
  overrides: Partial<SubscriptionView> = {},
): SubscriptionView => ({
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
  trial_end: null,
  metadata: {},
  status: 'active',
  pause_collection: null,
  canceled_at: null,
  current_period_end: 1_800_000_000,
  affiliation: null,
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});
