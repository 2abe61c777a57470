import { describe, expect, it } from 'vitest';
import {
  type ManagedSubscription,
  type ManageStateResult,
  PRIMARY_ACTION,
  manageStateOf,
} from './subscription-state';

const sub = (status: string, extra: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  status,
  pause_collection: null,
  canceled_at: null,
  ...extra,
});
const paused = { pause_collection: { behavior: 'void', resumes_at: 1 } };
const cancelAt = { canceled_at: 5 };

describe('manageStateOf (spec 02 §4.12)', () => {
  // Each status Stripe has (PayPal's views carry these too), plain, paused and with canceled_at.
  it.each<[string, ManageStateResult, ManageStateResult, ManageStateResult]>([
    ['active', { state: 'active' }, { state: 'onHold' }, { state: 'canceled' }],
    ['trialing', { state: 'active' }, { state: 'onHold' }, { state: 'canceled' }],
    ['past_due', { state: 'active' }, { state: 'onHold' }, { state: 'canceled' }],
    ['unpaid', { state: 'active' }, { state: 'onHold' }, { state: 'canceled' }],
    ['canceled', { state: 'expired' }, { state: 'expired' }, { state: 'expired' }],
    ['incomplete_expired', { state: 'expired' }, { state: 'expired' }, { state: 'expired' }],
    [
      'incomplete',
      { refused: 'subscription-incomplete' },
      { refused: 'subscription-incomplete' },
      { refused: 'subscription-incomplete' },
    ],
    // A trial that ended without a payment method: not a pause_collection, nothing to unpause.
    [
      'paused',
      { refused: 'unknown-subscription-status' },
      { refused: 'unknown-subscription-status' },
      { refused: 'unknown-subscription-status' },
    ],
    [
      'ACTIVE',
      { refused: 'unknown-subscription-status' },
      { refused: 'unknown-subscription-status' },
      { refused: 'unknown-subscription-status' },
    ],
  ])('%s: %j, paused %j, canceled_at set %j', (status, plain, onPause, withCancel) => {
    expect(manageStateOf(sub(status))).toEqual(plain);
    expect(manageStateOf(sub(status, paused))).toEqual(onPause);
    expect(manageStateOf(sub(status, cancelAt))).toEqual(withCancel);
  });

  it('stopped for failed payments (Stripe unpaid, PayPal suspended at its threshold) is expired', () => {
    const stopped = { end_reason: 'payment_failed' as const };
    expect(manageStateOf(sub('unpaid', stopped))).toEqual({ state: 'expired' });
    expect(manageStateOf(sub('canceled', stopped))).toEqual({ state: 'expired' });
    expect(manageStateOf(sub('past_due'))).toEqual({ state: 'active' });
  });

  it('a pause with a pending cancellation is on hold', () => {
    expect(manageStateOf(sub('active', { ...paused, ...cancelAt }))).toEqual({ state: 'onHold' });
  });
});

describe('PRIMARY_ACTION (spec 02 §4.12)', () => {
  it.each([
    ['active', 'manage'],
    ['canceled', 'restore'],
    ['expired', 'activate'],
    ['onHold', 'unpause'],
  ] as const)('%s → %s', (state, action) => {
    expect(PRIMARY_ACTION[state]).toBe(action);
  });
});
