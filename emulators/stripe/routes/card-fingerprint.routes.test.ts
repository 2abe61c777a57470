import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFingerprint } from '../objects/payment-method.factory.js';
import { saveCard } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

/** Stripe: card.fingerprint "uniquely identifies this particular card number". */
async function fingerprintFor(number: string): Promise<string | null | undefined> {
  const customer = await fixture.stripe.customers.create({ email: 'fp@example.com' });
  const id = await saveCard(fixture, customer.id, number);
  return (await fixture.stripe.paymentMethods.retrieve(id)).card?.fingerprint;
}

describe('card fingerprints', () => {
  it('are the same for one card number saved by two customers', async () => {
    const first = await fingerprintFor('4242424242424242');
    expect(first).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await fingerprintFor('4242424242424242')).toBe(first);
  });

  it('differ for numbers that share their last digits, and reveal no digits', () => {
    expect(cardFingerprint('4000000012345678')).not.toBe(cardFingerprint('5100000012345678'));
    expect(cardFingerprint('4242424242424242')).not.toContain('4242');
  });
});
