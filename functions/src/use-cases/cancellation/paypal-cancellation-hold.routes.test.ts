import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer, restoreTokenOf } from '../../testing/capturing-mailer';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../../testing/paypal-subscriber';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';

// §312k for PayPal: cancelled at the end of the running period, the contract is held suspended at
// PayPal (never billed again, still undoable) and cancelled there, finally, once that period ended.
let app: TestApp;
let paypal: PayPalFixture;
const mailer = new CapturingMailer();
/** The API's clock runs this many ms ahead of the real one (to pass the paid end). */
let clockOffset = 0;

beforeAll(async () => {
  paypal = await startPayPalFixture();
  app = await startTestApp({
    paypal: paypal.client,
    mailer,
    clock: { now: () => new Date(Date.now() + clockOffset) },
  });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});
beforeEach(() => {
  clockOffset = 0;
});

interface Held {
  user: TestUser;
  id: string;
  email: string;
  cancellationId: string;
}

/** An account's PayPal subscription, cancelled without login for the earliest date. */
async function cancelledPayPal(): Promise<Held> {
  const email = `kunde-${randomUUID()}@example.com`;
  const user = await signUpWithEmail(email);
  const id = await confirmedPayPalSubscription(app, paypal, user);
  const answer = await app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Jane Doe', email, kind: 'ordinary', language: 'en' },
  });
  expect(answer.status).toBe(201);
  const cancellationId = String((answer.body.cancellation as { id: string }).id);
  return { user, id, email, cancellationId };
}

const atPayPal = (id: string) => paypal.client.getSubscription(id);
const recorded = async (uid: string) =>
  (await app.database.get(`users/${uid}/subscription`)) as Record<string, unknown>;
const bill = (id: string) =>
  fetch(`${paypal.url}/_emulator/subscriptions/${id}/bill`, { method: 'POST' });
/** PayPal's failures on chosen paths (the emulator's fault rules); null: none. */
async function faults(rules: Record<string, unknown>[] | null): Promise<void> {
  const response = await fetch(`${paypal.url}/_emulator/faults`, {
    method: rules ? 'POST' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    ...(rules ? { body: JSON.stringify({ seed: 1, rules }) } : {}),
  });
  if (!response.ok) throw new Error(`faults answered ${response.status}`);
}
const restoreLink = (held: Held) =>
  app.call('POST', endpoints.restoreCancellation.path, {
    body: { token: restoreTokenOf(mailer.toExceptContracts(held.email)[0]?.text) },
  });

