import { describe, expect, it } from 'vitest';
import type { RenewalPath, RenewalSubscriber } from './renewal-plan.js';
import type { RecoveryRow, RenewalInvoiceRow } from './renewal-snapshot.js';
import {
  expectationOf,
  reconcileRenewals,
  type RenewalMismatchKind,
  type RenewalObservation,
} from './renewal-reconcile.js';

const NOW = 2_000_000_000;
const PAID_THROUGH = NOW + 30 * 86_400;

const subscriber = (overrides: Partial<RenewalSubscriber> = {}): RenewalSubscriber => ({
  visitor: 3,
  uid: 'uid-3',
  email: 'v3@test',
  subscriptionId: 'sub_3',
  customerId: 'cus_3',
  paymentMethodId: 'pm_3',
  renewsAt: NOW - 8 * 86_400,
  needsAuthentication: false,
  path: 'card-update',
  decline: 'insufficient_funds',
  ...overrides,
});

const INVOICE: RenewalInvoiceRow = {
  id: 'in_3',
  subscription: 'sub_3',
  status: 'paid',
  billingReason: 'subscription_cycle',
  total: 2999,
  amountPaid: 2999,
  currency: 'eur',
  attemptCount: 2,
  periodEnd: PAID_THROUGH,
  paymentIntents: ['pi_3'],
};

const RECOVERY: RecoveryRow = {
  invoiceId: 'in_3',
  provider: 'stripe',
  uid: 'uid-3',
  subscriptionId: 'sub_3',
  amount: 2999,
  currency: 'eur',
  outcome: 'card-update',
  mailsSent: ['failed'],
};

/** A failed renewal paid by a new card, as it should end. */
const recovered = (overrides: Partial<RenewalObservation> = {}): RenewalObservation => ({
  subscriber: subscriber(),
  invoice: INVOICE,
  failed: true,
  invoiceCharged: 2999,
  customerCharged: 2999,
  subscription: { status: 'active', cancellationReason: null },
  record: { id: 'sub_3', status: 'active', endReason: null },
  recovery: RECOVERY,
  mails: { withLink: 1, restart: 0 },
  actions: [
    { step: 'setup', ok: true, detail: '200' },
    { step: 'complete', ok: true, detail: '200 paid' },
  ],
  premium: [
    { checkpoint: 'after the failure', now: NOW - 8 * 86_400, premium: 'grace', paidThrough: 1 },
    { checkpoint: 'end', now: NOW, premium: 'paid', paidThrough: PAID_THROUGH },
  ],
  ...overrides,
});

/** A soft decline left alone: three retries, then canceled for payment_failed. */
const ended = (overrides: Partial<RenewalObservation> = {}): RenewalObservation => {
  return {
    ...recovered(),
    subscriber: subscriber({ path: 'never' }),
    invoice: { ...INVOICE, status: 'open', amountPaid: 0, attemptCount: 4 },
    invoiceCharged: 0,
    customerCharged: 0,
    subscription: { status: 'canceled', cancellationReason: 'payment_failed' },
    record: { id: 'sub_3', status: 'canceled', endReason: 'payment_failed' },
    recovery: { ...RECOVERY, outcome: 'ended', mailsSent: ['ended', 'failed', 'last-retry'] },
    mails: { withLink: 2, restart: 1 },
    actions: [],
    premium: [
      { checkpoint: 'after the failure', now: NOW - 8 * 86_400, premium: 'grace', paidThrough: 1 },
      { checkpoint: 'day 3', now: NOW - 4 * 86_400, premium: 'none', paidThrough: 1 },
      { checkpoint: 'end', now: NOW, premium: 'none', paidThrough: 1 },
    ],
    ...overrides,
  };
};

const kinds = (observation: RenewalObservation): RenewalMismatchKind[] =>
  reconcileRenewals([observation]).mismatches.map(({ kind }) => kind);

describe('expectationOf', () => {
  it.each<[RenewalPath, RenewalSubscriber['decline'], boolean, object]>([
    [
      'card-update',
      'lost_card',
      false,
      { recovers: true, linkMails: 1, restartMails: 0, mailKinds: ['failed-hard'] },
    ],
    ['card-update-at-retry', 'generic_decline', false, { outcomes: ['card-update', 'retry'] }],
    ['late-retry', 'insufficient_funds', false, { outcomes: ['retry'], linkMails: 1 }],
    [
      'never',
      'insufficient_funds',
      false,
      {
        recovers: false,
        linkMails: 2,
        restartMails: 1,
        mailKinds: ['ended', 'failed', 'last-retry'],
      },
    ],
    ['never', 'expired_card', false, { linkMails: 1, mailKinds: ['ended', 'failed-hard'] }],
    ['never', null, true, { linkMails: 1, mailKinds: ['authentication', 'ended'] }],
    ['authenticate', null, true, { outcomes: ['authentication'], mailKinds: ['authentication'] }],
  ])('%s with %s (3-D Secure: %s)', (path, decline, needsAuthentication, expected) => {
    expect(expectationOf({ path, decline, needsAuthentication })).toMatchObject(expected);
  });
});

