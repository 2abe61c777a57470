import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutSubscription,
  expandedInvoice,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

function secretOf(
  subscription: Awaited<ReturnType<typeof createCheckoutSubscription>>['subscription'],
): string {
  const secret = expandedInvoice(subscription).confirmation_secret?.client_secret;
  if (!secret) throw new Error('no confirmation secret');
  return secret;
}

const piIdOf = (secret: string) => secret.split('_secret_')[0] ?? '';

describe('subscriptions through the stripe SDK', () => {
  it('creates an incomplete subscription whose first invoice carries a payment confirmation secret', async () => {
    const { customer, subscription } = await createCheckoutSubscription(fixture.stripe);
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'incomplete',
      customer: customer.id,
      pending_setup_intent: null,
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.items.data[0]).toMatchObject({
      object: 'subscription_item',
      price: { id: 'price_v8_oneMonthV8_eur' },
    });
    expect(subscription.items.data[0]?.current_period_end).toBeGreaterThan(
      subscription.created + 27 * 86400,
    );
    const invoice = expandedInvoice(subscription);
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'open',
      amount_due: 2999,
      currency: 'eur',
    });
    expect(invoice.confirmation_secret).toMatchObject({
      type: 'payment_intent',
      client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
    });
    const paymentIntent = await fixture.stripe.paymentIntents.retrieve(
      piIdOf(secretOf(subscription)),
    );
    expect(paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      amount: 2999,
      currency: 'eur',
      customer: customer.id,
    });
  });

  it('applies a coupon to the first payment', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe, { coupon: 'pct_50' });
    expect(expandedInvoice(subscription)).toMatchObject({
      subtotal: 2999,
      total: 1499,
      amount_due: 1499,
      total_discount_amounts: [{ amount: 1500 }],
    });
    expect(subscription.discounts).toHaveLength(1);
  });

  it('lists subscriptions by customer and rejects an unknown price', async () => {
    const { customer, subscription } = await createCheckoutSubscription(fixture.stripe);
    const listed = await fixture.stripe.subscriptions.list({
      customer: customer.id,
      status: 'all',
    });
    expect(listed.data.map((entry) => entry.id)).toEqual([subscription.id]);
    await expect(
      fixture.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: 'price_missing' }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'items[0][price]',
    });
  });

  it('honours Idempotency-Key: same body replays, a different body is an idempotency_error', async () => {
    const customer = await fixture.stripe.customers.create({ email: 'idem@example.com' });
    const params = {
      customer: customer.id,
      items: [{ price: 'price_v13_oneMonthV13_usd' }],
      payment_behavior: 'default_incomplete' as const,
    };
    const first = await fixture.stripe.subscriptions.create(params, { idempotencyKey: 'key-1' });
    const second = await fixture.stripe.subscriptions.create(params, { idempotencyKey: 'key-1' });
    expect(second.id).toBe(first.id);
    expect((await fixture.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(
      1,
    );
    await expect(
      fixture.stripe.subscriptions.create(
        { ...params, items: [{ price: 'price_v13_threeMonthsV13_usd' }] },
        { idempotencyKey: 'key-1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });
});
