import { describe, expect, it } from 'vitest';
import { activeSubscription } from './subscription.fixtures';
import { statusDate } from './subscription-state';

const subscription = activeSubscription;

describe('statusDate', () => {
  it.each([
    ['active', 'renewal', 1_800_000_000],
    ['canceled', 'endsOn', 1_800_000_000],
    ['expired', 'expiredOn', 1_800_000_000],
    ['onHold', 'pausedUntil', 1_805_000_000],
  ] as const)('%s → %s', (state, kind, seconds) => {
    const sub = subscription({
      pause_collection: { behavior: 'void', resumes_at: 1_805_000_000 },
    });
    expect(statusDate(sub, state)).toEqual({ kind, seconds });
  });

  it('a PayPal suspension without a resume date has no paused-until date', () => {
    const sub = subscription({
      provider: 'paypal',
      pause_collection: { behavior: 'void', resumes_at: null },
    });
    expect(statusDate(sub, 'onHold')).toEqual({ kind: 'pausedUntil', seconds: null });
  });
});
