import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

// Stripe's limits (docs.stripe.com/metadata): 50 keys, keys up to 40 characters without square
// brackets, values up to 500 characters; past them a 400 invalid_request_error on `metadata`.
let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

const PRICE = 'price_v8_oneMonthV8_eur';
const keys = (count: number, prefix = 'k') =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, 'v']));

const OVER_THE_LIMITS: [string, Record<string, string>][] = [
  ['51 keys', keys(51)],
  ['a 41-character key', { ['k'.repeat(41)]: 'v' }],
  ['a 501-character value', { note: 'x'.repeat(501) }],
  ['a key with square brackets', { 'utm[source]': 'v' }],
];

async function refusal(request: () => Promise<unknown>) {
  try {
    await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      return { status: error.statusCode, type: error.type, param: error.param };
    throw error;
  }
  return null;
}

const customer = async () => (await fixture.stripe.customers.create({ email: 'm@example.com' })).id;

const subscription = async (metadata: Record<string, string>) =>
  fixture.stripe.subscriptions.create({
    customer: await customer(),
    items: [{ price: PRICE }],
    payment_behavior: 'default_incomplete',
    metadata,
  });

const session = (extra: Partial<Stripe.Checkout.SessionCreateParams>) =>
  fixture.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: PRICE, quantity: 1 }],
    success_url: 'http://localhost:5000/ok',
    cancel_url: 'http://localhost:5000/cancel',
    ...extra,
  });

const INVALID = { status: 400, type: 'StripeInvalidRequestError' };

describe('metadata limits', () => {
  it('accepts metadata exactly at the limits', async () => {
    const atLimits = { ...keys(48), ['k'.repeat(40)]: 'v', long: 'x'.repeat(500) };
    expect(Object.keys((await subscription(atLimits)).metadata)).toHaveLength(50);
    const created = await session({
      subscription_data: { metadata: atLimits },
      metadata: atLimits,
    });
    expect(Object.keys(created.metadata ?? {})).toHaveLength(50);
  });

  it.each(OVER_THE_LIMITS)('subscriptions.create refuses %s', async (_, metadata) => {
    expect(await refusal(() => subscription(metadata))).toEqual({ ...INVALID, param: 'metadata' });
  });

  it.each(OVER_THE_LIMITS)('checkout.sessions.create refuses %s', async (_, metadata) => {
    expect(await refusal(() => session({ metadata }))).toEqual({ ...INVALID, param: 'metadata' });
    expect(await refusal(() => session({ subscription_data: { metadata } }))).toEqual({
      ...INVALID,
      param: 'subscription_data[metadata]',
    });
  });

  it('subscriptions.update counts the keys after the merge and changes nothing when refused', async () => {
    const created = await subscription(keys(30));
    expect(
      await refusal(() =>
        fixture.stripe.subscriptions.update(created.id, { metadata: keys(21, 'more') }),
      ),
    ).toEqual({ ...INVALID, param: 'metadata' });
    const unchanged = await fixture.stripe.subscriptions.retrieve(created.id);
    expect(Object.keys(unchanged.metadata)).toHaveLength(30);
    // Unsetting keys makes room: 30 - 10 + 30 = 50.
    const unset = Object.fromEntries(Object.keys(keys(10)).map((key) => [key, '']));
    const updated = await fixture.stripe.subscriptions.update(created.id, {
      metadata: { ...unset, ...keys(30, 'more') },
    });
    expect(Object.keys(updated.metadata)).toHaveLength(50);
  });

  it('answers Stripe error body: type invalid_request_error, param and a message', async () => {
    const response = await fetch(`${fixture.emulator.url}/v1/subscriptions`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_fastwell',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        customer: await customer(),
        'items[0][price]': PRICE,
        'metadata[note]': 'x'.repeat(501),
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        param: 'metadata',
        message: expect.stringContaining('500 characters'),
      },
    });
  });
});
