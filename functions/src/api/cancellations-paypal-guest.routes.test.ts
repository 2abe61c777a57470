import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../testing/auth-emulator.client';
import { CapturingMailer } from '../testing/capturing-mailer';
import { useWebhookApp } from '../testing/webhook-app';

/**
 * Issue 32 point 5 (§312k BGB): a guest who paid with PayPal has an anonymous account (no
 * e-mail of ours); the only address they know is their PayPal one. The cancellation without
 * login must find their contract by it, or by the subscription id PayPal's receipt shows.
 */
const mailer = new CapturingMailer();
const hooks = useWebhookApp({ mailer });

const emulator = async (path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(`${hooks.paypalEmulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
};

async function delivered(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { events } = (await emulator('/_emulator/events')) as {
        events: { deliveries: { state: string }[] }[];
      };
      const states = events.flatMap((sent) => sent.deliveries.map((d) => d.state));
      expect(states.every((state) => state === 'delivered')).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
}

interface Guest {
  user: TestUser;
  id: string;
  /** The address the buyer has at PayPal, as PayPal reports it. */
  paypalEmail: string;
}

/** An anonymous visitor buys a month with PayPal, approving with their PayPal account. */
async function guestPayPalBuyer(): Promise<Guest> {
  const user = await hooks.signedIn();
  const created = await hooks.app.call('POST', '/api/payment/createPaypalSubscription', {
    token: user.idToken,
    body: { priceId: 'price_v8_oneMonthV8_eur' },
  });
  expect(created.status).toBe(200);
  const id = String(created.body.subscriptionId);
  const tag = randomUUID().slice(0, 8);
  const paypalEmail = `Guest.${tag}@Example.com`;
  await emulator(`/_emulator/subscriptions/${id}/approve`, {
    email_address: paypalEmail,
    payer_id: `GUEST${tag.toUpperCase()}`.slice(0, 13),
  });
  const confirmed = await hooks.app.call('POST', '/api/payment/confirmPaypalSubscription', {
    token: user.idToken,
    body: { subscriptionId: id },
  });
  expect(confirmed.status).toBe(200);
  await delivered();
  return { user, id, paypalEmail };
}

const cancel = (email: string, reference?: string) =>
  hooks.app.call('POST', '/api/cancellations', {
    body: {
      name: 'Guest Buyer',
      email,
      kind: 'ordinary',
      language: 'en',
      ...(reference ? { reference } : {}),
    },
  });

async function statusAtPayPal(id: string): Promise<string> {
  const response = await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`);
  return ((await response.json()) as { status: string }).status;
}

const contractsOf = async (answer: { body: Record<string, unknown> }) => {
  const { id } = answer.body.cancellation as { id: string };
  return (await hooks.app.database.get(`cancellations/${id}/contracts`)) ?? {};
};

describe('§312k: a guest PayPal buyer cancels without login', () => {
  it('ATTACK (succeeds today): the PayPal e-mail, or the subscription id as reference, cancels nothing', async () => {
    const guest = await guestPayPalBuyer();
    const byEmail = await cancel(guest.paypalEmail.toLowerCase());
    expect(byEmail.status).toBe(201);
    expect(await contractsOf(byEmail)).toEqual({});
    const byReference = await cancel(guest.paypalEmail, guest.id);
    expect(await contractsOf(byReference)).toEqual({});
    expect(await statusAtPayPal(guest.id)).toBe('ACTIVE');
  });
});
