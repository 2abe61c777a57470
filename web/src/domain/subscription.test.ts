import { describe, expect, it } from 'vitest';
import { activeSubscription } from './manage-subscription/subscription.fixtures';
import { durationType, knownDurationType } from './subscription';

const NOW = 1_700_000_000;
const plan = (interval: string, count: number) => ({
  ...activeSubscription().plan,
  interval,
  interval_count: count,
});

describe('durationType (spec 02 §4.10)', () => {
  it.each([
    [{ trial_end: NOW + 10 }, 'trial'],
    [{ plan: plan('month', 1) }, 'oneMonth'],
    [{ plan: plan('month', 3) }, 'threeMonths'],
    [{ plan: plan('month', 6) }, 'sixMonths'],
    [{ plan: plan('month', 9) }, 'nineMonths'],
    [{ trial_end: NOW - 10, plan: plan('month', 3) }, 'threeMonths'],
  ] as const)('%j → %s', (overrides, expected) => {
    expect(durationType(activeSubscription(overrides), NOW)).toBe(expected);
    expect(knownDurationType(activeSubscription(overrides), NOW)).toBe(expected);
  });

  it.each([plan('month', 2), plan('year', 1)])('%j is an error, or null when asked kindly', (p) => {
    expect(() => durationType(activeSubscription({ plan: p }), NOW)).toThrow();
    expect(knownDurationType(activeSubscription({ plan: p }), NOW)).toBeNull();
  });
});
