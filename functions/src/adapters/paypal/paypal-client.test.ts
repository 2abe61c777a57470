import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPayPalEmulator, type PayPalEmulator } from '@fastwell/emulators/paypal';
import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { PayPalClient } from './paypal-client';

let emulator: PayPalEmulator;
let client: PayPalClient;
const policy = { attempts: 3, timeoutMs: 300, baseDelayMs: 5 };

const admin = async (method: 'POST' | 'DELETE', path: string, body?: unknown) => {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
};
const faults = (rules: unknown[]) => admin('POST', '/_emulator/faults', { rules });

async function activeSubscription(uid: string): Promise<string> {
  const { clientId, clientSecret } = LOCAL_STACK.paypal;
  const token = await fetch(`${emulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
  const created = await fetch(`${emulator.url}/v1/billing/subscriptions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: uid }),
  }).then(async (response) => ((await response.json()) as { id: string }).id);
  await admin('POST', `/_emulator/subscriptions/${created}/approve`, {});
  return created;
}

beforeAll(async () => {
  emulator = await startPayPalEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await admin('DELETE', '/_emulator/faults');
  const { clientId, clientSecret } = LOCAL_STACK.paypal;
  client = new PayPalClient({ clientId, clientSecret, apiUrl: emulator.url }, fetch, policy);
});

describe('PayPalClient retries transient PayPal failures', () => {
  it.each(['api_error_500', 'unavailable_503', 'rate_limit_429', 'timeout'])(
    'two %s answers, then the subscription',
    async (error) => {
      const id = await activeSubscription('uid-retry');
      await faults([{ path: '/v1/billing/subscriptions', method: 'GET', error, times: 2 }]);
      await expect(client.getSubscription(id)).resolves.toMatchObject({ id, status: 'ACTIVE' });
    },
  );

  it('gives up after three tries with a 502 for the caller', async () => {
    const id = await activeSubscription('uid-down');
    await faults([{ path: '/v1/billing/subscriptions', method: 'GET', error: 'unavailable_503' }]);
    await expect(client.getSubscription(id)).rejects.toMatchObject({
      kind: 'provider-failed',
      code: 'payment-provider-error',
    });
    await faults([{ path: '/v1/billing/subscriptions', method: 'GET', error: 'timeout' }]);
    await expect(client.getSubscription(id)).rejects.toMatchObject({
      kind: 'provider-failed',
      message: 'PayPal did not answer',
    });
  });

  it('retries the token too', async () => {
    const id = await activeSubscription('uid-token');
    await faults([{ path: '/v1/oauth2/token', error: 'api_error_500', times: 2 }]);
    await expect(client.getSubscription(id)).resolves.toMatchObject({ id });
  });

  it('a POST whose answer was lost is sent again with the same PayPal-Request-Id: acted on once', async () => {
    const id = await activeSubscription('uid-cancel');
    await faults([
      {
        path: `/v1/billing/subscriptions/${id}/cancel`,
        error: 'api_error_500',
        afterRate: 1,
        times: 1,
      },
    ]);
    await expect(client.subscriptionAction(id, 'cancel', 'reliability')).resolves.toBeUndefined();
    await expect(client.getSubscription(id)).resolves.toMatchObject({ status: 'CANCELLED' });
    const events = (await fetch(`${emulator.url}/_emulator/events`).then((r) => r.json())) as {
      events: { event: { event_type: string; resource: { id?: string } } }[];
    };
    const cancelled = events.events.filter(
      ({ event }) =>
        event.event_type === 'BILLING.SUBSCRIPTION.CANCELLED' && event.resource.id === id,
    );
    expect(cancelled).toHaveLength(1);
  });

  it('does not retry an answer that will not change (404)', async () => {
    await faults([]);
    await expect(client.getSubscription('I-UNKNOWN000000')).resolves.toBeNull();
  });
});
