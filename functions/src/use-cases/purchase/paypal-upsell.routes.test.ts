import { describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import { usePayPalApp } from '../../testing/paypal-app';

// Spec 02 §4.8, §4.11: a PayPal subscriber is offered the plan upsell, as a revision of the PayPal
// subscription (the buyer consents at PayPal; the new plan bills from the next cycle, no proration).
const payPalApp = usePayPalApp({ stripe: true });
const { call } = payPalApp;
const payPalSubscriber = () => payPalApp.subscriber();
const paypalUrl = () => payPalApp.paypal.url;
const consent = (id: string) =>
  fetch(`${paypalUrl()}/_emulator/subscriptions/${id}/approve`, { method: 'POST' });
const bill = (id: string) =>
  fetch(`${paypalUrl()}/_emulator/subscriptions/${id}/bill`, { method: 'POST' });
const lastPayment = async (id: string) =>
  (await payPalApp.paypal.client.getSubscription(id))?.billing_info?.last_payment?.amount;

describe('the plan upsell for a PayPal subscriber', () => {
  it('previews the six-month plan from the next billing date, revises on consent, and PayPal then bills exactly that', async () => {
    const { user, id } = await payPalSubscriber();
    const before = await payPalApp.paypal.client.getSubscription(id);
    const preview = await call(user, 'previewPaypalUpsell');
    expect(preview).toMatchObject({
      status: 200,
      body: { preview: { priceId: 'price_v8_sixMonthsV8_eur', currency: 'eur' } },
    });
    const shown = preview.body.preview as { amount: number; startsAt: number };
    expect(shown.startsAt * 1000).toBe(Date.parse(String(before?.billing_info?.next_billing_time)));

    expect(
      await call(user, 'revisePaypalSubscription', { priceId: 'price_v8_sixMonthsV8_eur' }),
    ).toMatchObject({ status: 200, body: { subscriptionId: id } });
    // No consent yet: the plan is unchanged and confirming says so.
    expect(await call(user, 'confirmPaypalRevision')).toMatchObject({
      status: 409,
      body: { error: { code: 'paypal-not-approved' } },
    });
    await consent(id);
    const confirmed = await call(user, 'confirmPaypalRevision');
    expect(confirmed).toMatchObject({
      status: 200,
      body: { subscription: { plan: { interval_count: 6, amount: shown.amount } } },
    });
    // Nothing was charged today; the next payment is the six-month price.
    expect(await lastPayment(id)).toEqual(before?.billing_info?.last_payment?.amount);
    expect((await bill(id)).status).toBe(200);
    expect(await lastPayment(id)).toEqual({
      currency_code: 'EUR',
      value: (shown.amount / 100).toFixed(2),
    });
    expect(await call(user, 'previewPaypalUpsell')).toMatchObject({
      status: 409,
      body: { error: { code: 'already-upgraded' } },
    });
  });

  it('refuses a price other than the one the server chose, revising nothing', async () => {
    const { user, id } = await payPalSubscriber();
    expect(
      await call(user, 'revisePaypalSubscription', { priceId: 'price_v8_oneMonthV8_eur' }),
    ).toMatchObject({ status: 400, body: { error: { code: 'invalid-price' } } });
    expect(await payPalApp.app.database.get(`paypalRevisions/${id}`)).toBeNull();
  });

  it('is not for a card subscriber', async () => {
    const user = await signUpAnonymously();
    expect((await call(user, 'previewPaypalUpsell')).status).toBeGreaterThanOrEqual(400);
    expect((await call(user, 'previewPaypalUpsell')).status).toBeLessThan(500);
  });
});
