import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { bindPayPalSubscription } from '../../testing/paypal-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import { endpoints } from '../../contract/endpoints';

/**
 * Issue 32 point 9: every request to POST /api/webhooks/paypal that got past the header check
 * cost one call to PayPal's verify API (POST /v1/notifications/verify-webhook-signature), so a
 * stranger could make us spend PayPal calls (and our function time) for free.
 */
const hooks = useWebhookApp();
const VERIFY_PATH = '/v1/notifications/verify-webhook-signature';

interface SentEvent {
  event: { id: string; event_type: string; resource: { id?: string } };
  deliveries: { state: string; headers: Record<string, string> }[];
}

const emulator = (path: string, init?: RequestInit) =>
  fetch(`${hooks.paypalEmulator.url}${path}`, init);

/** A fault rule that never fails counts the emulator's verify calls (`hits`). */
async function countVerifyCalls(): Promise<void> {
  await emulator('/_emulator/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: [{ path: VERIFY_PATH, errorRate: 0 }] }),
  });
}
async function verifyCalls(): Promise<number> {
  const { rules } = (await (await emulator('/_emulator/faults')).json()) as {
    rules: { hits: number }[];
  };
  return rules[0]?.hits ?? 0;
}

async function sentEvents(): Promise<SentEvent[]> {
  return ((await (await emulator('/_emulator/events')).json()) as { events: SentEvent[] }).events;
}

/** A real subscription approved at PayPal: its ACTIVATED delivery, once delivered to the app. */
async function genuineDelivery(): Promise<{ body: string; headers: Record<string, string> }> {
  const user = await hooks.signedIn();
  const created = await hooks.paypalCall('POST', '/v1/billing/subscriptions', {
    plan_id: 'P-v8_oneMonthV8_eur',
    custom_id: user.uid,
  });
  const { id } = (await created.json()) as { id: string };
  await bindPayPalSubscription(hooks.app.database, id, 'P-v8_oneMonthV8_eur', user.uid);
  await emulator(`/_emulator/subscriptions/${id}/approve`, { method: 'POST' });
  let found: SentEvent | undefined;
  await vi.waitFor(
    async () => {
      found = (await sentEvents()).find(
        (sent) =>
          sent.event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' &&
          sent.event.resource.id === id &&
          sent.deliveries.every((delivery) => delivery.state === 'delivered'),
      );
      expect(found).toBeDefined();
    },
    { timeout: 10_000, interval: 50 },
  );
  if (!found?.deliveries[0]) throw new Error('no ACTIVATED delivery');
  return { body: JSON.stringify(found.event), headers: found.deliveries[0].headers };
}

/** The headers a forger writes: every PAYPAL-* header present, plausible values. */
function forgedHeaders(time: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'paypal-transmission-id': randomUUID(),
    'paypal-transmission-time': time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'paypal-transmission-sig': Buffer.from(randomUUID()).toString('base64'),
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
    'paypal-auth-algo': 'SHA256withRSA',
  };
}

const forgedEvent = (type: string) =>
  JSON.stringify({
    id: `WH-${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
    event_type: type,
    resource: { id: 'I-FORGED0000001' },
  });

const post = (body: string, headers: Record<string, string>) =>
  hooks.app.call('POST', endpoints.paypalWebhook.path, { rawBody: body, headers });

describe('POST /api/webhooks/paypal: what a forged request costs', () => {
  it('refuses forgeries without asking PayPal; a verified transmission again is answered from memory', async () => {
    const genuine = await genuineDelivery();
    await countVerifyCalls();
    const DAY = 86_400_000;
    const stale = await post(
      forgedEvent('BILLING.SUBSCRIPTION.CANCELLED'),
      forgedHeaders(new Date(Date.now() - 30 * DAY)),
    );
    const ahead = await post(
      forgedEvent('BILLING.SUBSCRIPTION.CANCELLED'),
      forgedHeaders(new Date(Date.now() + DAY)),
    );
    const unhandled = await post(
      forgedEvent('CUSTOMER.DISPUTE.CREATED'),
      forgedHeaders(new Date()),
    );
    const otherBody = await post(forgedEvent('BILLING.SUBSCRIPTION.CANCELLED'), genuine.headers);
    const replay = await post(genuine.body, genuine.headers);
    const { 'paypal-cert-url': _omitted, ...withoutCert } = forgedHeaders(new Date());
    const missing = await post(forgedEvent('BILLING.SUBSCRIPTION.CANCELLED'), withoutCert);

    for (const refused of [stale, ahead, otherBody, missing]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'invalid-signature',
        message: expect.any(String),
      });
    }
    // Acknowledged (PayPal would otherwise retry it for 3 days), nothing recorded.
    expect(unhandled).toMatchObject({ status: 200, body: { received: true, ignored: true } });
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await verifyCalls()).toBe(0);
  });

  it('asks PayPal once for a fresh, well-formed forgery of a handled type, and refuses it', async () => {
    await countVerifyCalls();
    const forged = await post(
      forgedEvent('BILLING.SUBSCRIPTION.CANCELLED'),
      forgedHeaders(new Date()),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ code: 'invalid-signature' });
    // The one call that cannot be saved; the route's per-address limit bounds how many.
    expect(await verifyCalls()).toBe(1);
  });
});
