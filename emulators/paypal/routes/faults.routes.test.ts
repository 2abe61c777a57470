import { afterEach, describe, expect, it } from 'vitest';
import type { FaultRule } from '../../shared/faults/fault-rules.js';
import type { WebhookEvent } from '../paypal-types.js';
import { startFixture, startWebhookReceiver } from '../testing/paypal-fixture.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function setUp() {
  const receiver = await startWebhookReceiver();
  const { emulator, client } = await startFixture({
    webhooks: [{ url: receiver.url }],
    webhookRetryDelaysMs: [30, 60],
  });
  cleanups.push(
    () => emulator.close(),
    () => receiver.close(),
  );
  const admin = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return { receiver, emulator, client, admin };
}

describe('fault injection (/_emulator/faults)', () => {
  it('answers the injected errors in PayPal shapes and counts them; admin routes stay clean', async () => {
    const { client, admin } = await setUp();
    await client.accessToken();
    await admin('POST', '/_emulator/faults', {
      seed: 3,
      rules: [
        { path: '/v1/billing/subscriptions', method: 'POST', error: 'rate_limit_429', times: 1 },
        { path: '/v1/billing/subscriptions', method: 'POST', error: 'unavailable_503', times: 1 },
        { path: '/v1/billing/subscriptions', method: 'POST', times: 1 },
      ],
    });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await client.createSubscription());
    expect(answers.map(({ status }) => status)).toEqual([429, 503, 500, 201]);
    expect(answers.slice(0, 3).map(({ body }) => body.name)).toEqual([
      'RATE_LIMIT_REACHED',
      'SERVICE_UNAVAILABLE',
      'INTERNAL_SERVER_ERROR',
    ]);
    const listed = await admin<{ subscriptions: unknown[] }>('GET', '/_emulator/subscriptions');
    expect(listed.body.subscriptions).toHaveLength(1);
    const state = await admin<{ seed: number; rules: FaultRule[] }>('GET', '/_emulator/faults');
    expect(state.body.seed).toBe(3);
    expect(state.body.rules.map((rule) => rule.failuresByError)).toEqual([
      { rate_limit_429: 1 },
      { unavailable_503: 1 },
      { api_error_500: 1 },
    ]);
  });

  it('an after failure creates the subscription and loses the answer; PayPal-Request-Id replays it', async () => {
    const { client, admin } = await setUp();
    await client.accessToken();
    await admin('POST', '/_emulator/faults', [
      { path: '/v1/billing/subscriptions', error: 'api_error_500', afterRate: 1, times: 1 },
    ]);
    const headers = { 'PayPal-Request-Id': 'attempt-1' };
    const lost = await client.createSubscription({ custom_id: 'uid-lost' }, headers);
    expect(lost.status).toBe(500);
    const retried = await client.createSubscription({ custom_id: 'uid-lost' }, headers);
    expect(retried.status).toBe(201);
    const listed = await admin<{ subscriptions: { id: string }[] }>(
      'GET',
      '/_emulator/subscriptions',
    );
    expect(listed.body.subscriptions.map(({ id }) => id)).toEqual([retried.body.id]);
  });

  it('a timeout never answers', async () => {
    const { client, emulator, admin } = await setUp();
    const token = await client.accessToken();
    await admin('POST', '/_emulator/faults', [{ path: '/v1/billing/plans', error: 'timeout' }]);
    await expect(
      fetch(`${emulator.url}/v1/billing/plans`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect((await admin('GET', '/_emulator/health')).status).toBe(200);
    expect((await admin('DELETE', '/_emulator/faults')).body).toMatchObject({ rules: [] });
    expect((await client.call('GET', '/v1/billing/plans')).status).toBe(200);
  });
});

describe('webhook chaos (/_emulator/webhooks/chaos)', () => {
  it('duplicates: every event twice, both transmissions verify; reset turns it off', async () => {
    const { client, receiver, emulator, admin } = await setUp();
    expect((await admin('POST', '/_emulator/webhooks/chaos', { duplicates: true })).body).toEqual({
      duplicates: true,
      outOfOrder: false,
    });
    await client.createSubscription();
    await emulator.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first?.body).toBe(second?.body);
    expect(first?.headers['paypal-transmission-id']).not.toBe(
      second?.headers['paypal-transmission-id'],
    );
    for (const webhook of receiver.received) {
      const verified = await client.call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: webhook.headers['paypal-auth-algo'],
        cert_url: webhook.headers['paypal-cert-url'],
        transmission_id: webhook.headers['paypal-transmission-id'],
        transmission_sig: webhook.headers['paypal-transmission-sig'],
        transmission_time: webhook.headers['paypal-transmission-time'],
        webhook_id: 'WH-FASTWELL-LOCAL',
        webhook_event: JSON.parse(webhook.body) as unknown,
      });
      expect(verified.body.verification_status).toBe('SUCCESS');
    }
    await admin('POST', '/_emulator/reset');
    expect((await admin('GET', '/_emulator/webhooks/chaos')).body).toEqual({
      duplicates: false,
      outOfOrder: false,
    });
  });

  it('outOfOrder: the events of one window arrive newest first', async () => {
    const { client, receiver, emulator, admin } = await setUp();
    await admin('POST', '/_emulator/webhooks/chaos', { outOfOrder: true });
    const { body } = await client.createSubscription();
    await client.approve(String(body.id));
    await emulator.webhooksSettled();
    const types = receiver.received.map(
      (webhook) => (JSON.parse(webhook.body) as WebhookEvent).event_type,
    );
    expect(types).toEqual([
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CREATED',
    ]);
  });
});
