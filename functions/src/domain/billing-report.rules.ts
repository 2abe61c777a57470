/** One failed renewal as renewalRecoveries/ keeps it (the fields the report reads). */
export interface FailedRenewalEntry {
  provider: 'stripe' | 'paypal';
  amount: number;
  currency: string;
  outcome?: 'retry' | 'card-update' | 'authentication' | 'ended';
}

export type RecoveryPath = 'retry' | 'card-update' | 'authentication';

/** Counts and amounts (minor units, by currency). */
export interface Tally {
  count: number;
  amounts: Record<string, number>;
}

export interface BillingReport {
  /** Every renewal that failed at least once. */
  failed: Tally;
  /** Paid in the end, in all and by the path that paid it. */
  recovered: Tally & { byPath: Record<RecoveryPath, Tally> };
  /** Ended for its failed payments: involuntary churn. */
  involuntaryChurn: Tally;
  /** Still being retried (neither paid nor ended yet). */
  open: Tally;
  /** recovered / (recovered + involuntary churn), by count; null before any is decided. */
  recoveryRate: number | null;
  byProvider: Record<'stripe' | 'paypal', { failed: number; recovered: number; churned: number }>;
}

const empty = (): Tally => ({ count: 0, amounts: {} });

function add(tally: Tally, entry: FailedRenewalEntry): void {
  tally.count += 1;
  tally.amounts[entry.currency] = (tally.amounts[entry.currency] ?? 0) + entry.amount;
}

/** `npm run billing:report`: failed renewals, those recovered (and how) and involuntary churn. */
export function billingReport(entries: readonly FailedRenewalEntry[]): BillingReport {
  const report: BillingReport = {
    failed: empty(),
    recovered: {
      ...empty(),
      byPath: { retry: empty(), 'card-update': empty(), authentication: empty() },
    },
    involuntaryChurn: empty(),
    open: empty(),
    recoveryRate: null,
    byProvider: {
      stripe: { failed: 0, recovered: 0, churned: 0 },
      paypal: { failed: 0, recovered: 0, churned: 0 },
    },
  };
  for (const entry of entries) {
    const provider = report.byProvider[entry.provider];
    add(report.failed, entry);
    provider.failed += 1;
    if (entry.outcome === 'ended') {
      add(report.involuntaryChurn, entry);
      provider.churned += 1;
    } else if (entry.outcome) {
      add(report.recovered, entry);
      add(report.recovered.byPath[entry.outcome], entry);
      provider.recovered += 1;
    } else add(report.open, entry);
  }
  const decided = report.recovered.count + report.involuntaryChurn.count;
  report.recoveryRate = decided > 0 ? report.recovered.count / decided : null;
  return report;
}
