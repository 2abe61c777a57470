import { describe, expect, it } from 'vitest';
import type { FaultRule } from '../shared/faults/fault-rules.js';
import { countVisitors, faultTotals, summaryText, type ReliabilityReport } from './report.js';
import type { Reconciliation } from './reconcile.js';
import type { VisitorOutcome } from './visitor-outcome.js';

const rule = (overrides: Partial<FaultRule>): FaultRule => ({
  id: 'fault_1',
  path: '/v1',
  hits: 0,
  failures: 0,
  failuresByError: {},
  failuresAfter: 0,
  delayed: 0,
  ...overrides,
});

const visitor = (index: number, overrides: Partial<VisitorOutcome>): VisitorOutcome => ({
  index,
  method: 'card',
  scenario: 'success',
  uid: `uid-${index}`,
  belief: 'paid',
  subscriptionIds: [],
  resolution: 'resolved',
  notes: [],
  durationMs: 1,
  ...overrides,
});

describe('faultTotals', () => {
  it('adds up the rules', () => {
    expect(
      faultTotals([
        rule({
          hits: 10,
          failures: 2,
          failuresByError: { timeout: 2 },
          failuresAfter: 1,
          delayed: 3,
        }),
        rule({ hits: 5, failures: 1, failuresByError: { timeout: 1 }, delayed: 1 }),
      ]),
    ).toEqual({ requests: 15, failures: 3, byError: { timeout: 3 }, after: 1, delayed: 4 });
  });
});

describe('countVisitors and summaryText', () => {
  const outcomes = [
    visitor(0, {}),
    visitor(1, { method: 'paypal', resolution: 'skipped' }),
    visitor(2, { belief: 'declined', resolution: 'not-paid' }),
    visitor(3, { method: 'checkout', resolution: 'failed' }),
  ];
  const state = (index: number, chargedBy: 'stripe' | 'paypal' | null, recordMatches = true) => ({
    index,
    uid: `uid-${index}`,
    method: outcomes[index]?.method ?? 'card',
    belief: outcomes[index]?.belief ?? 'paid',
    charged: chargedBy !== null,
    chargedBy,
    customers: 1,
    subscriptions: 1,
    recordMatches,
  });
  const reconciliation: Reconciliation = {
    visitors: [state(0, 'stripe'), state(1, 'paypal'), state(2, null), state(3, 'stripe', false)],
    mismatches: [{ kind: 'record-differs', visitor: 3, uid: 'uid-3', detail: 'status' }],
    warnings: [],
  };

  it('counts per method and in total', () => {
    const { byMethod, totals } = countVisitors(outcomes, reconciliation);
    expect(byMethod.card).toMatchObject({ visitors: 2, paid: 1, declined: 1, charged: 1 });
    expect(byMethod.paypal).toMatchObject({ visitors: 1, charged: 1, abandoned: 1 });
    expect(byMethod.checkout).toMatchObject({ visitors: 1, resolutionFailed: 1 });
    expect(totals).toMatchObject({
      visitors: 4,
      paid: 3,
      charged: 3,
      chargedStripe: 2,
      chargedPaypal: 1,
      recordsMatching: 2,
    });
  });

  it('prints a table and the totals', () => {
    const empty = { requests: 0, failures: 0, byError: {}, after: 0, delayed: 0 };
    const stats = {
      events: 0,
      attempts: 0,
      failedAttempts: 0,
      duplicatesDelivered: 0,
      undelivered: 0,
      undeliveredIds: [],
    };
    const report: ReliabilityReport = {
      startedAt: '',
      durationSeconds: 12,
      seed: 1,
      concurrency: 2,
      visitors: 4,
      ...countVisitors(outcomes, reconciliation),
      faults: { stripe: empty, paypal: empty },
      retries: { 'api:createSubscription': 2 },
      callFailures: {},
      webhooks: { stripe: stats, paypal: stats },
      restarts: [{ kind: 'crash', at: '', afterStarted: 2, killedPids: [1, 2] }],
      doubleClicks: { sent: 1, split: 0 },
      rebuys: 0,
      mismatches: reconciliation.mismatches,
      warnings: [],
      renewals: null,
      outcomes,
    };
    const text = summaryText(report);
    expect(text).toMatch(/^method\s+visitors\s+paid/);
    expect(text).toMatch(/\nall\s+4\s+3\s+1\s+0\s+0\s+3/);
    expect(text).toContain('Restarts: crash after 2 visitors (2 workers killed)');
    expect(text).toContain('Mismatches: 1 (record-differs 1)');
    expect(text).toContain('Visitor retries: api:createSubscription 2');
    expect(text).toContain('Failing renewals: skipped (RELIABILITY_RENEWALS=0)');
  });
});
