import { describe, expect, it } from 'vitest';
import type { ContractRecord } from '../contracts/contract-record';
import { ledgerPayments, paidFor, paymentsOf } from './withdrawal-refunds.rules';

const contract = (overrides: Partial<ContractRecord>): ContractRecord => ({
  id: 'sub_1',
  uid: 'u1',
  kind: 'subscription',
  provider: 'stripe',
  subscriptionId: 'sub_1',
  planId: 'price_1m',
  concludedAt: '2026-12-01T09:00:00.000Z',
  email: 'anna@example.com',
  language: 'de',
  product: 'Fastwell Premium',
  charged: { amount: 999, currency: 'eur' },
  termsVersion: '2026-11-29',
  instructionsVersion: '2026-11-29',
  confirmation: { attempts: 1, sentAt: '2026-12-01T09:00:01.000Z' },
  ...overrides,
});

const LEDGER = ledgerPayments({
  in_first: {
    provider: 'stripe',
    subscriptionId: 'sub_1',
    amount: 999,
    currency: 'eur',
    paidAt: 'x',
  },
  in_upsell: {
    provider: 'stripe',
    subscriptionId: 'sub_1',
    amount: 1500,
    currency: 'eur',
    paidAt: 'x',
  },
  in_renewal: {
    provider: 'stripe',
    subscriptionId: 'sub_1',
    amount: 2999,
    currency: 'eur',
    paidAt: 'x',
  },
  in_other: {
    provider: 'stripe',
    subscriptionId: 'sub_0',
    amount: 2999,
    currency: 'eur',
    paidAt: 'x',
  },
  broken: { provider: 'stripe', amount: 'lots' },
});
const UPSELL = contract({
  id: 'sub_1~price_3m',
  kind: 'upsell',
  planId: 'price_3m',
  paymentId: 'in_upsell',
  charged: { amount: 1500, currency: 'eur' },
});

describe('paymentsOf', () => {
  it('a subscription: every payment of it, renewals too, not its upsell invoice nor another subscription', () => {
    expect(paymentsOf(contract({}), LEDGER, [UPSELL]).map((p) => [p.id, p.kind, p.amount])).toEqual(
      [
        ['in_first', 'invoice', 999],
        ['in_renewal', 'invoice', 2999],
      ],
    );
    expect(paymentsOf(contract({}), LEDGER, []).map((p) => p.id)).toContain('in_upsell');
  });

  it('an upsell: its own invoice, from the ledger or as recorded when the ledger lacks it', () => {
    expect(paymentsOf(UPSELL, LEDGER, []).map((p) => p.id)).toEqual(['in_upsell']);
    expect(paymentsOf(UPSELL, [], [])).toEqual([
      { id: 'in_upsell', provider: 'stripe', kind: 'invoice', amount: 1500, currency: 'eur' },
    ]);
    expect(
      paymentsOf(contract({ kind: 'upsell', charged: { amount: 0, currency: 'eur' } }), [], []),
    ).toEqual([]);
  });

  it('the e-book: its payment intent', () => {
    const ebook = contract({
      id: 'pi_1',
      kind: 'ebook',
      paymentId: 'pi_1',
      subscriptionId: undefined,
    });
    expect(paymentsOf(ebook, LEDGER, [])).toEqual([
      { id: 'pi_1', provider: 'stripe', kind: 'payment-intent', amount: 999, currency: 'eur' },
    ]);
  });

  it('PayPal: the sales of the subscription', () => {
    const ledger = ledgerPayments({
      SALE1: { provider: 'paypal', subscriptionId: 'I-1', amount: 999, currency: 'eur' },
    });
    const paypal = contract({ id: 'I-1', provider: 'paypal', subscriptionId: 'I-1' });
    expect(paymentsOf(paypal, ledger, []).map((p) => [p.id, p.kind])).toEqual([['SALE1', 'sale']]);
  });

  it('a PayPal upsell: the sales on the new plan from its first payment, not those before', () => {
    const ledger = ledgerPayments({
      SALE1: {
        provider: 'paypal',
        subscriptionId: 'I-1',
        amount: 749,
        currency: 'eur',
        paidAt: '2026-12-01T09:00:00.000Z',
      },
      SALE2: {
        provider: 'paypal',
        subscriptionId: 'I-1',
        amount: 5999,
        currency: 'eur',
        paidAt: '2026-12-08T09:00:02.000Z',
      },
    });
    const base = contract({ id: 'I-1', provider: 'paypal', subscriptionId: 'I-1' });
    const upsell = contract({
      id: 'I-1_upsell',
      kind: 'upsell',
      provider: 'paypal',
      subscriptionId: 'I-1',
      charged: { amount: 0, currency: 'eur' },
      renewal: {
        amount: 5999,
        currency: 'eur',
        interval: 'month',
        intervalCount: 3,
        firstChargeAt: '2026-12-08T09:00:00.000Z',
      },
    });
    expect(paymentsOf(upsell, ledger, []).map((p) => [p.id, p.amount])).toEqual([['SALE2', 5999]]);
    expect(paymentsOf(base, ledger, [upsell]).map((p) => p.id)).toEqual(['SALE1']);
    // Not billed yet: nothing to give back.
    expect(paymentsOf(upsell, ledger.slice(0, 1), [])).toEqual([]);
  });
});

describe('paidFor', () => {
  it('sums the payments; before any reached the ledger, what the purchase charged', () => {
    expect(paidFor(contract({}), paymentsOf(contract({}), LEDGER, [UPSELL]))).toEqual({
      amount: 3998,
      currency: 'eur',
    });
    expect(paidFor(contract({}), [])).toEqual({ amount: 999, currency: 'eur' });
  });
});
