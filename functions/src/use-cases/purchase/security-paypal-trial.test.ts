import { describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { useWebhookApp } from '../../testing/webhook-app';
import { endpoints, pathOf } from '../../contract/endpoints';

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
  const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
    token: user.idToken,
    body: { priceId: ONE_MONTH, trialId: TRIAL },
  });
  expect(created.status).toBe(200);
  const id = String(created.body.subscriptionId);
  await emulator(`/_emulator/subscriptions/${id}/approve`, PAYER);
  return id;
}

const confirm = (user: TestUser, id: string) =>
  hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
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

const products = (user: TestUser) =>
  hooks.app.call('GET', `${pathOf(endpoints.getProducts, { groupId: 'v8' })}?currency=eur`, {
    token: user.idToken,
  });

describe('one trial per PayPal payer', () => {
  it('refuses a second trial of the same PayPal payer: cancelled at PayPal, the fee refunded, 409 trial-refunded', async () => {
    const first = await hooks.signedIn();
    const firstId = await trialApprovedBy(first);
    expect((await confirm(first, firstId)).status).toBe(200);

    const second = await hooks.signedIn();
    const secondId = await trialApprovedBy(second);
    const answer = await confirm(second, secondId);
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'trial-refunded' } } });
    await delivered();

    expect(await statusAtPayPal(secondId)).toBe('CANCELLED');
    const refunded = await salesOf(secondId);
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((sale) => sale.refund !== undefined)).toBe(true);
    // The first trial is untouched; the mark names it, with the payer's address.
    expect(await statusAtPayPal(firstId)).toBe('ACTIVE');
    expect((await salesOf(firstId)).every((sale) => sale.refund === undefined)).toBe(true);
    expect(await hooks.app.database.get(`trialUsage/paypalPayers/${PAYER.payer_id}`)).toMatchObject(
      {
        uid: first.uid,
        subscriptionId: firstId,
        payerEmail: PAYER.email_address.toLowerCase(),
      },
    );
    // No premium for the second account; its checkout screen offers no trial, and reading the
    // purchase back says why (the web shows the refund notice).
    expect((await hooks.record(second.uid)).subscription).toBeUndefined();
    expect((await products(second)).body.data).toMatchObject({ trialAvailable: false });
    const readBack = await hooks.app.call(
      'GET',
      pathOf(endpoints.getPaypalSubscriptionViaId, { id: secondId }),
      { token: second.idToken },
    );
    expect(readBack).toMatchObject({ status: 409, body: { error: { code: 'trial-refunded' } } });
  });

  it('keeps a first-time payer’s trial, seen again by confirm and every webhook', async () => {
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
      token: user.idToken,
      body: { priceId: ONE_MONTH, trialId: TRIAL },
    });
    const id = String(created.body.subscriptionId);
    await emulator(`/_emulator/subscriptions/${id}/approve`, { payer_id: 'PAYERFRESH001' });
    expect((await confirm(user, id)).status).toBe(200);
    await delivered();
    expect((await confirm(user, id)).status).toBe(200);
    expect(await statusAtPayPal(id)).toBe('ACTIVE');
    expect(await hooks.app.database.get(`paypalSubscriptions/${id}/subscriber`)).toMatchObject({
      payerId: 'PAYERFRESH001',
    });
  });
});
