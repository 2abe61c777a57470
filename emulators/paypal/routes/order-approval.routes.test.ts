import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { OrderResource } from '../order-types.js';
import type { WebhookEvent } from '../paypal-types.js';
import {
  startFixture,
  startWebhookReceiver,
  WEBHOOK_ID,
  type PayPalTestClient,
} from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ emulator, client } = await startFixture({ webhooks: [{ url: receiver.url }] }));
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});

const RETURN_URL = 'http://localhost:5173/ebook?step=ebook';
const CANCEL_URL = 'http://localhost:5173/ebook/cancelled';

async function order(context = true): Promise<string> {
  const { body } = await client.createOrder(
    context ? { application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } } : {},
  );
  return String(body.id);
}

function decide(decision: 'approve' | 'cancel', token: string, popup: '0' | '1') {
  return fetch(`${emulator.url}/checkoutnow/${decision}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, popup }).toString(),
    redirect: 'manual',
  });
}

const shown = async (id: string) =>
  (await client.call<OrderResource>('GET', `/v2/checkout/orders/${id}`)).body;

describe('the buyer window for an order (GET /checkoutnow?token=<order id>)', () => {
  it('shows what is bought and the total, with Approve and Cancel', async () => {
    const id = await order();
    const response = await fetch(`${emulator.url}/checkoutnow?token=${id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<dt>Fastwell e-book</dt><dd>EUR 9.99</dd>');
    expect(page).toContain(`name="token" value="${id}"`);
    expect(page).toMatch(/class="approve">Approve<\/button>/);
  });

  it('Approve in a popup: APPROVED, and the page messages the opener with the orderID', async () => {
    const id = await order(false);
    const response = await decide('approve', id, '1');
    expect(await response.text()).toContain(
      `{"source":"paypal-emulator","type":"approved","orderID":"${id}"}`,
    );
    expect((await shown(id)).status).toBe('APPROVED');
    expect((await fetch(`${emulator.url}/checkoutnow?token=${id}`)).status).toBe(409);
  });

  it('Approve as a full page redirects to return_url with token and PayerID', async () => {
    const id = await order();
    const response = await decide('approve', id, '0');
    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/ebook');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: 'ebook',
      token: id,
      PayerID: (await shown(id)).payer?.payer_id,
    });
  });

  it('Cancel keeps it CREATED: a cancelled message, or cancel_url with the token', async () => {
    const id = await order();
    expect(await (await decide('cancel', id, '1')).text()).toContain(
      `"type":"cancelled","orderID":"${id}"`,
    );
    const page = await decide('cancel', id, '0');
    expect(page.headers.get('location')).toBe(`${CANCEL_URL}?token=${id}`);
    expect((await shown(id)).status).toBe('CREATED');
  });

  it('posts CHECKOUT.ORDER.APPROVED signed like every event (verification SUCCESS)', async () => {
    const id = await order(false);
    await decide('approve', id, '1');
    await vi.waitFor(() =>
      expect(receiver.received.some((webhook) => webhook.body.includes(`"id":"${id}"`))).toBe(true),
    );
    const webhook = receiver.received.find((found) => found.body.includes(`"id":"${id}"`));
    if (!webhook) throw new Error('no webhook');
    const event = JSON.parse(webhook.body) as WebhookEvent;
    expect(event.event_type).toBe('CHECKOUT.ORDER.APPROVED');
    const header = (name: string) => String(webhook.headers[name]);
    const verified = await client.call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: WEBHOOK_ID,
      webhook_event: event,
    });
    expect(verified.body.verification_status).toBe('SUCCESS');
  });
});
