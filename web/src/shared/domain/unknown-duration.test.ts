import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@fastwell/contract/subscription-view';
import { unknownDuration } from './unknown-duration';

const now = new Date('2026-05-01T00:00:00Z');
const view = (interval: string | null, count: number | null, trialEnd: number | null = null) =>
  ({
    id: 'sub_1',
    plan: { id: 'price_1', amount: 2999, currency: 'eur', interval, interval_count: count },
    trial_end: trialEnd,
  }) as SubscriptionView;

describe('unknownDuration (spec 02 §4.10: any other interval or count is an error)', () => {
  it.each([
    ['1 month', view('month', 1)],
    ['9 months', view('month', 9)],
    ['a trial of a yearly plan', view('year', 1, now.getTime() / 1000 + 60)],
  ])('%s is a duration type: nothing to report', (_name, subscription) => {
    expect(unknownDuration(subscription, now)).toBeNull();
  });

  it.each([
    ['2 months', view('month', 2), 'month × 2', 'month', 2],
    ['a year', view('year', 1), 'year × 1', 'year', 1],
    ['no plan', view(null, null), 'none × null', 'none', null],
  ])('%s is an error: %s', (_name, subscription, message, interval, intervalCount) => {
    const found = unknownDuration(subscription, now);
    expect(found?.error.message).toBe(`Unknown duration type: ${message}`);
    expect(found?.params).toEqual({ subscriptionId: 'sub_1', interval, intervalCount });
  });
});
