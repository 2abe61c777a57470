import { describe, expect, it } from 'vitest';
import {
  RENEWAL_GRACE_PERIOD_MS,
  hasActiveSubscription,
  hasAnotherActiveSubscription,
  hasLiveStripeSubscription,
} from './active-subscription.rules';
import { view } from '../testing/subscription-view.fixture';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const log = (...entries: [string, number][]) =>
  entries.map(([subtype, msAgo]) => ({ type: 'stripe', subtype, date: ago(msAgo) }));

describe('hasActiveSubscription (spec 02 §4.3)', () => {
  it.each([
    ['no record', null, false],
    ['partner active, nothing else', { wellhub: { status: 'active' } }, true],
    ['partner inactive, nothing else', { wellhub: { status: 'inactive' } }, false],
    ['no subscription, purchased entry', { iapLog: log(['purchased', HOUR]) }, false],
    ['no log: active view', { subscription: view() }, true],
    ['no log: trialing view', { subscription: view({ status: 'trialing' }) }, true],
    ['no log: canceled view', { subscription: view({ status: 'canceled' }) }, false],
    ['no log: past_due view', { subscription: view({ status: 'past_due' }) }, false],
  ])('%s → %s', (_name, record, active) => {
    expect(hasActiveSubscription(record, now)).toBe(active);
  });

  it.each([
    ['purchased', true],
    ['trial_started', true],
    ['renewed', true],
    ['changed', true],
    ['canceled', true],
    ['restored', true],
    ['resumed', true],
    ['expired', false],
    ['paused', false],
    ['on_hold', false],
    ['expired_grace', false],
    // As the apps may spell them.
    ['on hold', false],
    ['expired-grace', false],
    ['EXPIRED', false],
  ])('latest entry %s → %s', (subtype, active) => {
    const record = { subscription: view(), iapLog: log(['purchased', 48 * HOUR], [subtype, HOUR]) };
    expect(hasActiveSubscription(record, now)).toBe(active);
  });

  it('takes the newest entry by date, not by position', () => {
    const record = {
      subscription: view(),
      iapLog: log(['expired', HOUR], ['purchased', 2 * HOUR]),
    };
    expect(hasActiveSubscription(record, now)).toBe(false);
  });

  it.each([
    ['just failed', log(['renewed', 40 * 24 * HOUR], ['failed_renewal', HOUR]), true],
    ['inside grace', log(['failed_renewal', RENEWAL_GRACE_PERIOD_MS - HOUR]), true],
    ['outside grace', log(['failed_renewal', RENEWAL_GRACE_PERIOD_MS + HOUR]), false],
    [
      'later failures do not extend grace',
      log(['failed_renewal', RENEWAL_GRACE_PERIOD_MS + HOUR], ['failed_renewal', HOUR]),
      false,
    ],
    [
      'a new failure run after a renewal starts a new grace',
      log(
        ['failed_renewal', 40 * 24 * HOUR],
        ['renewed', 35 * 24 * HOUR],
        ['failed_renewal', HOUR],
      ),
      true,
    ],
  ])('failed renewal, %s → %s', (_name, iapLog, active) => {
    expect(hasActiveSubscription({ subscription: view({ status: 'past_due' }), iapLog }, now)).toBe(
      active,
    );
  });

  it('pending (first invoice unpaid when the webhook looked): the view decides', () => {
    const iapLog = log(['pending', HOUR]);
    expect(
      hasActiveSubscription({ subscription: view({ status: 'incomplete' }), iapLog }, now),
    ).toBe(false);
    expect(hasActiveSubscription({ subscription: view({ status: 'active' }), iapLog }, now)).toBe(
      true,
    );
  });

  it('partner active wins over an expired subscription', () => {
    const record = {
      wellhub: { status: 'active' },
      subscription: view({ status: 'canceled' }),
      iapLog: log(['expired', HOUR]),
    };
    expect(hasActiveSubscription(record, now)).toBe(true);
  });
});

describe('hasActiveSubscription: a cancellation at period end ends at its period end', () => {
  const canceledEntry = (periodEnd: number | undefined) => ({
    type: 'paypal',
    subtype: 'canceled',
    date: ago(HOUR),
    ...(periodEnd !== undefined ? { periodEnd } : {}),
  });
  const seconds = (msFromNow: number) => Math.floor((now.getTime() + msFromNow) / 1000);

  it.each([
    ['period end in a week', seconds(7 * 24 * HOUR), true],
    ['period end a minute ago', seconds(-60_000), false],
    ['period end now', seconds(0), false],
    ['no period end recorded', undefined, true],
  ])('%s → %s', (_name, periodEnd, active) => {
    const record = { subscription: view(), iapLog: [canceledEntry(periodEnd)] };
    expect(hasActiveSubscription(record, now)).toBe(active);
  });
});

describe('hasAnotherActiveSubscription', () => {
  it.each([
    ['nothing recorded', {}, false],
    ['this subscription recorded and active', { subscription: view({ id: 'I-1' }) }, false],
    ['another one active', { subscription: view({ id: 'sub_1' }) }, true],
    ['another one canceled', { subscription: view({ status: 'canceled' }) }, false],
    ['partner access', { wellhub: { status: 'active' } }, true],
  ])('%s → %s', (_name, record, expected) => {
    expect(hasAnotherActiveSubscription(record, 'I-1', now)).toBe(expected);
  });
});

describe('hasLiveStripeSubscription (spec 02 §4.3 at Stripe)', () => {
  const at = (status: string, pause_collection: unknown = null) => ({ status, pause_collection });
  it.each([
    ['no subscription', [], false],
    ['active', [at('active')], true],
    ['trialing', [at('trialing')], true],
    ['active but paused', [at('active', { behavior: 'void' })], false],
    ['incomplete (first invoice unpaid)', [at('incomplete')], false],
    ['canceled and incomplete_expired', [at('canceled'), at('incomplete_expired')], false],
    ['past_due', [at('past_due')], false],
    ['an ended one and a live one', [at('canceled'), at('trialing')], true],
  ])('%s → %s', (_name, subscriptions, live) => {
    expect(hasLiveStripeSubscription(subscriptions)).toBe(live);
  });
});
