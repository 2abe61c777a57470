import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeObservedSubscriptions } from './stripe-observed-subscriptions.adapter';

const observed = new StripeObservedSubscriptions(new Stripe('sk_test_adapter'), {
  now: () => new Date('2026-11-29T12:00:00Z'),
});

const paidInvoice = {
  id: 'in_1',
  object: 'invoice',
  status: 'paid',
  amount_paid: 499,
  currency: 'eur',
  status_transitions: { paid_at: 1_795_000_000 },
  payments: {
    object: 'list',
    data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }],
  },
};

/** A subscription as Stripe answers a read; only what the method looks at. */
const read = (latest: unknown) => ({ id: 'sub_1', latest_invoice: latest }) as Stripe.Subscription;

describe('StripeObservedSubscriptions.paidInvoice: the paid invoice from the subscription read', () => {
  it('the latest invoice read with its payments: its ledger facts, no call', () => {
    expect(observed.paidInvoice(read(paidInvoice), 'in_1')).toEqual({
      id: 'in_1',
      amount: 499,
      currency: 'eur',
      paidAt: new Date(1_795_000_000 * 1000),
      paymentIntent: 'pi_1',
    });
  });

  it('the latest invoice not paid (or free): nothing to record', () => {
    expect(observed.paidInvoice(read({ ...paidInvoice, status: 'open' }), 'in_1')).toBeNull();
    expect(observed.paidInvoice(read({ ...paidInvoice, amount_paid: 0 }), 'in_1')).toBeNull();
  });

  it.each([
    ['another invoice is the latest (a later one was made)', { ...paidInvoice, id: 'in_2' }],
    ['read without its payments', { ...paidInvoice, payments: undefined }],
    ['read without the invoice', 'in_1'],
  ])('%s: unknown, the invoice is read', (_, latest) => {
    expect(observed.paidInvoice(read(latest), 'in_1')).toBeUndefined();
  });
});
