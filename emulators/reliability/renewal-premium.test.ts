import { describe, expect, it } from 'vitest';
import { observePremium, paidThrough } from './renewal-premium.js';
import type { RenewalInvoiceRow } from './renewal-snapshot.js';

const DAY = 86_400;
/** Real time when the API recorded the failure (the log's dates are real times). */
const FAILED_REAL = Date.parse('2026-11-29T10:00:00.000Z') / 1000;
/** Stripe's clock ran 7 days ahead of real time then. */
const OFFSET = 7 * DAY;
const TRIAL_END = FAILED_REAL + OFFSET - 60;

const invoice = (overrides: Partial<RenewalInvoiceRow>): RenewalInvoiceRow => ({
  id: 'in_trial',
  subscription: 'sub_1',
  status: 'paid',
  billingReason: 'subscription_create',
  total: 100,
  amountPaid: 100,
  currency: 'eur',
  attemptCount: 1,
  periodEnd: TRIAL_END,
  paymentIntents: ['pi_1'],
  ...overrides,
});

const entry = (subtype: string, realSeconds: number) => ({
  type: 'stripe',
  subtype,
  subscriptionId: 'sub_1',
  date: new Date(realSeconds * 1000).toISOString(),
});

const record = (...entries: ReturnType<typeof entry>[]) => ({
  subscription: { provider: 'stripe', id: 'sub_1', status: 'past_due' },
  iapLog: Object.fromEntries(entries.map((value, index) => [`e${index}`, value])),
});

const failedRecord = record(
  entry('trial_started', FAILED_REAL - 600),
  entry('failed_renewal', FAILED_REAL),
);

const observe = (value: unknown, now: number, invoices = [invoice({})]) =>
  observePremium({
    checkpoint: 'c',
    record: value,
    invoices,
    subscriptionId: 'sub_1',
    now,
    offset: OFFSET,
  });

describe('paidThrough', () => {
  it('is the latest period end of the paid invoices that took money', () => {
    expect(
      paidThrough(
        [
          invoice({}),
          invoice({
            id: 'in_renewal',
            status: 'open',
            amountPaid: 0,
            periodEnd: TRIAL_END + 30 * DAY,
          }),
          invoice({ id: 'in_other', subscription: 'sub_2', periodEnd: TRIAL_END + 99 * DAY }),
        ],
        'sub_1',
      ),
    ).toBe(TRIAL_END);
    expect(paidThrough([], 'sub_1')).toBe(0);
  });
});

describe('observePremium', () => {
  it('a failed renewal grants the grace period in Stripe’s time, from when the API saw it', () => {
    const failedAt = FAILED_REAL + OFFSET;
    expect(observe(failedRecord, failedAt + 60)).toMatchObject({
      premium: 'grace',
      paidThrough: TRIAL_END,
    });
    expect(observe(failedRecord, failedAt + 3 * DAY - 60).premium).toBe('grace');
    // Three days later in Stripe's clock, though only minutes passed in real time.
    expect(observe(failedRecord, failedAt + 3 * DAY + 60).premium).toBe('none');
  });

  it('paid again: premium by the new period; ended: none', () => {
    const renewed = record(
      entry('trial_started', FAILED_REAL - 600),
      entry('failed_renewal', FAILED_REAL),
      entry('renewed', FAILED_REAL + 30),
    );
    expect(observe(renewed, FAILED_REAL + OFFSET + 5 * DAY).premium).toBe('paid');
    const ended = record(entry('failed_renewal', FAILED_REAL), entry('expired', FAILED_REAL + 90));
    expect(observe(ended, FAILED_REAL + OFFSET + 7 * DAY).premium).toBe('none');
    expect(observe(undefined, FAILED_REAL).premium).toBe('none');
  });
});
