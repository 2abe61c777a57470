import type { Database } from '../adapters/database/database.port';
import type { BillingReport, FailedRenewalEntry, Tally } from '../domain/billing-report.rules';
import { billingReport } from '../domain/billing-report.rules';
import { formatRevenue } from '../experiments/report/experiment-report.formatter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const OUTCOMES: readonly string[] = ['retry', 'card-update', 'authentication', 'ended'];

/** The failed renewals of renewalRecoveries/ (the webhooks and the card-update page write it). */
export async function loadFailedRenewals(database: Database): Promise<FailedRenewalEntry[]> {
  const tree = await database.get('renewalRecoveries');
  if (!isObject(tree)) return [];
  return Object.values(tree).flatMap((stored): FailedRenewalEntry[] => {
    if (!isObject(stored)) return [];
    const { provider, amount, currency, outcome } = stored;
    if (provider !== 'stripe' && provider !== 'paypal') return [];
    if (typeof amount !== 'number' || typeof currency !== 'string') return [];
    return [
      {
        provider,
        amount,
        currency,
        ...(typeof outcome === 'string' && OUTCOMES.includes(outcome)
          ? { outcome: outcome as FailedRenewalEntry['outcome'] }
          : {}),
      },
    ];
  });
}

const line = (label: string, tally: Tally): string =>
  `${label.padEnd(28)}${String(tally.count).padStart(6)}   ${formatRevenue(tally.amounts)}`;

export function formatBillingReport(report: BillingReport): string {
  const rate = report.recoveryRate === null ? 'n/a' : `${(report.recoveryRate * 100).toFixed(1)} %`;
  return [
    'Failed renewals (renewalRecoveries/)',
    line('Failed', report.failed),
    line('Recovered', report.recovered),
    line('  by a retry', report.recovered.byPath.retry),
    line('  by a card update', report.recovered.byPath['card-update']),
    line('  by authentication', report.recovered.byPath.authentication),
    line('Involuntary churn', report.involuntaryChurn),
    line('Still retried', report.open),
    `Recovery rate (of those decided): ${rate}`,
    ...(['stripe', 'paypal'] as const).map((provider) => {
      const { failed, recovered, churned } = report.byProvider[provider];
      return `  ${provider}: ${failed} failed, ${recovered} recovered, ${churned} churned`;
    }),
  ].join('\n');
}

/** What `npm run billing:report` prints. */
export async function billingReportText(
  database: Database,
  format: 'text' | 'json',
): Promise<string> {
  const report = billingReport(await loadFailedRenewals(database));
  return format === 'json' ? JSON.stringify(report, null, 2) : formatBillingReport(report);
}
