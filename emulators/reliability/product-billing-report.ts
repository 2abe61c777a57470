import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { ProductBillingCounts } from './renewal-report.js';
import type { RecoveryRow } from './renewal-snapshot.js';

const run = promisify(execFile);

const reportSchema = z.object({
  byProvider: z.object({
    stripe: z.object({ failed: z.number(), recovered: z.number(), churned: z.number() }),
  }),
});

/** Stripe's line of `npm run billing:report -- --json` (its JSON on stdout). */
export function billingCountsOf(json: string): ProductBillingCounts | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const report = reportSchema.safeParse(parsed);
  if (!report.success) return null;
  const { failed, recovered, churned } = report.data.byProvider.stripe;
  return {
    failed,
    recovered,
    churned,
    recoveryRate: recovered + churned > 0 ? recovered / (recovered + churned) : null,
  };
}

/** The product's billing report over the run's database file; null when it cannot run. */
export async function productBillingReport(
  repoRoot: string,
  databaseFile: string,
): Promise<ProductBillingCounts | null> {
  try {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'billing:report', '--', '--json', '--file', databaseFile],
      { cwd: repoRoot, timeout: 60_000, maxBuffer: 1 << 20 },
    );
    return billingCountsOf(stdout);
  } catch {
    return null;
  }
}

/**
 * The billing report reads renewalRecoveries/ as the phase does: its Stripe counts must be the
 * records' (every failed renewal; those paid by a retry, a card update or authentication; those
 * ended). Answers what differs, or null.
 */
export function billingReportDifference(
  counts: ProductBillingCounts,
  recoveries: readonly RecoveryRow[],
): string | null {
  const stripe = recoveries.filter((recovery) => recovery.provider === 'stripe');
  const expected = {
    failed: stripe.length,
    recovered: stripe.filter(
      (recovery) => recovery.outcome !== null && recovery.outcome !== 'ended',
    ).length,
    churned: stripe.filter((recovery) => recovery.outcome === 'ended').length,
  };
  const differences = (['failed', 'recovered', 'churned'] as const)
    .filter((key) => counts[key] !== expected[key])
    .map((key) => `${key} ${counts[key]} ≠ ${expected[key]} in renewalRecoveries/`);
  return differences.length ? differences.join(', ') : null;
}
