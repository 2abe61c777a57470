import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEvent } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import {
  startFixture,
  startWebhookReceiver,
  WEBHOOK_ID,
  type ReceivedWebhook,
} from '../testing/paypal-fixture.js';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function setUp(statuses: number[] = [], retryDelays = [30, 60]) {
  const receiver = await startWebhookReceiver(statuses);
  const { emulator, client } = await startFixture({
    webhooks: [{ url: receiver.url }],
    webhookRetryDelaysMs: retryDelays,
  });
  cleanups.push(
    () => emulator.close(),
    () => receiver.close(),
  );
  return { receiver, emulator, client };
}

const eventOf = (webhook: ReceivedWebhook) => JSON.parse(webhook.body) as WebhookEvent;
const header = (webhook: ReceivedWebhook, name: string) => String(webhook.headers[name]);

function verifyRequest(webhook: ReceivedWebhook, overrides: Record<string, unknown> = {}) {
  return {
    auth_algo: header(webhook, 'paypal-auth-algo'),
    cert_url: header(webhook, 'paypal-cert-url'),
    transmission_id: header(webhook, 'paypal-transmission-id'),
    transmission_sig: header(webhook, 'paypal-transmission-sig'),
    transmission_time: header(webhook, 'paypal-transmission-time'),
    webhook_id: WEBHOOK_ID,
    webhook_event: JSON.parse(webhook.body) as unknown,
    ...overrides,
  };
}

async function verify(client: PayPalTestClient, body: Record<string, unknown>) {
  const answer = await client.call('POST', '/v1/notifications/verify-webhook-signature', body);
  expect(answer.status).toBe(200);
  return answer.body.verification_status;
}

async function approvedSubscription(client: PayPalTestClient, receiver: Receiver) {
  const { body } = await client.createSubscription({ plan_id: 'P-v8_sixMonthsV8_usd' });
  await client.approve(String(body.id));
  await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
  return String(body.id);
}

