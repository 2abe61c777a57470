import { describe, expect, it } from 'vitest';
import { pausedContractEnd } from './paypal-paid-period';
import { PAYPAL_PLANS } from './paypal-plan-catalogue';
import type { PayPalSubscription } from './paypal-subscription';

const plan = (id: string) => {
  const entry = PAYPAL_PLANS.get(id);
  if (!entry) throw new Error(`no plan ${id}`);
  return entry;
};
const MONTHLY = plan('P-v8_oneMonthV8_eur');
const QUARTERLY = plan('P-v8_threeMonthsV8_eur');

const suspended = (billing: PayPalSubscription['billing_info'], start?: string) =>
  ({
    id: 'I-1',
    plan_id: MONTHLY.planId,
    status: 'SUSPENDED',
    ...(start ? { start_time: start } : {}),
    billing_info: billing,
  }) satisfies PayPalSubscription;
const paidAt = (time: string) => ({
  last_payment: { amount: { value: '9.99', currency_code: 'EUR' }, time },
  cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1 }],
});

describe('pausedContractEnd: the end of the contract period running now, paused or not', () => {
  it.each<[string, PayPalSubscription, typeof MONTHLY, string, string | null]>([
    [
      'paid time still running: when it runs out',
      suspended(paidAt('2026-03-10T08:00:00Z')),
      MONTHLY,
      '2026-03-20T00:00:00Z',
      '2026-04-10T08:00:00.000Z',
    ],
    [
      'paid time run out during the pause: the end of the unbilled period running now',
      suspended(paidAt('2026-01-10T08:00:00Z')),
      MONTHLY,
      '2026-03-20T00:00:00Z',
      '2026-04-10T08:00:00.000Z',
    ],
    [
      'quarterly: periods of three months',
      suspended(paidAt('2026-01-20T08:00:00Z')),
      QUARTERLY,
      '2026-06-01T00:00:00Z',
      '2026-07-20T08:00:00.000Z',
    ],
    [
      'nothing paid: one cycle after the start, then period by period',
      suspended({}, '2026-01-15T10:00:00Z'),
      MONTHLY,
      '2026-02-20T00:00:00Z',
      '2026-03-15T10:00:00.000Z',
    ],
    ['neither a payment nor a start: none', suspended({}), MONTHLY, '2026-02-20T00:00:00Z', null],
  ])('%s', (_case, subscription, entry, now, expected) => {
    expect(pausedContractEnd(subscription, entry, new Date(now))?.toISOString() ?? null).toBe(
      expected,
    );
  });
});
