import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeCardWebhooks } from './stripe-card-webhooks.adapter';

const SECRET = 'whsec_adapter_test';
const stripe = new Stripe('sk_test_adapter');
const webhooks = new StripeCardWebhooks(stripe, SECRET);

function signed(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return webhooks.verify(Buffer.from(payload), header);
}

describe('StripeCardWebhooks: what a refund or dispute event asks to read again', () => {
  it.each([
    ['charge.refunded', { object: 'charge', id: 'ch_1', amount_refunded: 100 }],
    ['refund.updated', { object: 'refund', id: 're_1', charge: 'ch_1' }],
    ['refund.failed', { object: 'refund', id: 're_1', charge: 'ch_1' }],
    ['charge.dispute.created', { object: 'dispute', id: 'du_1', charge: 'ch_1' }],
    ['charge.dispute.updated', { object: 'dispute', id: 'du_1', charge: 'ch_1' }],
    ['charge.dispute.closed', { object: 'dispute', id: 'du_1', charge: { id: 'ch_1' } }],
    ['charge.dispute.funds_withdrawn', { object: 'dispute', id: 'du_1', charge: 'ch_1' }],
    ['charge.dispute.funds_reinstated', { object: 'dispute', id: 'du_1', charge: 'ch_1' }],
  ])('%s: the charge', (type, object) => {
    expect(signed(type, object).notice).toEqual({ kind: 'charge', chargeId: 'ch_1' });
  });

  it('ignores a refund without a charge', () => {
    expect(signed('refund.updated', { object: 'refund', id: 're_1', charge: null }).notice).toEqual(
      { kind: 'ignored', reason: 'no charge' },
    );
  });

  it('ignores refund.created: charge.refunded follows with the total', () => {
    expect(
      signed('refund.created', { object: 'refund', id: 're_1', charge: 'ch_1' }).notice,
    ).toEqual({ kind: 'ignored', reason: 'unhandled event type refund.created' });
  });
});

describe('StripeCardWebhooks: which succeeded payment is read again', () => {
  it('the e-book (its metadata marks it from its creation)', () => {
    const intent = { object: 'payment_intent', id: 'pi_1', metadata: { product: 'ebook' } };
    expect(signed('payment_intent.succeeded', intent).notice).toEqual({
      kind: 'one-off-payment',
      paymentId: 'pi_1',
    });
  });

  it("not a subscription invoice's payment: the subscription's own events cover it", () => {
    const intent = { object: 'payment_intent', id: 'pi_2', metadata: {} };
    expect(signed('payment_intent.succeeded', intent).notice).toEqual({
      kind: 'ignored',
      reason: 'not an e-book payment',
    });
  });
});
