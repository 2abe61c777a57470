import type { FaultError, FaultRule } from '../shared/faults/fault-rules.js';
import type { RestartRecord } from './functions-restart.js';
import type { Finding, MismatchKind, Reconciliation, WarningKind } from './reconcile.js';
import { renewalSummaryLines, type RenewalReport } from './renewal-report.js';
import type { VisitorOutcome } from './visitor-outcome.js';
import type { PaymentMethod } from './visitor-plan.js';
import type { WebhookStats } from './webhook-stats.js';

export interface FaultTotals {
  requests: number;
  failures: number;
  byError: Partial<Record<FaultError, number>>;
  /** Failures after the work was done (lost answers). */
  after: number;
  delayed: number;
}

export interface MethodCounts {
  visitors: number;
  paid: number;
  declined: number;
  cancelled: number;
  failed: number;
  charged: number;
  resolved: number;
  resolutionFailed: number;
  abandoned: number;
}

export interface ReliabilityReport {
  startedAt: string;
  durationSeconds: number;
  seed: number;
  concurrency: number;
  visitors: number;
  byMethod: Record<PaymentMethod, MethodCounts>;
  totals: MethodCounts & { recordsMatching: number; chargedStripe: number; chargedPaypal: number };
  faults: { stripe: FaultTotals; paypal: FaultTotals };
  /** Calls the visitors had to repeat, by call. */
  retries: Record<string, number>;
  /** Failed calls the visitors saw, by call and error. */
  callFailures: Record<string, number>;
  webhooks: { stripe: WebhookStats; paypal: WebhookStats };
  restarts: RestartRecord[];
  doubleClicks: { sent: number; split: number };
  rebuys: number;
  mismatches: Finding<MismatchKind>[];
  warnings: Finding<WarningKind>[];
  /** The failing renewals phase (issue 35); null when skipped (RELIABILITY_RENEWALS=0) or broken off. */
  renewals: (RenewalReport & { webhooks: WebhookStats }) | null;
  /** Why the failing renewals phase broke off, when it did (the run fails). */
  renewalsError?: string;
  outcomes: VisitorOutcome[];
}

export function faultTotals(rules: readonly FaultRule[]): FaultTotals {
  const totals: FaultTotals = { requests: 0, failures: 0, byError: {}, after: 0, delayed: 0 };
  for (const rule of rules) {
    totals.requests += rule.hits;
    totals.failures += rule.failures;
    totals.after += rule.failuresAfter;
    totals.delayed += rule.delayed;
    for (const [error, count] of Object.entries(rule.failuresByError) as [FaultError, number][])
      totals.byError[error] = (totals.byError[error] ?? 0) + count;
  }
  return totals;
}

const emptyCounts = (): MethodCounts => ({
  visitors: 0,
  paid: 0,
  declined: 0,
  cancelled: 0,
  failed: 0,
  charged: 0,
  resolved: 0,
  resolutionFailed: 0,
  abandoned: 0,
});

function add(counts: MethodCounts, outcome: VisitorOutcome, charged: boolean): void {
  counts.visitors += 1;
  counts[outcome.belief] += 1;
  if (charged) counts.charged += 1;
  if (outcome.resolution === 'resolved') counts.resolved += 1;
  if (outcome.resolution === 'failed') counts.resolutionFailed += 1;
  if (outcome.resolution === 'skipped') counts.abandoned += 1;
}

/** Visitor counts per payment method and in total, from the outcomes and the reconciliation. */
export function countVisitors(
  outcomes: readonly VisitorOutcome[],
  reconciliation: Reconciliation,
): Pick<ReliabilityReport, 'byMethod' | 'totals'> {
  const byMethod: Record<PaymentMethod, MethodCounts> = {
    card: emptyCounts(),
    paypal: emptyCounts(),
    checkout: emptyCounts(),
  };
  const totals = { ...emptyCounts(), recordsMatching: 0, chargedStripe: 0, chargedPaypal: 0 };
  const states = new Map(reconciliation.visitors.map((state) => [state.index, state]));
  for (const outcome of outcomes) {
    const state = states.get(outcome.index);
    const charged = state?.charged ?? false;
    add(byMethod[outcome.method], outcome, charged);
    add(totals, outcome, charged);
    if (charged && state?.recordMatches) totals.recordsMatching += 1;
    if (state?.chargedBy === 'stripe') totals.chargedStripe += 1;
    if (state?.chargedBy === 'paypal') totals.chargedPaypal += 1;
  }
  return { byMethod, totals };
}

