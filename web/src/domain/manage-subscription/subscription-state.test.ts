import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../subscription';
import { activeSubscription } from './subscription.fixtures';
import {
  PRIMARY_ACTION,
  UnknownSubscriptionStatusError,
  managedState,
  statusDate,
} from './subscription-state';

const subscription = activeSubscription;

describe('managedState (spec 02 §4.12)', () => {
  it.each<[string, Partial<SubscriptionView>, string]>([
    ['active', {}, 'active'],
    ['trialing', { status: 'trialing' }, 'active'],
    ['past due', { status: 'past_due' }, 'active'],
    ['canceled status', { status: 'canceled', canceled_at: 1 }, 'expired'],
    [
      'canceled even when paused',
      { status: 'canceled', pause_collection: { behavior: 'void', resumes_at: 2 } },
      'expired',
    ],
    [
      'pause_collection',
      { pause_collection: { behavior: 'void', resumes_at: 1_805_000_000 } },
      'onHold',
    ],
    ['Stripe paused status', { status: 'paused' }, 'onHold'],
    [
      'paused wins over a cancellation request',
      { pause_collection: { behavior: 'void', resumes_at: 3 }, canceled_at: 1 },
      'onHold',
    ],
    ['cancellation requested', { canceled_at: 1_790_000_000 }, 'canceled'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(managedState(subscription(overrides))).toBe(expected);
  });

  it.each(['incomplete', 'incomplete_expired', 'weird'])('status %s is an error', (status) => {
    expect(() => managedState(subscription({ status }))).toThrow(UnknownSubscriptionStatusError);
  });
});

describe('primary action and date', () => {
  it.each([
    ['active', 'manage', 'renewal', 1_800_000_000],
    ['canceled', 'restore', 'endsOn', 1_800_000_000],
    ['expired', 'activate', 'expiredOn', 1_800_000_000],
    ['onHold', 'unpause', 'pausedUntil', 1_805_000_000],
  ] as const)('%s → %s, %s', (state, action, kind, seconds) => {
    expect(PRIMARY_ACTION[state]).toBe(action);
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