describe('a PayPal contract cancelled without login is held until its paid end', () => {
  it('is suspended at PayPal (nothing billed), shown as cancelled at period end, and cancelled at PayPal once the end passed', async () => {
    const held = await cancelledPayPal();
    expect((await atPayPal(held.id))?.status).toBe('SUSPENDED');
    expect((await bill(held.id)).status).toBe(422);
    const view = await recorded(held.user.uid);
    expect(view).toMatchObject({ provider: 'paypal', status: 'active' });
    expect(view.canceled_at).toEqual(expect.any(Number));
    expect(view.pause_collection).toBeUndefined();
    const endsAt = Number(view.current_period_end);
    expect(endsAt * 1000).toBeGreaterThan(Date.now());
    const contract = (await app.database.get(
      `cancellations/${held.cancellationId}/contracts/${held.id}`,
    )) as Record<string, unknown>;
    expect(Date.parse(String(contract.endsAt)) / 1000).toBe(endsAt);
    const mail = mailer.toExceptContracts(held.email)[0]?.text ?? '';
    expect(mail).toContain('/cancel/restore?restore=');
    expect(mail).not.toContain('cannot be undone');

    // The hourly run leaves it held until the paid end, then makes PayPal's final cancel.
    expect(await app.finalizeHeldCancellations()).toBe(0);
    expect((await atPayPal(held.id))?.status).toBe('SUSPENDED');
    clockOffset = endsAt * 1000 - Date.now() + 60_000;
    expect(await app.finalizeHeldCancellations()).toBe(1);
    expect((await atPayPal(held.id))?.status).toBe('CANCELLED');
    expect(await app.database.get(`scheduledCancellations/${held.id}`)).toBeNull();
    expect(
      await app.database.get(`cancellations/${held.cancellationId}/contracts/${held.id}/appliedAt`),
    ).toEqual(expect.any(String));
    expect(await app.finalizeHeldCancellations()).toBe(0);
    // And the link can no longer undo it.
    expect((await restoreLink(held)).status).toBe(409);
  });

  it('"this was not me" before the end reactivates it at PayPal; it renews and bills again', async () => {
    const held = await cancelledPayPal();
    const restored = await restoreLink(held);
    expect(restored).toMatchObject({
      status: 200,
      body: { restored: { renewsAt: expect.any(String) } },
    });
    const subscription = await atPayPal(held.id);
    expect(subscription?.status).toBe('ACTIVE');
    expect(restored.body.restored).toEqual({
      renewsAt: subscription?.billing_info?.next_billing_time,
    });
    const view = await recorded(held.user.uid);
    expect(view).toMatchObject({ status: 'active' });
    expect(view.canceled_at).toBeUndefined();
    expect(await app.database.get(`scheduledCancellations/${held.id}`)).toBeNull();
    expect((await bill(held.id)).status).toBe(200);
    expect(await restoreLink(held)).toMatchObject({
      status: 409,
      body: { error: { code: 'restore-link-used' } },
    });
    expect(await app.finalizeHeldCancellations()).toBe(0);
  });

  it('the signed-in "restore" of the manage screen undoes it too', async () => {
    const held = await cancelledPayPal();
    const answer = await app.call('POST', endpoints.restoreSubscription.path, {
      token: held.user.idToken,
      body: {},
    });
    expect(answer.status).toBe(200);
    expect((await atPayPal(held.id))?.status).toBe('ACTIVE');
    expect((await recorded(held.user.uid)).canceled_at).toBeUndefined();
  });

  it('a contract its subscriber had paused is held (still paused) until its period ends, then cancelled at PayPal', async () => {
    const email = `kunde-${randomUUID()}@example.com`;
    const user = await signUpWithEmail(email);
    const id = await confirmedPayPalSubscription(app, paypal, user);
    const paused = await app.call('POST', endpoints.pauseSubscription.path, {
      token: user.idToken,
      body: { months: 1 },
    });
    expect(paused.status).toBe(200);
    await app.call('POST', endpoints.submitCancellation.path, {
      body: { name: 'Jane Doe', email, kind: 'ordinary', language: 'en' },
    });
    expect((await atPayPal(id))?.status).toBe('SUSPENDED');
    expect(mailer.toExceptContracts(email)[0]?.text).toContain('/cancel/restore');
    const endsAt = Date.parse(
      String(await app.database.get(`scheduledCancellations/${id}/endsAt`)),
    );

    expect(await app.finalizeHeldCancellations()).toBe(0);
    clockOffset = endsAt - Date.now() + 60_000;
    expect(await app.finalizeHeldCancellations()).toBe(1);
    expect((await atPayPal(id))?.status).toBe('CANCELLED');
  });

  it('its owner resuming a paused, held contract in the app keeps it: reactivated, the hold dropped', async () => {
    const email = `kunde-${randomUUID()}@example.com`;
    const user = await signUpWithEmail(email);
    const id = await confirmedPayPalSubscription(app, paypal, user);
    const inApp = (path: EndpointName, body: Record<string, unknown> = {}) =>
      app.call('POST', endpoints[path].path, { token: user.idToken, body });
    expect((await inApp('pauseSubscription', { months: 1 })).status).toBe(200);
    await app.call('POST', endpoints.submitCancellation.path, {
      body: { name: 'Jane Doe', email, kind: 'ordinary', language: 'en' },
    });
    expect(await app.database.get(`scheduledCancellations/${id}/paused`)).toBe(true);

    expect((await inApp('unpauseSubscription')).status).toBe(200);
    expect((await atPayPal(id))?.status).toBe('ACTIVE');
    expect(await app.database.get(`scheduledCancellations/${id}`)).toBeNull();
    expect(await recorded(user.uid)).toMatchObject({ status: 'active' });
    expect((await recorded(user.uid)).canceled_at).toBeUndefined();
  });

  it('when PayPal cannot suspend it, nothing is held (no later cancel of a contract that bills); sent again, it is', async () => {
    const email = `kunde-${randomUUID()}@example.com`;
    const user = await signUpWithEmail(email);
    const id = await confirmedPayPalSubscription(app, paypal, user);
    await faults([
      { path: `/v1/billing/subscriptions/${id}/suspend`, errorRate: 1, error: ['unavailable_503'] },
    ]);
    const body = { name: 'Jane Doe', email, kind: 'ordinary', language: 'en' };
    const failed = await app.call('POST', endpoints.submitCancellation.path, { body });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await atPayPal(id))?.status).toBe('ACTIVE');
    expect(await app.database.get(`scheduledCancellations/${id}`)).toBeNull();

    await faults(null);
    expect((await app.call('POST', endpoints.submitCancellation.path, { body })).status).toBe(201);
    expect((await atPayPal(id))?.status).toBe('SUSPENDED');
  });

  it('when PayPal cannot reactivate it, the hold and the link stay; the link works once PayPal does', async () => {
    const held = await cancelledPayPal();
    await faults([
      {
        path: `/v1/billing/subscriptions/${held.id}/activate`,
        errorRate: 1,
        error: ['unavailable_503'],
      },
    ]);
    expect((await restoreLink(held)).status).toBeGreaterThanOrEqual(500);
    expect(await app.database.get(`scheduledCancellations/${held.id}`)).toMatchObject({
      suspendedAt: expect.any(String),
    });
    expect((await atPayPal(held.id))?.status).toBe('SUSPENDED');

    await faults(null);
    expect((await restoreLink(held)).status).toBe(200);
    expect((await atPayPal(held.id))?.status).toBe('ACTIVE');
  });
});