describe('webhook delivery', () => {
  it('posts CREATED, ACTIVATED and PAYMENT.SALE.COMPLETED with PayPal transmission headers', async () => {
    const { receiver, client, emulator } = await setUp();
    const id = await approvedSubscription(client, receiver);
    const events = receiver.received.map(eventOf);
    expect(events.map((event) => event.event_type).sort()).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CREATED',
      'PAYMENT.SALE.COMPLETED',
    ]);
    const activated = events.find((event) => event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED');
    expect(activated).toMatchObject({
      id: expect.stringMatching(/^WH-/),
      event_version: '1.0',
      resource_type: 'subscription',
      resource_version: '2.0',
      summary: expect.any(String),
      create_time: expect.any(String),
      resource: {
        id,
        status: 'ACTIVE',
        custom_id: 'uid-ann',
        subscriber: { payer_id: expect.any(String) },
      },
    });
    const sale = events.find((event) => event.event_type === 'PAYMENT.SALE.COMPLETED');
    expect(sale).toMatchObject({
      resource_type: 'sale',
      resource: {
        billing_agreement_id: id,
        amount: { total: '89.99', currency: 'USD' },
        custom: 'uid-ann',
      },
    });
    const webhook = receiver.received[0] as ReceivedWebhook;
    expect(webhook.headers).toMatchObject({
      'content-type': 'application/json',
      'paypal-transmission-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'paypal-transmission-time': expect.any(String),
      'paypal-transmission-sig': expect.any(String),
      'paypal-cert-url': `${emulator.url}/v1/notifications/certs/CERT-FASTWELL-EMULATOR`,
      'paypal-auth-algo': 'SHA256withRSA',
    });
  });

  it('verifies genuine transmissions as SUCCESS and anything altered as FAILURE', async () => {
    const { receiver, client } = await setUp();
    await approvedSubscription(client, receiver);
    for (const webhook of receiver.received)
      expect(await verify(client, verifyRequest(webhook))).toBe('SUCCESS');
    const webhook = receiver.received[0] as ReceivedWebhook;
    const tampered = { ...eventOf(webhook), summary: 'Something else' };
    const altered = [
      { webhook_event: tampered },
      { webhook_id: 'WH-SOMEONE-ELSE' },
      { transmission_time: '2020-01-01T00:00:00Z' },
      { transmission_sig: 'Zm9yZ2Vk' },
      { cert_url: 'https://evil.example/cert' },
      { transmission_id: '00000000-0000-0000-0000-000000000000' },
    ];
    for (const change of altered)
      expect(await verify(client, verifyRequest(webhook, change))).toBe('FAILURE');
    const other = receiver.received[1] as ReceivedWebhook;
    expect(await verify(client, verifyRequest(webhook, { webhook_event: eventOf(other) }))).toBe(
      'FAILURE',
    );
  });

  it('retries non-2xx answers with backoff until delivered', async () => {
    const { receiver, client, emulator } = await setUp([500, 503]);
    await client.createSubscription();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
    const transmissions = new Set(
      receiver.received.map((webhook) => header(webhook, 'paypal-transmission-id')),
    );
    expect(transmissions.size).toBe(1);
    const { events } = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as {
      events: {
        event: WebhookEvent;
        deliveries: { state: string; attempts: { status: number }[] }[];
      }[];
    };
    expect(events).toHaveLength(1);
    expect(events[0]?.deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 500 }, { status: 503 }, { status: 200 }],
    });
    expect(await verify(client, verifyRequest(receiver.received[2] as ReceivedWebhook))).toBe(
      'SUCCESS',
    );
  });

  it('gives up after the last retry and records the delivery as failed', async () => {
    const { receiver, client, emulator } = await setUp([500, 500, 500, 500], [10, 10]);
    await client.createSubscription();
    await vi.waitFor(async () => {
      const { events } = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as {
        events: { deliveries: { state: string; attempts: unknown[] }[] }[];
      };
      expect(events[0]?.deliveries[0]).toMatchObject({ state: 'failed', attempts: [{}, {}, {}] });
    });
    expect(receiver.received).toHaveLength(3);
  });

  it('posts SUSPENDED and CANCELLED, also to endpoints added over the admin API', async () => {
    const { receiver, client, emulator } = await setUp();
    const second = await startWebhookReceiver();
    cleanups.push(() => second.close());
    const added = await fetch(`${emulator.url}/_emulator/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: second.url, id: 'WH-SECOND' }),
    });
    expect(added.status).toBe(201);
    const id = await approvedSubscription(client, receiver);
    await client.call('POST', `/v1/billing/subscriptions/${id}/suspend`, { reason: 'pause' });
    await vi.waitFor(() => expect(second.received).toHaveLength(4));
    await client.call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'bye' });
    await vi.waitFor(() => expect(second.received).toHaveLength(5));
    expect(second.received.map((webhook) => eventOf(webhook).event_type).slice(3)).toEqual([
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]);
    const last = second.received[4] as ReceivedWebhook;
    expect(await verify(client, verifyRequest(last, { webhook_id: 'WH-SECOND' }))).toBe('SUCCESS');
    expect(await verify(client, verifyRequest(last))).toBe('FAILURE');
  });

  it.each([
    ['wall', false],
    ['emulator', true],
  ] as const)(
    'stamps the transmission time with the %s clock after /_emulator/clock moved a week',
    async (transmissionClock, followsEmulator) => {
      const receiver = await startWebhookReceiver([]);
      const { emulator, client } = await startFixture({
        webhooks: [{ url: receiver.url }],
        webhookRetryDelaysMs: [30],
        transmissionClock,
      });
      cleanups.push(
        () => emulator.close(),
        () => receiver.close(),
      );
      const week = Date.now() + 7 * 24 * 3600 * 1000;
      const moved = await fetch(`${emulator.url}/_emulator/clock/advance`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: new Date(week).toISOString() }),
      });
      expect(moved.ok).toBe(true);
      await approvedSubscription(client, receiver);
      const [first] = receiver.received;
      if (!first) throw new Error('no webhook');
      const sentAt = Date.parse(header(first, 'paypal-transmission-time'));
      const expected = followsEmulator ? week : Date.now();
      expect(Math.abs(sentAt - expected)).toBeLessThan(60_000);
      // Signed with that time either way.
      expect(await verify(client, verifyRequest(first))).toBe('SUCCESS');
    },
  );
});
