import { describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { usePaymentApp } from '../test-support/payment-app';
import { payWithCard } from '../test-support/stripe-emulator';
import { subscriber } from '../test-support/stripe-subscriber';

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
  payment.app.call('POST', `/api/payment/getStripeSubscriptionViaId/${id}`, {
    token: user.idToken,
  });

const products = (user: TestUser) =>
  payment.app.call('GET', '/api/payment/getProducts/v8', {
    token: user.idToken,
    headers: { 'x-country-code': 'DE' },
  });

describe('one trial per person', () => {
  it('refuses: buy a trial, cancel, let it expire, buy the trial again', async () => {
    const first = await subscriber(payment, ONE_MONTH, TRIAL);
    const canceled = await payment.app.call('POST', '/api/payment/cancelSubscription', {
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
    const hosted = await payment.app.call('POST', '/api/payment/createCheckoutSession', {
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
    // The paywall offers no trial, and the packages without one are still sold.
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
    await payment.app.store.set(`users/${fresh.uid}/iapLog`, [
      { type: 'ios', subtype: 'trial_started', date: '2025-01-01T00:00:00.000Z' },
    ]);
    expect((await products(fresh)).body.data).toMatchObject({ trialAvailable: false });
    const refused = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(refused.body.error?.code).toBe('trial-already-used');
  });

  it('refuses: a fresh anonymous account gets a second trial with the same card', async () => {
    await subscriber(payment, ONE_MONTH, TRIAL, '4242424242424242');
    const fresh = await payment.signedIn();
    const created = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(created.status).toBe(200);
    expect(await payWithCard(payment.stripe.emulator.url, String(created.body.clientSecret))).toBe(
      200,
    );
    const id = String(created.body.subscriptionId);
    // The card paid a trial before: the trial ends at once and the first month is billed now.
    const recorded = await record(fresh, id);
    expect(recorded.body.subscription).toMatchObject({ status: 'active' });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(id, {
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('active');
    expect(subscription.metadata.trialEnded).toBe('card-trial-used');
    const invoice = subscription.latest_invoice;
    expect(typeof invoice === 'object' && invoice?.status).toBe('paid');
    expect(typeof invoice === 'object' && invoice?.amount_paid).toBeGreaterThan(0);
    // Seen again (as a webhook would), nothing more is billed.
    await record(fresh, id);
    const again = await payment.stripe.stripe.invoices.list({ subscription: id });
    expect(again.data).toHaveLength(2);
    // ATTACK ON THE BUYER (shown ≠ charged, to be refused): the sheet showed the trial fee, the
    // card paid the fee and the full first month.
    const shownFee = (await payment.stripe.stripe.prices.retrieve(TRIAL)).unit_amount ?? 0;
    const charged = again.data.reduce((sum, invoice) => sum + invoice.amount_paid, 0);
    expect(charged).toBeGreaterThan(shownFee);
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
