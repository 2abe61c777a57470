import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '../index.js';
import { admin } from '../testing/admin-client.js';
import { cardParams, clientPost, expandedInvoice } from '../testing/emulator-fixture.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

const SECRET = 'whsec_events_test';
let emulator: StripeEmulator;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  emulator = await startStripeEmulator({
    port: 0,
    webhooks: [{ url: receiver.url, secret: SECRET }],
    webhookDelivery: { baseDelayMs: 5 },
  });
  const { port } = new URL(emulator.url);
  stripe = new Stripe('sk_test_emulator', {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
beforeEach(async () => {
  await admin(emulator.url, 'POST', '/_emulator/reset');
  receiver.received.length = 0;
});

async function trigger(type: string, id: string): Promise<Stripe.Event> {
  const { body } = await admin<Stripe.Event>(emulator.url, 'POST', '/_emulator/events', {
    type,
    id,
  });
  return body;
}

describe('events caused by API calls (subscription checkout with card 4242)', () => {
  it('are delivered signed, carry the causing request and appear in /v1/events', async () => {
    const customer = await stripe.customers.create({ email: 'ann@example.com' });
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: 'price_v8_oneMonthV8_eur' }],
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: 'create-sub-ann' },
    );
    const secret = expandedInvoice(subscription).confirmation_secret?.client_secret ?? '';
    const confirmed = await clientPost(
      emulator.url,
      `/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`,
      { client_secret: secret, ...cardParams('4242424242424242') },
    );
    expect(confirmed.status).toBe(200);
    await emulator.webhooksSettled();

    const types = receiver.received.map((webhook) => webhook.type);
    for (const type of [
      'customer.subscription.created',
      'invoice.paid',
      'payment_intent.succeeded',
      'customer.subscription.updated',
    ])
      expect(types).toContain(type);
    for (const webhook of receiver.received)
      stripe.webhooks.constructEvent(
        webhook.rawBody,
        String(webhook.headers['stripe-signature']),
        SECRET,
      );

    const created = await stripe.events.list({ type: 'customer.subscription.created' });
    expect(created.data).toHaveLength(1);
    expect(created.data[0]).toMatchObject({
      request: { id: subscription.lastResponse.requestId, idempotency_key: 'create-sub-ann' },
      data: { object: { id: subscription.id, status: 'incomplete' } },
    });
    const updated = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(updated.data[0]?.data).toMatchObject({
      object: { id: subscription.id, status: 'active' },
      previous_attributes: { status: 'incomplete' },
    });
  });
});

describe('GET /v1/events through the SDK', () => {
  it('lists newest first with type, wildcard, types[] and created filters, and paginates', async () => {
    const customer = await stripe.customers.create({ email: 'bob@example.com' });
    const first = await trigger('customer.created', customer.id);
    const second = await trigger('customer.updated', customer.id);
    const third = await trigger('customer.deleted', customer.id);

    const ids = (list: Stripe.ApiList<Stripe.Event>) => list.data.map((event) => event.id);
    const all = await stripe.events.list();
    expect(ids(all)).toEqual([third.id, second.id, first.id]);
    expect(ids(await stripe.events.list({ type: 'customer.updated' }))).toEqual([second.id]);
    expect((await stripe.events.list({ type: 'customer.*' })).data).toHaveLength(3);
    const some = await stripe.events.list({ types: ['customer.created', 'customer.deleted'] });
    expect(ids(some)).toEqual([third.id, first.id]);
    expect((await stripe.events.list({ created: { gte: first.created } })).data).toHaveLength(3);
    expect((await stripe.events.list({ created: { lt: first.created } })).data).toEqual([]);

    const page = await stripe.events.list({ limit: 2 });
    expect(page.has_more).toBe(true);
    const next = await stripe.events.list({ limit: 2, starting_after: page.data[1]?.id });
    expect(ids(next)).toEqual([first.id]);
    const walked: string[] = [];
    for await (const event of stripe.events.list({ limit: 1 })) walked.push(event.id);
    expect(walked).toEqual([third.id, second.id, first.id]);
  });

  it('retrieves one event and answers resource_missing for an unknown id', async () => {
    const customer = await stripe.customers.create({ email: 'cy@example.com' });
    const event = await trigger('customer.created', customer.id);
    await expect(stripe.events.retrieve(event.id)).resolves.toMatchObject({
      id: event.id,
      type: 'customer.created',
      api_version: Stripe.API_VERSION,
      data: { object: { id: customer.id, object: 'customer' } },
    });
    await expect(stripe.events.retrieve('evt_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('requires a secret key', async () => {
    const response = await fetch(`${emulator.url}/v1/events?key=pk_test_emulator`);
    expect(response.status).toBe(401);
  });
});
