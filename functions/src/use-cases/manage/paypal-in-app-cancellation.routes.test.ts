import { beforeEach, describe, expect, it } from 'vitest';
import { usePayPalApp } from '../../testing/paypal-app';

// Spec 02 §2.6, §4.12, §4.13: a cancelled subscription can be restored until its end, PayPal's
// too. PayPal's cancel is final, so the app holds it (suspended, nothing billed) until the paid
// end, as the no-login cancellation does, and cancels it at PayPal only then.
/** The API's clock runs this many ms ahead of the real one (to pass the paid end). */
let clockOffset = 0;
const payPalApp = usePayPalApp({ clock: { now: () => new Date(Date.now() + clockOffset) } });
beforeEach(() => {
  clockOffset = 0;
});

const payPalSubscriber = () => payPalApp.subscriber();
const { call } = payPalApp;
const atPayPal = async (id: string) => (await payPalApp.paypal.client.getSubscription(id))?.status;
const recorded = async (uid: string) =>
  (await payPalApp.app.database.get(`users/${uid}/subscription`)) as Record<string, unknown>;
const bill = (id: string) =>
  fetch(`${payPalApp.paypal.url}/_emulator/subscriptions/${id}/bill`, { method: 'POST' });

describe('a PayPal subscription cancelled in the app', () => {
  it('is held until the paid end (suspended, nothing billed), shown as cancelled; restore reactivates it and it bills again', async () => {
    const { user, id } = await payPalSubscriber();
    const canceled = await call(user, 'cancelSubscription', { reason: 'expensive' });
    expect(canceled).toMatchObject({
      status: 200,
      body: { subscription: { provider: 'paypal', id, status: 'active' } },
    });
    const view = canceled.body.subscription as Record<string, unknown>;
    expect(view.canceled_at).toEqual(expect.any(Number));
    expect(view.pause_collection).toBeNull();
    expect(await atPayPal(id)).toBe('SUSPENDED');
    expect((await bill(id)).status).toBe(422);
    expect(await recorded(user.uid)).toMatchObject({ status: 'active' });
    expect(await call(user, 'cancelSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'already-canceled' } },
    });

    const restored = await call(user, 'restoreSubscription');
    expect(restored).toMatchObject({ status: 200, body: { subscription: { status: 'active' } } });
    expect((restored.body.subscription as Record<string, unknown>).canceled_at).toBeNull();
    expect(await atPayPal(id)).toBe('ACTIVE');
    expect(await payPalApp.app.database.get(`scheduledCancellations/${id}`)).toBeNull();
    expect((await bill(id)).status).toBe(200);
  });

  it('is cancelled at PayPal once the paid month has ended; then there is nothing to restore', async () => {
    const { user, id } = await payPalSubscriber();
    expect((await call(user, 'cancelSubscription')).status).toBe(200);
    const endsAt = Number((await recorded(user.uid)).current_period_end);
    expect(endsAt * 1000).toBeGreaterThan(Date.now());
    expect(await payPalApp.app.finalizeHeldCancellations()).toBe(0);
    clockOffset = endsAt * 1000 - Date.now() + 60_000;
    expect(await payPalApp.app.finalizeHeldCancellations()).toBe(1);
    expect(await atPayPal(id)).toBe('CANCELLED');
    expect((await call(user, 'restoreSubscription')).status).toBe(409);
  });
});
