import { describe, expect, it } from 'vitest';
import { view as subscriptionView } from '../testing/subscription-view.fixture';
import {
  contractEndsAt,
  contractsForReference,
  publicCancellationStep,
} from './public-cancellation.rules';

describe('publicCancellationStep', () => {
  const periodEnd = 1_800_000_000;
  it.each([
    ['an active card subscription', { status: 'active' }, 'cancel'],
    ['a card trial', { status: 'trialing' }, 'cancel'],
    ['a payment overdue', { status: 'past_due' }, 'cancel'],
    [
      'a paused card subscription (no unpause first)',
      { status: 'active', pause_collection: { behavior: 'void', resumes_at: periodEnd } },
      'cancel',
    ],
    [
      'cancelled at the period end',
      { status: 'active', canceled_at: 1_700_000_000 },
      'already-canceled',
    ],
    [
      'paused and cancelled at the period end',
      {
        status: 'active',
        canceled_at: 1_700_000_000,
        pause_collection: { behavior: 'void', resumes_at: periodEnd },
      },
      'already-canceled',
    ],
    ['an ended subscription', { status: 'canceled', canceled_at: 1_700_000_000 }, 'ended'],
    ['a first payment never made', { status: 'incomplete' }, 'ended'],
    ['an expired first payment', { status: 'incomplete_expired' }, 'ended'],
  ] as const)('%s: %s', (_name, fields, step) => {
    expect(publicCancellationStep(subscriptionView({ ...fields }))).toBe(step);
  });

  it.each([
    ['an active PayPal subscription', { status: 'active' }, 'cancel'],
    [
      'a suspended PayPal subscription',
      { status: 'active', pause_collection: { behavior: 'void', resumes_at: null } },
      'cancel',
    ],
    [
      'a PayPal subscription cancelled, its paid period running',
      { status: 'active', canceled_at: 1_700_000_000 },
      'already-canceled',
    ],
    [
      'a PayPal subscription cancelled, its period over',
      { status: 'canceled', canceled_at: 1 },
      'ended',
    ],
  ] as const)('%s: %s', (_name, fields, step) => {
    expect(publicCancellationStep(subscriptionView({ provider: 'paypal', ...fields }))).toBe(step);
  });
});

describe('contractEndsAt', () => {
  it('is the end of the paid period', () => {
    const view = subscriptionView({ status: 'active', current_period_end: 1_800_000_000 });
    expect(contractEndsAt(view)).toBe('2027-01-15T08:00:00.000Z');
  });
  it('is the end of the trial while in a trial', () => {
    const view = subscriptionView({
      status: 'trialing',
      trial_end: 1_799_000_000,
      current_period_end: 1_800_000_000,
    });
    expect(contractEndsAt(view)).toBe('2027-01-03T18:13:20.000Z');
  });
  it('is unknown without a period', () => {
    expect(
      contractEndsAt(subscriptionView({ current_period_end: null, trial_end: null })),
    ).toBeNull();
  });
});

describe('contractsForReference', () => {
  const contracts = [{ id: 'sub_a' }, { id: 'I-PAYPAL1' }];
  it.each([
    ['no reference: every contract', undefined, ['sub_a', 'I-PAYPAL1']],
    ['a reference naming one: that one', ' I-PAYPAL1 ', ['I-PAYPAL1']],
    ['a reference naming none: every contract', 'sub_typo', ['sub_a', 'I-PAYPAL1']],
  ] as const)('%s', (_name, reference, ids) => {
    expect(contractsForReference(contracts, reference).map((c) => c.id)).toEqual(ids);
  });
});
