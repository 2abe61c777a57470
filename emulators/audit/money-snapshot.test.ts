import { describe, expect, it } from 'vitest';
import {
  firstPayment,
  grantsPremium,
  keptSales,
  planPrice,
  withdrawnContracts,
} from './money-snapshot.js';

describe('planPrice', () => {
  it.each([
    ['P-v8_oneMonthV8_eur', { priceId: 'price_v8_oneMonthV8_eur', discounted: false }],
    ['P-v13_trialV13_jpy_discounted', { priceId: 'price_v13_trialV13_jpy', discounted: true }],
    ['P-OTHER-PLAN', { priceId: 'price_OTHER-PLAN', discounted: false }],
    [null, { priceId: null, discounted: false }],
    ['not-a-plan', { priceId: null, discounted: false }],
  ])('%s → %o', (planId, expected) => {
    expect(planPrice(planId)).toEqual(expected);
  });
});

describe('firstPayment', () => {
  const paidOnce = (currency_code: string, value: string) => ({
    last_payment: { amount: { currency_code, value } },
    cycle_executions: [{ cycles_completed: 1 }, { cycles_completed: 0 }],
  });

  it('reads minor units of the only payment, whole yen for JPY', () => {
    expect(firstPayment(paidOnce('EUR', '14.99'))).toBe(1499);
    expect(firstPayment(paidOnce('USD', '0.29'))).toBe(29);
    expect(firstPayment(paidOnce('JPY', '2450'))).toBe(2450);
  });

  it('is null before the first payment and once a later cycle was paid', () => {
    expect(firstPayment(null)).toBeNull();
    expect(firstPayment({ cycle_executions: [{ cycles_completed: 0 }] })).toBeNull();
    expect(
      firstPayment({
        ...paidOnce('EUR', '29.99'),
        cycle_executions: [{ cycles_completed: 1 }, { cycles_completed: 1 }],
      }),
    ).toBeNull();
  });
});

describe('keptSales', () => {
  it("lists each subscription's sales not refunded, with PayPal's time in seconds", () => {
    const sale = (billing_agreement_id: string, create_time: string, refund?: object) => ({
      id: `S-${create_time}`,
      billing_agreement_id,
      create_time,
      ...(refund ? { refund } : {}),
    });
    const kept = keptSales({
      sales: [
        sale('I-1', '2026-11-10T10:00:00Z'),
        sale('I-1', '2026-12-10T10:00:00Z', { id: 'R-1' }),
        sale('I-1', '2027-01-10T10:00:00Z'),
        sale('I-2', '2026-12-10T10:00:00Z', { id: 'R-2' }),
      ],
    });
    expect(Object.fromEntries(kept)).toEqual({
      'I-1': [Date.parse('2026-11-10T10:00:00Z') / 1000, Date.parse('2027-01-10T10:00:00Z') / 1000],
    });
  });
});

describe('withdrawnContracts', () => {
  it('lists each contract a withdrawal carried out, with its own payment, plan and first charge', () => {
    const withdrawals = {
      w1: {
        status: 'carried-out',
        contracts: {
          sub_1: {
            outcome: 'withdrawn',
            kind: 'subscription',
            provider: 'stripe',
            uid: 'u1',
            subscriptionId: 'sub_1',
            carriedOutAt: 'x',
          },
          pi_1: {
            outcome: 'waived',
            kind: 'ebook',
            provider: 'stripe',
            uid: 'u1',
            carriedOutAt: null,
          },
          'sub_1~price_6m': {
            outcome: 'withdrawn',
            kind: 'upsell',
            provider: 'stripe',
            uid: 'u1',
            subscriptionId: 'sub_1',
            carriedOutAt: 'x',
          },
        },
      },
      // Stopped ("this was not me"), or not yet carried out: nothing ended.
      w2: {
        status: 'stopped',
        contracts: { 'I-1': { outcome: 'withdrawn', kind: 'subscription', provider: 'paypal' } },
      },
      broken: 'x',
    };
    const contracts = {
      sub_1: { planId: 'price_1m', renewal: { firstChargeAt: 'not a time' } },
      'sub_1~price_6m': {
        paymentId: 'in_up',
        planId: 'price_6m',
        renewal: { amount: 5999, firstChargeAt: '2026-12-10T10:00:00Z' },
      },
    };
    expect(withdrawnContracts(withdrawals, contracts)).toEqual([
      {
        withdrawalId: 'w1',
        uid: 'u1',
        kind: 'subscription',
        provider: 'stripe',
        subscriptionId: 'sub_1',
        paymentId: null,
        planId: 'price_1m',
        firstChargeAt: null,
      },
      {
        withdrawalId: 'w1',
        uid: 'u1',
        kind: 'upsell',
        provider: 'stripe',
        subscriptionId: 'sub_1',
        paymentId: 'in_up',
        planId: 'price_6m',
        firstChargeAt: Date.parse('2026-12-10T10:00:00Z') / 1000,
      },
    ]);
  });
});

describe('grantsPremium (the auditor reading spec 02 §4.3)', () => {
  const at = Date.parse('2026-12-10T10:00:00Z');
  const record = (...entries: [string, string][]) => ({
    subscription: { provider: 'stripe', id: 'sub_1', status: 'past_due' },
    iapLog: Object.fromEntries(
      entries.map(([subtype, date], index) => [`e${index}`, { type: 'stripe', subtype, date }]),
    ),
  });

  it('a failed renewal grants premium for three days from the first failure of its run, as grace', () => {
    const failing = record(
      ['purchased', '2026-11-09T10:00:00Z'],
      ['failed_renewal', '2026-12-09T10:00:00Z'],
      ['failed_renewal', '2026-12-10T09:00:00Z'],
    );
    expect(grantsPremium(failing, at)).toEqual({ provider: 'stripe', id: 'sub_1', grace: true });
    expect(grantsPremium(failing, at + 2 * 86_400_000)).toBeNull();
  });

  it('renewed again: premium without grace; ended: none', () => {
    const renewed = record(
      ['failed_renewal', '2026-12-01T10:00:00Z'],
      ['renewed', '2026-12-02T10:00:00Z'],
    );
    expect(grantsPremium(renewed, at)).toMatchObject({ grace: false });
    expect(grantsPremium(record(['on_hold', '2026-12-09T10:00:00Z']), at)).toBeNull();
  });
});
