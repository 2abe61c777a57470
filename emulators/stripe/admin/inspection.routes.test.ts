import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../events/delivery-log.js';
import type { WebhookEndpoint } from '../events/webhook-endpoints.js';
import { admin } from '../testing/admin-client.js';
import {
  createCheckoutSubscription,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

interface ObjectList {
  object: 'list';
  data: { id: string; object: string }[];
}

let fixture: EmulatorFixture;
let receiver: WebhookReceiver;
const get = <T = Record<string, unknown>>(path: string) =>
  admin<T>(fixture.emulator.url, 'GET', path);

beforeAll(async () => {
  fixture = await startFixture();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await fixture.emulator.close();
  await receiver.close();
});
beforeEach(async () => {
  await admin(fixture.emulator.url, 'POST', '/_emulator/reset');
});

describe('/_emulator/objects', () => {
  it('lists the raw stored objects of one type, or of all types', async () => {
    const prices = await get<ObjectList>('/_emulator/objects?type=price');
    expect(prices.body.data.length).toBeGreaterThan(0);
    expect(new Set(prices.body.data.map((price) => price.object))).toEqual(new Set(['price']));
    const { customer, subscription } = await createCheckoutSubscription(fixture.stripe);
    const customers = await get<ObjectList>('/_emulator/objects?type=customer');
    expect(customers.body.data.map((item) => item.id)).toEqual([customer.id]);
    const subscriptions = await get<ObjectList>('/_emulator/objects?type=subscription');
    expect(subscriptions.body.data.map((item) => item.id)).toEqual([subscription.id]);
    const everything = await get<ObjectList>('/_emulator/objects');
    const types = new Set(everything.body.data.map((item) => item.object));
    for (const type of [
      'price',
      'product',
      'customer',
      'subscription',
      'invoice',
      'payment_intent',
    ])
      expect(types).toContain(type);
  });

  it('answers 400 naming the known types for an unknown type', async () => {
    const { status, body } = await get<{ error: { message: string } }>(
      '/_emulator/objects?type=unicorn',
    );
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/Known types: .*subscription/);
  });

  it('returns one stored object by id, unexpanded, or 404', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    const { status, body } = await get<Stripe.Subscription>(
      `/_emulator/objects/${subscription.id}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: subscription.id,
      object: 'subscription',
      status: 'incomplete',
    });
    expect(typeof body.latest_invoice).toBe('string');
    expect((await get('/_emulator/objects/sub_missing')).status).toBe(404);
  });
});

describe('/_emulator/events and /_emulator/deliveries', () => {
  it('lists every emitted event oldest first, and each delivery attempt', async () => {
    await admin(fixture.emulator.url, 'POST', '/_emulator/webhooks', {
      url: receiver.url,
      secret: 'whsec_x',
    });
    const { customer } = await createCheckoutSubscription(fixture.stripe);
    const triggered = await admin<Stripe.Event>(fixture.emulator.url, 'POST', '/_emulator/events', {
      type: 'customer.updated',
      id: customer.id,
      previous_attributes: { email: null },
    });
    expect(triggered.body).toMatchObject({ type: 'customer.updated', request: { id: null } });
    await fixture.emulator.webhooksSettled();
    const events = await get<{ data: Stripe.Event[] }>('/_emulator/events');
    expect(events.body.data.at(0)?.type).toBe('customer.subscription.created');
    expect(events.body.data.at(-1)?.id).toBe(triggered.body.id);
    const only = await get<{ data: Stripe.Event[] }>('/_emulator/events?type=customer.updated');
    expect(only.body.data.map((event) => event.id)).toEqual([triggered.body.id]);
    const deliveries = await get<{ data: DeliveryAttempt[] }>('/_emulator/deliveries');
    expect(deliveries.body.data).toHaveLength(events.body.data.length);
    expect(deliveries.body.data.at(-1)).toMatchObject({
      event_id: triggered.body.id,
      event_type: 'customer.updated',
      url: receiver.url,
      attempt: 1,
      status: 200,
      succeeded: true,
    });
  });

  it('refuses to emit for an unknown object or one events cannot carry', async () => {
    const url = fixture.emulator.url;
    const missing = await admin(url, 'POST', '/_emulator/events', {
      type: 'customer.created',
      id: 'cus_nope',
    });
    expect(missing.status).toBe(404);
    const price = await admin(url, 'POST', '/_emulator/events', {
      type: 'price.created',
      id: 'price_v8_oneMonthV8_eur',
    });
    expect(price.status).toBe(400);
  });
});

describe('POST /_emulator/reset', () => {
  it('clears events, deliveries, faults, chaos and runtime endpoints with the state', async () => {
    const url = fixture.emulator.url;
    await admin(url, 'POST', '/_emulator/webhooks', { url: receiver.url, secret: 'whsec_x' });
    await admin(url, 'POST', '/_emulator/webhooks/chaos', { duplicates: true, outOfOrder: true });
    await admin(url, 'POST', '/_emulator/faults', [
      { path: '/v1/invoices', error: 'api_error_500' },
    ]);
    await createCheckoutSubscription(fixture.stripe);
    await fixture.emulator.webhooksSettled();
    expect(
      (await get<{ data: unknown[] }>('/_emulator/deliveries')).body.data.length,
    ).toBeGreaterThan(0);

    expect((await admin(url, 'POST', '/_emulator/reset')).status).toBe(200);
    expect((await get<{ data: unknown[] }>('/_emulator/events')).body.data).toEqual([]);
    expect((await get<{ data: unknown[] }>('/_emulator/deliveries')).body.data).toEqual([]);
    expect((await get<{ rules: unknown[] }>('/_emulator/faults')).body.rules).toEqual([]);
    expect((await get('/_emulator/webhooks/chaos')).body).toEqual({
      duplicates: false,
      outOfOrder: false,
    });
    expect(
      (await get<{ endpoints: WebhookEndpoint[] }>('/_emulator/webhooks')).body.endpoints,
    ).toEqual([]);
    expect((await get<ObjectList>('/_emulator/objects?type=customer')).body.data).toEqual([]);
  });

  it('the programmatic reset() clears the same state', async () => {
    await admin(fixture.emulator.url, 'POST', '/_emulator/faults', [
      { path: '/v1/customers', times: 1 },
    ]);
    fixture.emulator.reset();
    await expect(fixture.stripe.customers.list()).resolves.toMatchObject({ object: 'list' });
  });
});
