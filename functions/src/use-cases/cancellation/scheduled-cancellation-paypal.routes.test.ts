import { randomUUID } from 'node:crypto';
import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/wished-contract-end.rules';
import { signUpWithEmail } from '../../testing/auth-emulator.client';
import { CapturingMailer, restoreTokenOf } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, entriesOf, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

// §312k with a wished end in a later billing period, PayPal: its cancel is final, so nothing is
// sent to PayPal until the renewal that starts the period with the wish (PAYMENT.SALE.COMPLETED).
const mailer = new CapturingMailer();
const hooks = useWebhookApp({ mailer });

const newEmail = () => `kunde-${randomUUID()}@example.com`;

interface PayPalState {
  status: string;
  billing_info?: { next_billing_time?: string };
}
const atPayPal = async (id: string) =>
  (await (await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`)).json()) as PayPalState;

/** An account signed up with `email` that bought a monthly PayPal subscription. */
async function payPalSubscriber(email: string): Promise<{ uid: string; id: string }> {
  const user = await signUpWithEmail(email);
  await hooks.app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
    token: user.idToken,
    body: { priceId: 'price_v8_oneMonthV8_eur' },
  });
  const id = String(created.body.subscriptionId);
  await new PayPalDevtools(hooks.paypalEmulator.url).approve(id);
  const confirmed = await hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
    token: user.idToken,
    body: { subscriptionId: id },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  await webhooksSettled(hooks);
  return { uid: user.uid, id };
}

/** The renewal PayPal makes at next_billing_time, made now; its webhooks delivered. */
async function renew(id: string): Promise<void> {
  const billed = await fetch(`${hooks.paypalEmulator.url}/_emulator/subscriptions/${id}/bill`, {
    method: 'POST',
  });
  if (!billed.ok) throw new Error(`billing answered ${billed.status}`);
  await webhooksSettled(hooks);
}

/** A wished end ten days into the period after the running one. */
async function wishInNextPeriod(id: string): Promise<string> {
  const next = Date.parse((await atPayPal(id)).billing_info?.next_billing_time ?? '');
  return berlinDay(new Date(next + 10 * DAY * 1000));
}

const cancel = (email: string, endDate: string) =>
  hooks.app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Erika Mustermann', email, kind: 'ordinary', endDate, language: 'de' },
  });
const restore = (email: string) =>
  hooks.app.call('POST', endpoints.restoreCancellation.path, {
    body: { token: restoreTokenOf(mailer.toExceptContracts(email)[0]?.text) },
  });

describe('a wished end in a later billing period (PayPal)', () => {
  it('stays active at PayPal until the renewal that starts the period with the wish, then is held until that period ends', async () => {
    const email = newEmail();
    const { uid, id } = await payPalSubscriber(email);
    expect((await cancel(email, await wishInNextPeriod(id))).status).toBe(201);
    expect((await atPayPal(id)).status).toBe('ACTIVE');
    expect(mailer.toExceptContracts(email)[0]?.text).toContain('in den der');

    await renew(id);
    // Paid for the period with the wish; held suspended for it (never billed again).
    expect((await atPayPal(id)).status).toBe('SUSPENDED');
    const held = (await hooks.app.database.get(`scheduledCancellations/${id}`)) as {
      endsAt: string;
    };
    expect(held).toMatchObject({ suspendedAt: expect.any(String) });
    // Premium runs to the end of the period just paid, then ends.
    expect(await hooks.app.database.get(`users/${uid}/subscription`)).toMatchObject({
      id,
      status: 'active',
      canceled_at: expect.any(Number),
      current_period_end: Date.parse(held.endsAt) / 1000,
    });
    // Until that end the link can still undo it: reactivated, PayPal bills on.
    expect(await restore(email)).toMatchObject({ status: 200 });
    expect((await atPayPal(id)).status).toBe('ACTIVE');
    await webhooksSettled(hooks);
    expect(await hooks.app.database.get(`users/${uid}/subscription/canceled_at`)).toBeNull();
  });

  it('"this was not me" before that renewal keeps the subscription: PayPal goes on billing', async () => {
    const email = newEmail();
    const { id } = await payPalSubscriber(email);
    await cancel(email, await wishInNextPeriod(id));
    expect(await restore(email)).toMatchObject({
      status: 200,
      body: { restored: { renewsAt: (await atPayPal(id)).billing_info?.next_billing_time } },
    });
    await renew(id);
    await renew(id);
    expect((await atPayPal(id)).status).toBe('ACTIVE');
  });

  it('without a wish it is held suspended: PayPal\'s webhooks record "canceled at period end", never "paused"', async () => {
    const email = newEmail();
    const { uid, id } = await payPalSubscriber(email);
    const before = (await hooks.app.database.get(`users/${uid}/subscription`)) as {
      current_period_end: number;
    };
    expect(
      (
        await hooks.app.call('POST', endpoints.submitCancellation.path, {
          body: { name: 'Erika Mustermann', email, kind: 'ordinary', language: 'de' },
        })
      ).status,
    ).toBe(201);
    await webhooksSettled(hooks);
    expect((await atPayPal(id)).status).toBe('SUSPENDED');
    const view = (await hooks.app.database.get(`users/${uid}/subscription`)) as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({
      status: 'active',
      canceled_at: expect.any(Number),
      current_period_end: before.current_period_end,
    });
    expect(view.pause_collection).toBeUndefined();
    const log = entriesOf(await hooks.record(uid)).map((entry) => entry.subtype);
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('paused');
  });
});
