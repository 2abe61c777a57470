import { describe, expect, it } from 'vitest';
import { billingCountsOf, billingReportDifference } from './product-billing-report.js';
import type { RenewalPath, RenewalSubscriber } from './renewal-plan.js';
import type { RenewalObservation } from './renewal-reconcile.js';
import {
  formatAmounts,
  renewalCounts,
  renewalSummaryLines,
  type RenewalReport,
} from './renewal-report.js';
import type { RecoveryRow } from './renewal-snapshot.js';

const observation = (
  visitor: number,
  path: RenewalPath,
  decline: RenewalSubscriber['decline'],
  end: { status: 'paid' | 'open'; outcome: string | null; currency?: string; total?: number },
): RenewalObservation => {
  const ended = end.status === 'open' && end.outcome === 'ended';
  return {
    subscriber: {
      visitor,
      uid: `uid-${visitor}`,
      email: `v${visitor}@test`,
      subscriptionId: `sub_${visitor}`,
      customerId: `cus_${visitor}`,
      paymentMethodId: `pm_${visitor}`,
      renewsAt: 1,
      needsAuthentication: decline === null,
      path,
      decline,
    },
    invoice: {
      id: `in_${visitor}`,
      subscription: `sub_${visitor}`,
      status: end.status,
      billingReason: 'subscription_cycle',
      total: end.total ?? 2999,
      amountPaid: end.status === 'paid' ? (end.total ?? 2999) : 0,
      currency: end.currency ?? 'eur',
      attemptCount: 1,
      periodEnd: 9,
      paymentIntents: [],
    },
    failed: true,
    invoiceCharged: end.status === 'paid' ? (end.total ?? 2999) : 0,
    customerCharged: end.status === 'paid' ? (end.total ?? 2999) : 0,
    subscription: ended
      ? { status: 'canceled', cancellationReason: 'payment_failed' }
      : { status: end.status === 'paid' ? 'active' : 'past_due', cancellationReason: null },
    record: null,
    recovery: {
      invoiceId: `in_${visitor}`,
      provider: 'stripe',
      uid: `uid-${visitor}`,
      subscriptionId: `sub_${visitor}`,
      amount: 2999,
      currency: 'eur',
      outcome: end.outcome,
      mailsSent: ended ? ['failed', 'ended'] : ['failed'],
    },
    mails: { withLink: 1, restart: ended ? 1 : 0 },
    actions:
      path === 'card-update'
        ? [
            { step: 'setup', ok: true, detail: '200' },
            { step: 'complete', ok: true, detail: '200 paid' },
          ]
        : [],
    premium: [{ checkpoint: 'after the failure', now: 1, premium: 'grace', paidThrough: 1 }],
  };
};

const observations = [
  observation(1, 'card-update', 'insufficient_funds', { status: 'paid', outcome: 'card-update' }),
  observation(2, 'card-update', 'lost_card', { status: 'paid', outcome: 'card-update' }),
  observation(3, 'card-update-at-retry', 'generic_decline', { status: 'paid', outcome: 'retry' }),
  observation(4, 'retry', 'insufficient_funds', {
    status: 'paid',
    outcome: 'retry',
    currency: 'jpy',
    total: 3500,
  }),
  observation(5, 'never', 'insufficient_funds', { status: 'open', outcome: 'ended' }),
  observation(6, 'authenticate', null, { status: 'paid', outcome: 'authentication' }),
];

describe('renewalCounts', () => {
  it('counts by path and outcome, the amounts by currency, the mails and the page’s calls', () => {
    const counts = renewalCounts(observations);
    expect(counts.subscribers).toBe(6);
    expect(counts.byPath['card-update']).toEqual({
      subscribers: 2,
      hardDeclines: 1,
      recovered: 2,
      ended: 0,
      open: 0,
      outcomes: { 'card-update': 2 },
    });
    expect(counts.byPath['card-update-at-retry'].outcomes).toEqual({ retry: 1 });
    expect(counts.byPath.never).toMatchObject({ subscribers: 1, ended: 1, recovered: 0 });
    expect(counts.byPath['late-retry'].subscribers).toBe(0);
    expect(counts.byOutcome).toEqual({
      'card-update': 2,
      retry: 2,
      ended: 1,
      authentication: 1,
    });
    expect(counts.declines).toEqual({
      insufficient_funds: 3,
      lost_card: 1,
      generic_decline: 1,
      authentication: 1,
    });
    expect(counts.amounts).toEqual({
      recovered: { eur: 4 * 2999, jpy: 3500 },
      lost: { eur: 2999 },
    });
    expect(counts.recoveryRate).toBeCloseTo(5 / 6);
    expect(counts.mails).toEqual({
      withLink: 6,
      restart: 1,
      recorded: { failed: 6, ended: 1 },
    });
    expect(counts.pageCalls).toEqual({ 'setup 200': 2, 'complete 200': 2 });
    expect(counts.premium).toEqual({
      checks: 6,
      graceAtFailure: 6,
      byCheckpoint: { 'after the failure': { grace: 6 } },
    });
    expect(counts.rows[1]).toMatchObject({
      visitor: 2,
      path: 'card-update',
      decline: 'lost_card',
      invoice: 'in_2',
      invoiceStatus: 'paid',
      charged: 2999,
      outcome: 'card-update',
      subscriptionStatus: 'active',
      pageSteps: ['setup 200', 'complete 200 paid'],
    });
  });
});

