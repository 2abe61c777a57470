import { describe, expect, it } from 'vitest';
import { PRIMARY_ACTION, type PrimaryAction } from '../contract/subscription-state';
import type {
  ManagedSubscription,
  ManageState,
  SubscriptionAction,
} from './subscription-actions.rules';
import {
  assertActionAllowed,
  assertSpecialOfferAllowed,
  manageState,
  pauseMonths,
  pauseResumesAt,
  specialOfferMonths,
} from './subscription-actions.rules';

const sub = (status: string, extra: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  status,
  pause_collection: null,
  canceled_at: null,
  ...extra,
});
const paused = { pause_collection: { behavior: 'void', resumes_at: 1 } };

describe('manageState (spec 02 §4.12; the states are table-tested in contract/subscription-state)', () => {
  it("answers the contract's state", () => {
    expect(manageState(sub('active', paused))).toBe('onHold');
  });

  it.each([
    ['incomplete', 'subscription-incomplete'],
    ['paused', 'unknown-subscription-status'],
    ['weird', 'unknown-subscription-status'],
  ])('refuses status %s with %s', (status, code) => {
    expect(() => manageState(sub(status))).toThrow(
      expect.objectContaining({ kind: 'conflict', code }),
    );
  });
});

const SUBSCRIPTIONS: Record<ManageState, ManagedSubscription> = {
  active: sub('active'),
  canceled: sub('active', { canceled_at: 5 }),
  expired: sub('canceled', { canceled_at: 5 }),
  onHold: sub('active', paused),
};

describe('assertActionAllowed', () => {
  // action, then the answer in active / canceled / expired / onHold ('ok' = allowed).
  it.each<[SubscriptionAction, string, string, string, string]>([
    ['cancel', 'ok', 'already-canceled', 'subscription-expired', 'subscription-paused'],
    ['restore', 'nothing-to-restore', 'ok', 'nothing-to-restore', 'nothing-to-restore'],
    ['pause', 'ok', 'subscription-canceled', 'subscription-expired', 'already-paused'],
    ['unpause', 'not-paused', 'not-paused', 'subscription-expired', 'ok'],
    ['specialOffer', 'ok', 'ok', 'subscription-expired', 'subscription-paused'],
    ['upsell', 'ok', 'subscription-canceled', 'subscription-expired', 'subscription-paused'],
  ])('%s: active %s, canceled %s, expired %s, onHold %s', (action, ...answers) => {
    const states: ManageState[] = ['active', 'canceled', 'expired', 'onHold'];
    states.forEach((state, index) => {
      const expected = answers[index];
      const check = () => assertActionAllowed(action, SUBSCRIPTIONS[state]);
      if (expected === 'ok') expect(check()).toBe(state);
      else expect(check).toThrow(expect.objectContaining({ kind: 'conflict', code: expected }));
    });
  });
});

describe('what the status screen offers (spec 02 §4.12)', () => {
  // The call each primary button leads to; reactivating is a new purchase.
  const CALL: Record<PrimaryAction, SubscriptionAction | null> = {
    manage: 'cancel',
    restore: 'restore',
    unpause: 'unpause',
    activate: null,
  };

  it.each<ManageState>(['active', 'canceled', 'expired', 'onHold'])(
    '%s: the server accepts the primary action',
    (state) => {
      const call = CALL[PRIMARY_ACTION[state]];
      if (call) expect(assertActionAllowed(call, SUBSCRIPTIONS[state])).toBe(state);
      else expect(state).toBe('expired');
    },
  );
});

describe('pauseMonths (spec 02 §5; the accepted values are table-tested in contract/pause-duration)', () => {
  it("answers the contract's months", () => {
    expect(pauseMonths('twoMonths')).toBe(2);
  });

  it.each([0, 4, -1, 1.5, '1', 'fourMonths', 'constructor', null, undefined, true, [1], {}])(
    'refuses %j with "Invalid pause duration"',
    (value) => {
      expect(() => pauseMonths(value)).toThrow(
        expect.objectContaining({
          kind: 'invalid',
          code: 'invalid-pause-duration',
          message: 'Invalid pause duration',
        }),
      );
    },
  );
});

describe('specialOfferMonths', () => {
  it.each([
    [1, 1],
    ['oneMonth', 1],
    [3, 3],
    ['threeMonths', 3],
  ])('%j → %i', (value, months) => {
    expect(specialOfferMonths(value)).toBe(months);
  });

  it.each([2, 6, 0, '3', 'twoMonths', null, undefined, {}])('refuses %j', (value) => {
    expect(() => specialOfferMonths(value)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'invalid-special-offer-duration' }),
    );
  });
});

describe('pauseResumesAt', () => {
  it('answers whole seconds', () => {
    expect(pauseResumesAt(new Date('2026-01-15T10:20:30.900Z'), 1)).toBe(
      Date.parse('2026-02-15T10:20:30Z') / 1000,
    );
  });
});

describe('assertSpecialOfferAllowed', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const seconds = now.getTime() / 1000;

  it('allows a first offer after the trial', () => {
    expect(() =>
      assertSpecialOfferAllowed({ metadata: {}, trial_end: seconds - 10 }, now),
    ).not.toThrow();
  });

  it.each([
    [
      'a second offer',
      { specialOfferStartDate: '2026-04-01T00:00:00.000Z' },
      null,
      'special-offer-already-used',
    ],
    ['an offer during the trial', {}, seconds + 3600, 'special-offer-unavailable'],
  ])('refuses %s', (_name, metadata, trialEnd, code) => {
    expect(() => assertSpecialOfferAllowed({ metadata, trial_end: trialEnd }, now)).toThrow(
      expect.objectContaining({ kind: 'conflict', code }),
    );
  });
});
