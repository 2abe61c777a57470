import { describe, expect, it } from 'vitest';
import type { IapLogEntry } from './iap-log.rules';
import {
  appendEntry,
  iapLogEntries,
  iapSubtypeFor,
  latestEntry,
  subscriptionStateOf,
} from './iap-log.rules';
import { view } from '../testing/subscription-view.fixture';

const entry = (subtype: string, overrides: Partial<IapLogEntry> = {}): IapLogEntry => ({
  type: 'stripe',
  subtype,
  subscriptionId: 'sub_1',
  eventId: 'evt_0',
  date: '2026-11-20T12:00:00.000Z',
  planId: 'price_1m',
  periodEnd: 2_000,
  ...overrides,
});

const paused = { behavior: 'void', resumes_at: 3_000 };

describe('subscriptionStateOf', () => {
  it.each([
    [{ status: 'incomplete' }, 'pending'],
    [{ status: 'incomplete_expired' }, 'expired'],
    [{ status: 'canceled', canceled_at: 1 }, 'expired'],
    [{ status: 'unpaid' }, 'on_hold'],
    [{ status: 'paused' }, 'on_hold'],
    [{ status: 'past_due' }, 'failed_renewal'],
    [{ status: 'trialing' }, 'trialing'],
    [{ status: 'active' }, 'active'],
    [{ status: 'active', pause_collection: paused }, 'paused'],
    [{ status: 'trialing', pause_collection: paused }, 'paused'],
    [{ status: 'active', canceled_at: 1 }, 'canceled'],
    [{ status: 'something_new' }, 'expired'],
  ] as const)('%o is %s', (overrides, state) => {
    expect(subscriptionStateOf(view(overrides))).toBe(state);
  });
});

describe('iapSubtypeFor (previous entry of the same subscription, fresh view)', () => {
  it.each([
    ['first sight, paid', null, {}, 'purchased'],
    ['first sight, trial', null, { status: 'trialing' }, 'trial_started'],
    ['first sight, unpaid', null, { status: 'incomplete' }, 'pending'],
    ['pending → paid', entry('pending'), {}, 'purchased'],
    ['trial → paid', entry('trial_started'), { current_period_end: 5_000 }, 'renewed'],
    ['period advanced', entry('purchased'), { current_period_end: 5_000 }, 'renewed'],
    ['plan changed', entry('purchased'), { plan: { ...view().plan, id: 'price_3m' } }, 'changed'],
    ['cancel at period end', entry('purchased'), { canceled_at: 1 }, 'canceled'],
    ['cancel undone', entry('canceled'), {}, 'restored'],
    ['paused', entry('renewed'), { pause_collection: paused }, 'paused'],
    ['pause ended', entry('paused'), {}, 'resumed'],
    ['renewal failed', entry('renewed'), { status: 'past_due' }, 'failed_renewal'],
    ['failed renewal paid', entry('failed_renewal'), { current_period_end: 5_000 }, 'renewed'],
    ['retries exhausted', entry('failed_renewal'), { status: 'unpaid' }, 'on_hold'],
    ['ended', entry('canceled'), { status: 'canceled', canceled_at: 1 }, 'expired'],
    ['app-written expired_grace, paid again', entry('expired_grace'), {}, 'purchased'],
  ] as const)('%s', (_name, previous, overrides, subtype) => {
    expect(iapSubtypeFor(previous, view(overrides))).toBe(subtype);
  });

  it.each([
    ['same active period', entry('purchased'), {}],
    ['same trial', entry('trial_started'), { status: 'trialing' }],
    ['still failing', entry('failed_renewal'), { status: 'past_due' }],
    ['still paused', entry('paused'), { pause_collection: paused }],
    ['still canceled at period end', entry('canceled'), { canceled_at: 1 }],
  ] as const)('nothing changed: %s → no entry', (_name, previous, overrides) => {
    expect(iapSubtypeFor(previous, view(overrides))).toBeNull();
  });
});

describe('the stored log', () => {
  it('reads a list or an object of entries and skips what is not an entry', () => {
    const a = entry('purchased');
    expect(iapLogEntries([a, null, { subtype: 'x' }])).toEqual([a]);
    expect(iapLogEntries({ k1: a, k2: 'junk' })).toEqual([a]);
    expect(iapLogEntries(null)).toEqual([]);
  });

  it('latest is the newest date; equal dates: the one appended last', () => {
    const early = entry('purchased', { date: '2026-01-01T00:00:00.000Z' });
    const late = entry('renewed', { date: '2026-02-01T00:00:00.000Z' });
    const sameAsLate = entry('changed', { date: '2026-02-01T00:00:00.000Z' });
    expect(latestEntry([late, early])).toBe(late);
    expect(latestEntry([early, late, sameAsLate])).toBe(sameAsLate);
    expect(latestEntry([early, late], (e) => e.subtype === 'purchased')).toBe(early);
    expect(latestEntry([])).toBeNull();
  });

  it('appends in the shape the log already has', () => {
    const a = entry('purchased', { eventId: 'evt_a' });
    expect(appendEntry(null, a)).toEqual([a]);
    expect(appendEntry([a], a)).toEqual([a, a]);
    expect(appendEntry({ push1: a }, a)).toEqual({ push1: a, web_evt_a: a });
  });
});