describe('formatAmounts', () => {
  it('minor units as the currency writes them', () => {
    expect(formatAmounts({ usd: 999, eur: 123456, jpy: 3500 })).toBe(
      'EUR 1234.56, JPY 3500, USD 9.99',
    );
    expect(formatAmounts({})).toBe('none');
  });
});

describe('renewalSummaryLines', () => {
  const report = (): RenewalReport => ({
    ...renewalCounts(observations),
    durationSeconds: 41.2,
    candidates: 40,
    clock: { from: 0, to: 14 * 86_400, days: 14.08 },
    timeline: [],
    billingReport: { failed: 6, recovered: 5, churned: 1, recoveryRate: 5 / 6 },
    mismatches: [{ kind: 'charged-not-once', visitor: 3, uid: 'uid-3', detail: 'twice' }],
    warnings: [],
  });

  it('prints the paths, the money, the mails and the findings', () => {
    const text = renewalSummaryLines(report()).join('\n');
    expect(text).toContain(
      'Failing renewals: 6 subscribers (5 of 39 trialing card subscribers declined by their bank, 1 asked for 3-D Secure); ' +
        "Stripe's clock +14.1 days; 41 s",
    );
    expect(text).toMatch(/\n {2}path\s+subscribers\s+hard\s+recovered\s+ended\s+open\s+outcomes/);
    expect(text).toMatch(/\n {2}card-update\s+2\s+1\s+2\s+0\s+0 {2}card-update 2\n/);
    expect(text).not.toContain('late-retry');
    expect(text).toContain(
      'Recovered 5 (EUR 119.96, JPY 3500), ended 1 (EUR 29.99); recovery rate 83 %',
    );
    expect(text).toContain('Mails delivered: 6 with the card-update link, 1 "ended"');
    expect(text).toContain('Premium (paid/grace/none): after the failure 0/6/0');
    expect(text).toContain('npm run billing:report: 6 failed, 5 recovered, 1 churned (83 %)');
    expect(text).toContain('Renewal mismatches: 1 (charged-not-once 1); warnings: 0 (none)');
  });

  it('says when the phase was skipped or found nobody', () => {
    expect(renewalSummaryLines(null)).toEqual([
      'Failing renewals: skipped (RELIABILITY_RENEWALS=0)',
    ]);
    expect(renewalSummaryLines({ ...report(), ...renewalCounts([]) })[0]).toBe(
      'Failing renewals: no subscriber to fail (40 trialing Stripe card subscribers)',
    );
  });
});

describe('the product’s billing report', () => {
  const recovery = (outcome: string | null, provider = 'stripe'): RecoveryRow => ({
    invoiceId: 'in_x',
    provider,
    uid: null,
    subscriptionId: null,
    amount: 1,
    currency: 'eur',
    outcome,
    mailsSent: [],
  });

  it('reads Stripe’s line of its JSON', () => {
    const json = JSON.stringify({
      failed: { count: 3 },
      byProvider: {
        stripe: { failed: 3, recovered: 2, churned: 1 },
        paypal: { failed: 0, recovered: 0, churned: 0 },
      },
    });
    expect(billingCountsOf(json)).toEqual({
      failed: 3,
      recovered: 2,
      churned: 1,
      recoveryRate: 2 / 3,
    });
    expect(billingCountsOf('Database: local file')).toBeNull();
  });

  it('must count what renewalRecoveries/ holds', () => {
    const records = [
      recovery('retry'),
      recovery('card-update'),
      recovery('ended'),
      recovery(null),
      recovery('ended', 'paypal'),
    ];
    const counts = { failed: 4, recovered: 2, churned: 1, recoveryRate: null };
    expect(billingReportDifference(counts, records)).toBeNull();
    expect(billingReportDifference({ ...counts, recovered: 3 }, records)).toBe(
      'recovered 3 ≠ 2 in renewalRecoveries/',
    );
  });
});
