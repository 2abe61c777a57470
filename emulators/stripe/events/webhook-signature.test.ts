import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './webhook-signature.js';

const stripe = new Stripe('sk_test_unit');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' }, null, 2);

describe('signatureHeader', () => {
  it('equals the SDK test header for the same timestamp and verifies with constructEvent', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const header = signatureHeader(payload, 'whsec_abc', timestamp);
    expect(header).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_abc', timestamp }),
    );
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_abc').id).toBe('evt_1');
  });

  it('fails verification with another secret, a changed body or an old timestamp', () => {
    const header = signatureHeader(payload, 'whsec_abc');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, 'whsec_abc')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = signatureHeader(payload, 'whsec_abc', Math.floor(Date.now() / 1000) - 600);
    expect(() => stripe.webhooks.constructEvent(payload, old, 'whsec_abc')).toThrow(/tolerance/);
  });
});