function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths?.[column] ?? 0)
            : String(cell).padStart(widths?.[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

const list = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ') || 'none';

/** The summary printed at the end of a run. */
export function summaryText(report: ReliabilityReport): string {
  const header = [
    'method',
    'visitors',
    'paid',
    'declined',
    'cancelled',
    'failed',
    'charged',
    'resolved',
    'res.failed',
    'abandoned',
  ];
  const row = (name: string, counts: MethodCounts) => [
    name,
    counts.visitors,
    counts.paid,
    counts.declined,
    counts.cancelled,
    counts.failed,
    counts.charged,
    counts.resolved,
    counts.resolutionFailed,
    counts.abandoned,
  ];
  const faults = (name: string, totals: FaultTotals) =>
    `${name}: ${totals.failures} of ${totals.requests} requests failed (${list(
      totals.byError,
    )}; ${totals.after} after the work), ${totals.delayed} delayed`;
  const hooks = (name: string, stats: WebhookStats) =>
    `${name}: ${stats.events} events, ${stats.attempts} attempts, ${stats.failedAttempts} failed attempts, ${stats.duplicatesDelivered} duplicates delivered, ${stats.undelivered} never delivered`;
  const mismatchCounts: Record<string, number> = {};
  for (const mismatch of report.mismatches)
    mismatchCounts[mismatch.kind] = (mismatchCounts[mismatch.kind] ?? 0) + 1;
  const warningCounts: Record<string, number> = {};
  for (const warning of report.warnings)
    warningCounts[warning.kind] = (warningCounts[warning.kind] ?? 0) + 1;
  return [
    table([
      header,
      row('card', report.byMethod.card),
      row('paypal', report.byMethod.paypal),
      row('checkout', report.byMethod.checkout),
      row('all', report.totals),
    ]),
    '',
    `Charged: ${report.totals.charged} (Stripe ${report.totals.chargedStripe}, PayPal ${report.totals.chargedPaypal}); records matching the provider: ${report.totals.recordsMatching}`,
    `Faults ${faults('Stripe', report.faults.stripe)}`,
    `Faults ${faults('PayPal', report.faults.paypal)}`,
    `Webhooks ${hooks('Stripe', report.webhooks.stripe)}`,
    `Webhooks ${hooks('PayPal', report.webhooks.paypal)}`,
    `Visitor retries: ${list(report.retries)}`,
    `Double clicks: ${report.doubleClicks.sent} (answered with two different subscriptions or Checkout sessions: ${report.doubleClicks.split}); PayPal re-purchases after a failed confirm: ${report.rebuys}`,
    `Restarts: ${
      report.restarts
        .map(
          (restart) =>
            `${restart.kind} after ${restart.afterStarted} visitors (${restart.killedPids.length} workers killed)`,
        )
        .join('; ') || 'none'
    }`,
    `Mismatches: ${report.mismatches.length} (${list(mismatchCounts)})`,
    `Warnings: ${report.warnings.length} (${list(warningCounts)})`,
    ...(report.renewalsError
      ? [`Failing renewals: broke off (${report.renewalsError.split('\n')[0] ?? ''})`]
      : renewalSummaryLines(report.renewals)),
    ...(report.renewals
      ? [`  ${hooks('Webhooks of the phase: Stripe', report.renewals.webhooks)}`]
      : []),
    `Duration: ${report.durationSeconds.toFixed(0)} s, ${report.visitors} visitors, ${report.concurrency} at a time, seed ${report.seed}`,
  ].join('\n');
}
