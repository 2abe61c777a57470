import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../adapters/logger/logger.port';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { StripePurchaseCustomers } from '../../adapters/stripe/stripe-purchase-customers.adapter';
import { StripeCustomersService } from '../shared/stripe-customers.service';
import { endpoints } from '../../contract/endpoints';

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
  const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
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
  const confirmed = await hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
    token: user.idToken,
    body: { subscriptionId: id },
  });
  expect(confirmed.status).toBe(200);
  await delivered();
  return { user, id, paypalEmail };
}

const cancel = (email: string, reference?: string) =>
  hooks.app.call('POST', endpoints.submitCancellation.path, {
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
  it('finds the contract by the PayPal e-mail (any case) and holds it at PayPal; the mail goes to that address with its undo link', async () => {
    const guest = await guestPayPalBuyer();
    const answer = await cancel(guest.paypalEmail.toUpperCase());
    expect(answer.status).toBe(201);
    expect(await contractsOf(answer)).toMatchObject({
      [guest.id]: { provider: 'paypal', uid: guest.user.uid, outcome: 'canceled' },
    });
    expect(await statusAtPayPal(guest.id)).toBe('SUSPENDED');
    const mail = mailer.toExceptContracts(guest.paypalEmail.toLowerCase())[0];
    expect(mail?.text).toContain('/cancel/restore?');
    // No raw address is a database key: the index is keyed by the address's hash.
    const index = (await hooks.app.database.get('paypalPayerEmails')) as Record<string, unknown>;
    expect(Object.keys(index).some((key) => key.includes('@'))).toBe(false);
  });

  it('finds it by the subscription id as reference when PayPal names the submitted address as its payer', async () => {
    const guest = await guestPayPalBuyer();
    // As a binding made before the index: nothing recorded of its payer.
    await hooks.app.database.remove('paypalPayerEmails');
    await hooks.app.database.remove(`paypalSubscriptions/${guest.id}/subscriber`);
    const stranger = await cancel(`someone-${randomUUID()}@example.com`, guest.id);
    expect(await contractsOf(stranger)).toEqual({});
    expect(await statusAtPayPal(guest.id)).toBe('ACTIVE');
    const owner = await cancel(guest.paypalEmail, guest.id);
    expect(await contractsOf(owner)).toMatchObject({ [guest.id]: { outcome: 'canceled' } });
    expect(await statusAtPayPal(guest.id)).toBe('SUSPENDED');
  });

  it("stops finding it by an address once PayPal reports the payer's new one", async () => {
    const guest = await guestPayPalBuyer();
    const binding = `paypalSubscriptions/${guest.id}/subscriber`;
    await hooks.app.database.update(binding, { email: 'new-address@example.com' });
    const old = await cancel(guest.paypalEmail);
    expect(await contractsOf(old)).toEqual({});
    expect(await statusAtPayPal(guest.id)).toBe('ACTIVE');
  });
});

describe('§312k: Stripe customers are found whatever the case of the address', () => {
  it('keeps every customer it creates under the normalised address, which the form gives', async () => {
    const user = await hooks.signedIn();
    const customers = new StripeCustomersService(
      new StripePurchaseCustomers(hooks.stripe),
      hooks.app.database,
      silentLogger,
    );
    const id = await customers.customerFor(user.uid, ' Mixed.Case@Example.COM ');
    expect((await hooks.stripe.customers.retrieve(id)) as { email: string }).toMatchObject({
      email: 'mixed.case@example.com',
    });
    const listed = await hooks.stripe.customers.list({ email: 'mixed.case@example.com' });
    expect(listed.data.map((customer) => customer.id)).toContain(id);
  });
});
