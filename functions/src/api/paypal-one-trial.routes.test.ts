import { describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../testing/auth-emulator.client';
import { useWebhookApp } from '../testing/webhook-app';

/**
 * Issue 32 point 6: one trial per PayPal payer. Two fresh anonymous accounts approving trial
 * subscriptions with the same PayPal account (one payer_id) both got the trial.
 */
const hooks = useWebhookApp();
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';
const PAYER = { payer_id: 'PAYERTRIAL001', email_address: 'Trial.Payer@Example.com' };

interface Sale {
  id: string;
  billing_agreement_id?: string;
  refund?: unknown;
}

const emulator = async (path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(`${hooks.paypalEmulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
};

/** Waits until PayPal has delivered everything it sent (each answered 2xx). */
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

/** The PayPal button with a trial package, approved by the PayPal account PAYER. */
async function trialApprovedBy(user: TestUser): Promise<string> {
  const created = await hooks.app.call('POST', '/api/payment/createPaypalSubscription', {
    token: user.idToken,
    body: { priceId: ONE_MONTH, trialId: TRIAL },
  });
  expect(created.status).toBe(200);
  const id = String(created.body.subscriptionId);
  await emulator(`/_emulator/subscriptions/${id}/approve`, PAYER);
  return id;
}

const confirm = (user: TestUser, id: string) =>
  hooks.app.call('POST', '/api/payment/confirmPaypalSubscription', {
    token: user.idToken,
    body: { subscriptionId: id },
  });

async function statusAtPayPal(id: string): Promise<string> {
  const response = await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`);
  return ((await response.json()) as { status: string }).status;
}

async function salesOf(id: string): Promise<Sale[]> {
  const { sales } = (await emulator('/_emulator/sales')) as { sales: Sale[] };
  return sales.filter((sale) => sale.billing_agreement_id === id);
}

describe('one trial per PayPal payer', () => {
  it('ATTACK (succeeds today): a second fresh account gets a second trial with the same PayPal account', async () => {
    const first = await hooks.signedIn();
    const firstId = await trialApprovedBy(first);
    expect((await confirm(first, firstId)).status).toBe(200);

    const second = await hooks.signedIn();
    const secondId = await trialApprovedBy(second);
    const answer = await confirm(second, secondId);
    await delivered();

    expect(answer.status).toBe(200);
    expect(await statusAtPayPal(secondId)).toBe('ACTIVE');
    expect((await salesOf(secondId)).every((sale) => sale.refund === undefined)).toBe(true);
  });
});
