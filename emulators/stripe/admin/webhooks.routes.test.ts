import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../events/delivery-log.js';
import type { WebhookEndpoint } from '../events/webhook-endpoints.js';
import { startStripeEmulator, type StripeEmulator } from '../index.js';
import { admin } from '../testing/admin-client.js';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../testing/webhook-receiver.js';

const OPTIONS_SECRET = 'whsec_from_options';
const RUNTIME_SECRET = 'whsec_from_admin_api';
const stripe = new Stripe('sk_test_unused');
let emulator: StripeEmulator;
let fromOptions: WebhookReceiver;
let runtime: WebhookReceiver;
let customerId: string;

beforeAll(async () => {
  fromOptions = await startWebhookReceiver();
  runtime = await startWebhookReceiver();
  emulator = await startStripeEmulator({
    port: 0,
    webhooks: [{ url: fromOptions.url, secret: OPTIONS_SECRET }],
    webhookDelivery: { baseDelayMs: 5, chaosWindowMs: 40 },
  });
});
afterAll(async () => {
  await emulator.close();
  await Promise.all([fromOptions.close(), runtime.close()]);
});
beforeEach(async () => {
  await admin(emulator.url, 'POST', '/_emulator/reset');
  fromOptions.received.length = 0;
  runtime.received.length = 0;
  fromOptions.respondWith(() => 200);
  const created = await fetch(`${emulator.url}/v1/customers`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_emulator' },
    body: new URLSearchParams({ email: 'ann@example.com' }),
  });
  customerId = ((await created.json()) as { id: string }).id;
});

const trigger = (type: string) =>
  admin<Stripe.Event>(emulator.url, 'POST', '/_emulator/events', { type, id: customerId });
/** What the product's webhook handler does with the raw body and the Stripe-Signature header. */
const verify = (webhook: ReceivedWebhook | undefined, secret: string) =>
  stripe.webhooks.constructEvent(
    webhook?.rawBody ?? '',
    String(webhook?.headers['stripe-signature']),
    secret,
  );

describe('/_emulator/webhooks', () => {
  it('adds, lists and removes endpoints at runtime; each is signed with its own secret', async () => {
    const added = await admin<WebhookEndpoint>(emulator.url, 'POST', '/_emulator/webhooks', {
      url: runtime.url,
      secret: RUNTIME_SECRET,
    });
    expect(added).toMatchObject({
      status: 200,
      body: { id: expect.stringMatching(/^we_/), url: runtime.url, source: 'runtime' },
    });
    const listed = await admin<{ endpoints: WebhookEndpoint[] }>(
      emulator.url,
      'GET',
      '/_emulator/webhooks',
    );
    expect(listed.body.endpoints.map((endpoint) => endpoint.source)).toEqual([
      'options',
      'runtime',
    ]);

    const { body: event } = await trigger('customer.created');
    const [atRuntime] = await runtime.waitFor(1);
    const [atOptions] = await fromOptions.waitFor(1);
    expect(verify(atRuntime, RUNTIME_SECRET).id).toBe(event.id);
    expect(verify(atOptions, OPTIONS_SECRET).id).toBe(event.id);
    expect(() => verify(atRuntime, OPTIONS_SECRET)).toThrow(
      /No signatures found matching the expected signature/,
    );

    const removed = await admin(emulator.url, 'DELETE', `/_emulator/webhooks/${added.body.id}`);
    expect(removed.body).toEqual({ id: added.body.id, deleted: true });
    await trigger('customer.updated');
    await fromOptions.waitFor(2);
    await emulator.webhooksSettled();
    expect(runtime.received).toHaveLength(1);
  });

  it('rejects an endpoint without a valid url or secret', async () => {
    const bad = await admin(emulator.url, 'POST', '/_emulator/webhooks', { url: 'not a url' });
    expect(bad).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error' } } });
  });

  it('DELETE removes the runtime endpoints, reset restores the start options', async () => {
    await admin(emulator.url, 'POST', '/_emulator/webhooks', {
      url: runtime.url,
      secret: RUNTIME_SECRET,
    });
    const cleared = await admin<{ endpoints: WebhookEndpoint[] }>(
      emulator.url,
      'DELETE',
      '/_emulator/webhooks',
    );
    expect(cleared.body.endpoints.map((endpoint) => endpoint.url)).toEqual([fromOptions.url]);
    await admin(emulator.url, 'DELETE', '/_emulator/webhooks/we_options_1');
    await admin(emulator.url, 'POST', '/_emulator/reset');
    const after = await admin<{ endpoints: WebhookEndpoint[] }>(
      emulator.url,
      'GET',
      '/_emulator/webhooks',
    );
    expect(after.body.endpoints).toEqual([
      { id: 'we_options_1', url: fromOptions.url, secret: OPTIONS_SECRET, source: 'options' },
    ]);
  });

  it('retries a failing endpoint until it answers 2xx; GET /_emulator/deliveries shows each attempt', async () => {
    fromOptions.respondWith((n) => (n < 3 ? 500 : 204));
    const { body: event } = await trigger('customer.created');
    await fromOptions.waitFor(3);
    await emulator.webhooksSettled();
    const { body } = await admin<{ data: DeliveryAttempt[] }>(
      emulator.url,
      'GET',
      `/_emulator/deliveries?event=${event.id}`,
    );
    expect(
      body.data.map(({ attempt, status, succeeded }) => ({ attempt, status, succeeded })),
    ).toEqual([
      { attempt: 1, status: 500, succeeded: false },
      { attempt: 2, status: 500, succeeded: false },
      { attempt: 3, status: 204, succeeded: true },
    ]);
    expect(body.data[0]).toMatchObject({
      event_id: event.id,
      event_type: 'customer.created',
      url: fromOptions.url,
      error: null,
      attempted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('/_emulator/webhooks/chaos', () => {
  it('duplicates: the same event id arrives twice', async () => {
    const chaos = await admin(emulator.url, 'POST', '/_emulator/webhooks/chaos', {
      duplicates: true,
    });
    expect(chaos.body).toEqual({ duplicates: true, outOfOrder: false });
    const { body: event } = await trigger('customer.created');
    const webhooks = await fromOptions.waitFor(2);
    expect(webhooks.map((webhook) => webhook.id)).toEqual([event.id, event.id]);
  });

  it('outOfOrder: events of a short window arrive newest first; reset turns chaos off', async () => {
    await admin(emulator.url, 'POST', '/_emulator/webhooks/chaos', { outOfOrder: true });
    await trigger('customer.created');
    await trigger('customer.updated');
    await trigger('customer.deleted');
    const webhooks = await fromOptions.waitFor(3);
    expect(webhooks.map((webhook) => webhook.type)).toEqual([
      'customer.deleted',
      'customer.updated',
      'customer.created',
    ]);
    await admin(emulator.url, 'POST', '/_emulator/reset');
    const after = await admin(emulator.url, 'GET', '/_emulator/webhooks/chaos');
    expect(after.body).toEqual({ duplicates: false, outOfOrder: false });
  });
});
