import { describe, expect, it } from 'vitest';
import type { FailedRenewalEntry } from './billing-report.rules';
import { billingReport } from './billing-report.rules';

const entry = (overrides: Partial<FailedRenewalEntry>): FailedRenewalEntry => ({
  provider: 'stripe',
  amount: 2999,
  currency: 'eur',
  ...overrides,
});

describe('billingReport', () => {
  it('counts failed, recovered by path, involuntary churn and open, with amounts by currency', () => {
    const report = billingReport([
      entry({ outcome: 'retry' }),
      entry({ outcome: 'card-update', amount: 5999 }),
      entry({ outcome: 'authentication', currency: 'usd', amount: 1999 }),
      entry({ outcome: 'ended' }),
      entry({ provider: 'paypal', outcome: 'ended', amount: 3999 }),
      entry({ provider: 'paypal' }),
    ]);
    expect(report.failed).toEqual({
      count: 6,
      amounts: { eur: 2999 * 3 + 5999 + 3999, usd: 1999 },
    });
    expect(report.recovered.count).toBe(3);
    expect(report.recovered.amounts).toEqual({ eur: 2999 + 5999, usd: 1999 });
    expect(report.recovered.byPath['card-update']).toEqual({ count: 1, amounts: { eur: 5999 } });
    expect(report.recovered.byPath.retry.count).toBe(1);
    expect(report.recovered.byPath.authentication.count).toBe(1);
    expect(report.involuntaryChurn).toEqual({ count: 2, amounts: { eur: 2999 + 3999 } });
    expect(report.open.count).toBe(1);
    expect(report.recoveryRate).toBeCloseTo(3 / 5);
    expect(report.byProvider).toEqual({
      stripe: { failed: 4, recovered: 3, churned: 1 },
      paypal: { failed: 2, recovered: 0, churned: 1 },
    });
  });

  it('nothing failed: zeros and no rate', () => {
    const report = billingReport([]);
    expect(report.failed.count).toBe(0);
    expect(report.recoveryRate).toBeNull();
  });
});
