import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { payWithCard } from '../../testing/stripe-emulator';
import { subscriber } from '../../testing/stripe-subscriber';
import { endpoints, pathOf } from '../../contract/endpoints';

/** Issue 17 point 7: one trial per person (uid, Stripe customer, card fingerprint). */
const payment = usePaymentApp();

const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';
const DAY = 24 * 3600;

const advanceStripeClock = async (seconds: number) => {
  const response = await fetch(`${payment.stripe.emulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`clock answered ${response.status}`);
};

const record = (user: TestUser, id: string) =>
  payment.app.call('POST', pathOf(endpoints.getStripeSubscriptionViaId, { id }), {
    token: user.idToken,
  });

const products = (user: TestUser) =>
  payment.app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
    token: user.idToken,
    headers: { 'x-country-code': 'DE' },
  });

describe('one trial per person', () => {
  it('refuses: buy a trial, cancel, let it expire, buy the trial again', async () => {
    const first = await subscriber(payment, ONE_MONTH, TRIAL);
    const canceled = await payment.app.call('POST', endpoints.cancelSubscription.path, {
      token: first.user.idToken,
      body: { reason: 'notSpecified' },
    });
    expect(canceled.status).toBe(200);
    await advanceStripeClock(8 * DAY);
    expect((await record(first.user, first.subscriptionId)).body.subscription).toMatchObject({
      status: 'canceled',
    });

    const again = await payment.subscribe(first.user, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'trial-already-used' } } });
    const hosted = await payment.app.call('POST', endpoints.createCheckoutSession.path, {
      token: first.user.idToken,
      body: {
        priceId: ONE_MONTH,
        trialId: TRIAL,
        lang: 'de',
        successUrl: `${payment.app.url}/payment?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${payment.app.url}/payment`,
      },
    });
    expect(hosted).toMatchObject({ status: 409, body: { error: { code: 'trial-already-used' } } });
    // The checkout screen offers no trial, and the packages without one are still sold.
    const answer = await products(first.user);
    const data = answer.body.data as { prices: { id: string }[]; trialAvailable: boolean };
    expect(data.trialAvailable).toBe(false);
    expect(data.prices.map((price) => price.id)).not.toContain(TRIAL);
    expect(data.prices.map((price) => price.id)).toContain(ONE_MONTH);
    expect((await payment.subscribe(first.user, { priceId: ONE_MONTH })).status).toBe(200);
  });

  it('offers the trial to a new user, and not to one whose record logged a trial', async () => {
    const fresh = await payment.signedIn();
    expect((await products(fresh)).body.data).toMatchObject({ trialAvailable: true });
    await payment.app.database.set(`users/${fresh.uid}/iapLog`, [
      { type: 'ios', subtype: 'trial_started', date: '2025-01-01T00:00:00.000Z' },
    ]);
    expect((await products(fresh)).body.data).toMatchObject({ trialAvailable: false });
    const refused = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(refused.body.error?.code).toBe('trial-already-used');
  });

  it('refuses: a fresh anonymous account gets a second trial with the same card (the fee is refunded, nothing else charged)', async () => {
    await subscriber(payment, ONE_MONTH, TRIAL, '4242424242424242');
    const fresh = await payment.signedIn();
    const created = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(created.status).toBe(200);
    expect(await payWithCard(payment.stripe.emulator.url, String(created.body.clientSecret))).toBe(
      200,
    );
    const id = String(created.body.subscriptionId);
    // The card paid a trial before: the purchase is undone and the buyer told so, also when two
    // observers (the return page and a webhook, here two returns) undo it at the same moment.
    const returns = await Promise.all([record(fresh, id), record(fresh, id)]);
    for (const returned of returns)
      expect(returned).toMatchObject({ status: 409, body: { error: { code: 'trial-refunded' } } });
    const stored = await payment.app.database.get(`users/${fresh.uid}/subscription`);
    expect(stored).toMatchObject({ id, status: 'canceled' });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(id);
    expect(subscription.status).toBe('canceled');
    // Shown = charged: the fee the sheet showed was paid, then refunded in full; no month billed.
    const shownFee = (await payment.stripe.stripe.prices.retrieve(TRIAL)).unit_amount ?? 0;
    const invoices = await payment.stripe.stripe.invoices.list({ subscription: id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([shownFee]);
    const paid = await payment.stripe.stripe.invoices.retrieve(invoices.data[0]?.id ?? '', {
      expand: ['payments'],
    });
    const intent = String(paid.payments?.data[0]?.payment.payment_intent);
    const refunds = await payment.stripe.stripe.refunds.list({ payment_intent: intent });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([shownFee]);
    // Seen again (as a webhook would): the same answer, nothing refunded or billed twice.
    expect((await record(fresh, id)).body.error?.code).toBe('trial-refunded');
    expect(
      (await payment.stripe.stripe.refunds.list({ payment_intent: intent })).data,
    ).toHaveLength(1);
    expect((await products(fresh)).body.data).toMatchObject({ trialAvailable: false });
  });

  it('keeps the trial of a first-time card, seen again by the API', async () => {
    const fresh = await payment.signedIn();
    const created = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(
      await payWithCard(
        payment.stripe.emulator.url,
        String(created.body.clientSecret),
        '5555555555554444',
      ),
    ).toBe(200);
    const id = String(created.body.subscriptionId);
    expect((await record(fresh, id)).body.subscription).toMatchObject({ status: 'trialing' });
    expect((await record(fresh, id)).body.subscription).toMatchObject({ status: 'trialing' });
  });
});
