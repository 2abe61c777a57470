import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { basicAuth, CLIENT_ID, startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('admin and inspection', () => {
  it('reports health on its URL', async () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await admin('GET', '/_emulator/health')).toEqual({
      status: 200,
      body: { ok: true, service: 'paypal' },
    });
  });

  it('approves without the page, with a chosen buyer, and lists subscriptions', async () => {
    const { body } = await client.createSubscription({ custom_id: 'uid-seed' });
    const id = String(body.id);
    const approved = await admin('POST', `/_emulator/subscriptions/${id}/approve`, {
      email_address: 'paypal-user@example.com',
      payer_id: 'PAYERSEED0001',
    });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        id,
        status: 'ACTIVE',
        subscriber: { email_address: 'paypal-user@example.com', payer_id: 'PAYERSEED0001' },
      },
    });
    const listed = await admin('GET', '/_emulator/subscriptions');
    expect(listed.body.subscriptions).toContainEqual(
      expect.objectContaining({ id, custom_id: 'uid-seed' }),
    );
    expect((await admin('POST', '/_emulator/subscriptions/I-UNKNOWN/approve', {})).status).toBe(
      404,
    );
  });

  it('bills the next cycle of an active subscription as PayPal does at next_billing_time', async () => {
    const { body } = await client.createSubscription({ custom_id: 'uid-renewal' });
    const id = String(body.id);
    await admin('POST', `/_emulator/subscriptions/${id}/approve`, {});
    const approved = await client.call('GET', `/v1/billing/subscriptions/${id}`);
    const firstNext = (approved.body.billing_info as { next_billing_time: string })
      .next_billing_time;

    const billed = await admin('POST', `/_emulator/subscriptions/${id}/bill`);
    expect(billed).toMatchObject({
      status: 200,
      body: { state: 'completed', billing_agreement_id: id, amount: { currency: 'EUR' } },
    });
    const renewed = (await client.call('GET', `/v1/billing/subscriptions/${id}`)).body;
    const month = new Date(firstNext);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(renewed.billing_info).toMatchObject({
      next_billing_time: month.toISOString().replace('.000Z', 'Z'),
      cycle_executions: [expect.objectContaining({ cycles_completed: 2 })],
      last_payment: { amount: { value: (billed.body.amount as { total: string }).total } },
    });
    const events = (await admin('GET', '/_emulator/events')).body.events as {
      event: { event_type: string; resource: { id?: string } };
    }[];
    expect(events.map(({ event }) => event)).toContainEqual(
      expect.objectContaining({
        event_type: 'PAYMENT.SALE.COMPLETED',
        resource: expect.objectContaining({ id: billed.body.id }),
      }),
    );

    await client.call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'done' });
    expect(await admin('POST', `/_emulator/subscriptions/${id}/bill`)).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] },
    });
  });

  it('lists emitted events and forgets everything on reset (tokens stay valid)', async () => {
    await client.createSubscription();
    const before = await admin('GET', '/_emulator/events');
    expect(before.body.events).toContainEqual(
      expect.objectContaining({
        event: expect.objectContaining({ event_type: 'BILLING.SUBSCRIPTION.CREATED' }),
        deliveries: [],
      }),
    );
    expect(await admin('POST', '/_emulator/reset')).toEqual({ status: 200, body: { ok: true } });
    expect((await admin('GET', '/_emulator/events')).body.events).toEqual([]);
    expect((await admin('GET', '/_emulator/subscriptions')).body.subscriptions).toEqual([]);
    expect((await client.call('GET', '/v1/billing/plans')).status).toBe(200);
  });

  it('registers webhook listeners with the configured webhook id by default', async () => {
    const added = await admin('POST', '/_emulator/webhooks', { url: 'http://127.0.0.1:9/hook' });
    expect(added).toEqual({
      status: 201,
      body: { url: 'http://127.0.0.1:9/hook', id: 'WH-FASTWELL-LOCAL' },
    });
    expect((await admin('GET', '/_emulator/webhooks')).body.webhooks).toEqual([added.body]);
    expect((await admin('POST', '/_emulator/webhooks', { url: 'nope' })).status).toBe(400);
  });
});

describe('HTTP surface', () => {
  it('answers unknown routes 404 and wrong methods 405 in PayPal’s error shape', async () => {
    const unknown = await admin('GET', '/v2/nothing-here');
    expect(unknown).toMatchObject({ status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
    const method = await admin('GET', '/v1/oauth2/token');
    expect(method).toMatchObject({ status: 405, body: { name: 'METHOD_NOT_SUPPORTED' } });
  });

  it('allows cross-origin calls from the web app (preflight and headers)', async () => {
    const preflight = await fetch(`${emulator.url}/v1/billing/subscriptions`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('PayPal-Request-Id');
  });

  it('gives the SDK a facilitator token for the client id that may create but not cancel', async () => {
    const response = await fetch(`${emulator.url}/sdk/token`, {
      method: 'POST',
      headers: { Authorization: basicAuth(CLIENT_ID, '') },
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${emulator.url}/v1/billing/subscriptions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ plan_id: 'P-v13_oneMonthV13_eur' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const cancel = await fetch(`${emulator.url}/v1/billing/subscriptions/${id}/cancel`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ reason: 'x' }),
    });
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toMatchObject({ name: 'NOT_AUTHORIZED' });
    const wrongClient = await fetch(`${emulator.url}/sdk/token`, {
      method: 'POST',
      headers: { Authorization: basicAuth('other-client', '') },
    });
    expect(wrongClient.status).toBe(401);
  });
});
