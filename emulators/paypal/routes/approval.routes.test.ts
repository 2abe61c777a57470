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

const RETURN_URL = 'http://localhost:5173/paypal/return?step=payment';
const CANCEL_URL = 'http://localhost:5173/paypal/cancel';

async function pendingSubscription(extra: Record<string, unknown> = {}): Promise<string> {
  const { body } = await client.createSubscription(extra);
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

const status = async (id: string) =>
  (await client.call('GET', `/v1/billing/subscriptions/${id}`)).body.status;

describe('GET /checkoutnow', () => {
  it('serves an accessible approval page with the buyer e-mail, Approve and Cancel', async () => {
    const id = await pendingSubscription({ subscriber: { email_address: 'ann@example.com' } });
    const response = await fetch(`${emulator.url}/checkoutnow?token=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>PayPal test approval</h1>');
    expect(page).toContain('ann@example.com');
    expect(page).toMatch(/<button type="submit" class="approve">Approve<\/button>/);
    expect(page).toMatch(
      /<button type="submit" class="cancel" formaction="\/checkoutnow\/cancel">Cancel<\/button>/,
    );
    expect(page).toContain(`name="token" value="${id}"`);
  });

  it('answers 404 for an unknown token and 409 once the subscription was decided', async () => {
    expect((await fetch(`${emulator.url}/checkoutnow?token=I-UNKNOWN`)).status).toBe(404);
    const id = await pendingSubscription();
    await client.approve(id);
    const again = await fetch(`${emulator.url}/checkoutnow?token=${id}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('not awaiting approval (status ACTIVE)');
  });
});

describe('the decision', () => {
  it('Approve in a popup activates and answers a page that messages the opener', async () => {
    const id = await pendingSubscription({ plan_id: 'P-v13_trialV13_gbp' });
    const response = await decide('approve', id, '1');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(
      `{"source":"paypal-emulator","type":"approved","subscriptionID":"${id}"}`,
    );
    expect(page).toContain("window.opener.postMessage(message, '*')");
    expect(page).toContain('window.close()');
    const { body } = await client.call('GET', `/v1/billing/subscriptions/${id}`);
    expect(body).toMatchObject({
      status: 'ACTIVE',
      billing_info: { last_payment: { amount: { currency_code: 'GBP', value: '2.99' } } },
    });
  });

  it('Approve as a full page redirects to return_url with PayPal’s parameters', async () => {
    const id = await pendingSubscription({
      application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL },
    });
    const response = await decide('approve', id, '0');
    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/paypal/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: 'payment',
      subscription_id: id,
      ba_token: expect.stringMatching(/^BA-/),
      token: id,
    });
    expect(await status(id)).toBe('ACTIVE');
  });

  it('Cancel keeps APPROVAL_PENDING: cancelled message in a popup, cancel_url as a page', async () => {
    const id = await pendingSubscription({
      application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL },
    });
    const popup = await decide('cancel', id, '1');
    expect(await popup.text()).toContain(`"type":"cancelled","subscriptionID":"${id}"`);
    const page = await decide('cancel', id, '0');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toContain(`${CANCEL_URL}?subscription_id=${id}`);
    expect(await status(id)).toBe('APPROVAL_PENDING');
  });

  it('refuses a second decision with 409', async () => {
    const id = await pendingSubscription();
    await decide('approve', id, '1');
    expect((await decide('approve', id, '1')).status).toBe(409);
  });
});
