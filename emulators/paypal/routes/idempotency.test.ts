import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

async function subscriptionCount(): Promise<number> {
  const response = await fetch(`${emulator.url}/_emulator/subscriptions`);
  return ((await response.json()) as { subscriptions: unknown[] }).subscriptions.length;
}

describe('PayPal-Request-Id', () => {
  it('answers a repeated create with the first answer and creates once', async () => {
    emulator.reset();
    const headers = { 'PayPal-Request-Id': 'req-create-1' };
    const first = await client.createSubscription({ custom_id: 'uid-1' }, headers);
    const second = await client.createSubscription({ custom_id: 'uid-1' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await subscriptionCount()).toBe(1);
  });

  it('refuses the same id with another body: 422 PAYPAL_REQUEST_ID_PREVIOUSLY_USED', async () => {
    const headers = { 'PayPal-Request-Id': 'req-create-2' };
    await client.createSubscription({ custom_id: 'uid-2' }, headers);
    const other = await client.createSubscription({ custom_id: 'uid-3' }, headers);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED' }],
    });
  });

  it('replays a 204 action instead of refusing the now-invalid transition', async () => {
    const { body } = await client.createSubscription();
    const id = String(body.id);
    await client.approve(id);
    const headers = { 'PayPal-Request-Id': `req-cancel-${id}` };
    const path = `/v1/billing/subscriptions/${id}/cancel`;
    expect((await client.call('POST', path, { reason: 'x' }, headers)).status).toBe(204);
    expect((await client.call('POST', path, { reason: 'x' }, headers)).status).toBe(204);
    expect((await client.call('POST', path, { reason: 'x' })).status).toBe(422);
  });

  it('does not remember failed requests', async () => {
    const headers = { 'PayPal-Request-Id': 'req-create-bad' };
    expect((await client.createSubscription({ plan_id: 'P-nope' }, headers)).status).toBe(422);
    expect((await client.createSubscription({ plan_id: 'P-nope' }, headers)).status).toBe(422);
  });
});
