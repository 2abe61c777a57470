import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileDatabaseAdapter } from '../adapters/database/file-database.adapter';
import { billingReportText } from './billing-report';

describe('npm run billing:report', () => {
  it('reads renewalRecoveries/ and prints failed, recovered by path and churned', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'billing-report-'));
    try {
      const database = new FileDatabaseAdapter(join(dir, 'database.json'));
      await database.set('renewalRecoveries', {
        in_1: {
          invoiceId: 'in_1',
          provider: 'stripe',
          amount: 2999,
          currency: 'eur',
          outcome: 'card-update',
        },
        in_2: {
          invoiceId: 'in_2',
          provider: 'stripe',
          amount: 2999,
          currency: 'eur',
          outcome: 'ended',
        },
        'I-1~1': { invoiceId: 'I-1~1', provider: 'paypal', amount: 3999, currency: 'eur' },
        broken: { provider: 'elsewhere', amount: 'x' },
      });
      const text = await billingReportText(database, 'text');
      expect(text).toMatch(/Failed\s+3\s+EUR 99\.97/);
      expect(text).toMatch(/by a card update\s+1\s+EUR 29\.99/);
      expect(text).toMatch(/Involuntary churn\s+1\s+EUR 29\.99/);
      expect(text).toMatch(/Still retried\s+1\s+EUR 39\.99/);
      expect(text).toContain('Recovery rate (of those decided): 50.0 %');
      const json = JSON.parse(await billingReportText(database, 'json')) as {
        recovered: { count: number };
      };
      expect(json.recovered.count).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