describe('reconcileRenewals', () => {
  it.each<[string, RenewalObservation, RenewalMismatchKind[]]>([
    ['a card update that paid once, premium back', recovered(), []],
    ['retries run out, the subscription ended', ended(), []],
    [
      'the race of a retry and a new card, paid by the retry',
      recovered({
        subscriber: subscriber({ path: 'card-update-at-retry' }),
        recovery: { ...RECOVERY, outcome: 'retry' },
      }),
      [],
    ],
    [
      'the renewal was paid at once (the decline did not take)',
      recovered({ failed: false }),
      ['renewal-not-failed'],
    ],
    ['a second failure mail', recovered({ mails: { withLink: 2, restart: 0 } }), ['renewal-mails']],
    [
      'a soft decline’s mail for a hard one',
      recovered({ subscriber: subscriber({ decline: 'expired_card' }) }),
      ['renewal-mail-kinds'],
    ],
    [
      'the page refused the card',
      recovered({
        actions: [{ step: 'complete', ok: false, detail: '500 internal' }],
        invoice: { ...INVOICE, status: 'open', amountPaid: 0 },
        invoiceCharged: 0,
        customerCharged: 0,
        subscription: { status: 'past_due', cancellationReason: null },
        record: { id: 'sub_3', status: 'past_due', endReason: null },
        recovery: { ...RECOVERY, outcome: null },
        premium: [],
      }),
      ['card-update-refused', 'not-recovered', 'outcome-differs', 'record-differs'],
    ],
    [
      'charged twice: by the retry and by the new card',
      recovered({ invoiceCharged: 5998, customerCharged: 5998 }),
      ['charged-not-once'],
    ],
    [
      'a second payment beside the invoice’s',
      recovered({ customerCharged: 5998 }),
      ['charged-not-once'],
    ],
    [
      'the outcome says retry though the card paid',
      recovered({ recovery: { ...RECOVERY, outcome: 'retry' } }),
      ['outcome-differs'],
    ],
    [
      'no renewalRecoveries record',
      recovered({ recovery: null }),
      ['renewal-mail-kinds', 'outcome-differs'],
    ],
    [
      'the record still past_due after the payment',
      recovered({ record: { id: 'sub_3', status: 'past_due', endReason: null } }),
      ['record-differs'],
    ],
    [
      'ended without end_reason in the record',
      ended({ record: { id: 'sub_3', status: 'canceled', endReason: null } }),
      ['record-differs'],
    ],
    [
      'ended at Stripe for another reason',
      ended({ subscription: { status: 'canceled', cancellationReason: 'cancellation_requested' } }),
      ['not-ended'],
    ],
    [
      'premium past the grace period while unpaid',
      ended({
        premium: [{ checkpoint: 'day 3', now: NOW - 4 * 86_400, premium: 'paid', paidThrough: 1 }],
      }),
      ['premium-beyond-paid'],
    ],
    [
      'paid again, but no premium',
      recovered({
        premium: [{ checkpoint: 'end', now: NOW, premium: 'none', paidThrough: PAID_THROUGH }],
      }),
      ['premium-not-restored'],
    ],
  ])('%s', (_name, observation, expected) => {
    expect(kinds(observation)).toEqual(expected);
  });

  it('warns when the grace period was not granted, and of failures nobody planned', () => {
    const result = reconcileRenewals(
      [
        recovered({
          premium: [
            { checkpoint: 'after the failure', now: NOW, premium: 'none', paidThrough: 1 },
            { checkpoint: 'end', now: NOW, premium: 'paid', paidThrough: PAID_THROUGH },
          ],
        }),
      ],
      {
        unplanned: [{ ...RECOVERY, invoiceId: 'in_9', uid: 'uid-9', outcome: null }],
      },
    );
    expect(result.mismatches).toEqual([]);
    expect(result.warnings.map(({ kind }) => kind)).toEqual([
      'grace-not-granted',
      'unplanned-failure',
    ]);
  });

  it('a billing report that counts otherwise is a mismatch of the run', () => {
    const result = reconcileRenewals([], { billingDifference: 'failed 3 ≠ 2' });
    expect(result.mismatches).toEqual([
      { kind: 'billing-report-differs', visitor: null, uid: null, detail: 'failed 3 ≠ 2' },
    ]);
  });

  it('names the subscriber of each mismatch', () => {
    expect(reconcileRenewals([recovered({ failed: false })]).mismatches[0]).toMatchObject({
      visitor: 3,
      uid: 'uid-3',
    });
  });
});
