import { describe, expect, it } from 'vitest';
import type { OfferedPrice } from '@fastwell/contract/catalogue';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { upsellOffer } from './upsell-offer';

const subscription = (amount: number, count: number): SubscriptionView => ({
  provider: 'stripe',
  id: 'sub_1',
  customer: 'cus_1',
  plan: { id: 'price_now', amount, currency: 'eur', interval: 'month', interval_count: count },
  trial_end: null,
  metadata: {},
  status: 'active',
  pause_collection: null,
  canceled_at: null,
  current_period_end: null,
  affiliation: null,
  updatedAt: '2026-11-21T12:00:00.000Z',
});

const price = (amount: number, count: number, currency = 'eur'): OfferedPrice => ({
  id: `price_${count}`,
  unit_amount: amount,
  currency,
  type: 'recurring',
  recurring: { interval: 'month', interval_count: count },
  metadata: { group: 'v8' },
});

describe('upsellOffer', () => {
  it.each([
    [2999, 1, 5999, 3, true, 33, { current: 175, upsell: 117 }],
    [2999, 1, 8999, 6, false, 50, { current: 175, upsell: 87 }],
    [5999, 3, 10999, 9, false, 39, { current: 175, upsell: 107 }],
  ])(
    '%s for %s months → %s for %s months (trial %s)',
    (amount, count, upAmount, upCount, trial, percent, bars) => {
      const offer = upsellOffer(
        subscription(amount, count),
        price(upAmount, upCount),
        'sixMonthsV8',
        trial,
        { amount: upAmount - amount, prorationDate: 1_800_000_000 },
      );
      expect(offer).toMatchObject({
        priceId: `price_${upCount}`,
        currency: 'EUR',
        trial,
        current: { months: count, amount },
        upsell: { months: upCount, amount: upAmount },
        discountPercent: percent,
        bars,
        today: { amount: upAmount - amount, prorationDate: 1_800_000_000 },
      });
    },
  );

  it('refuses a one-time price', () => {
    const oneTime = { ...price(1999, 1), type: 'one_time' as const, recurring: null };
    const today = { amount: 0, prorationDate: 1_800_000_000 };
    expect(() =>
      upsellOffer(subscription(2999, 1), oneTime, 'sixMonthsV8', false, today),
    ).toThrow();
  });
});
