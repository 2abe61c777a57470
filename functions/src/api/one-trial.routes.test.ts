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
  it('ATTACK (open): buy a trial, cancel, let it expire, buy the trial again', async () => {
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
    expect(again.status).toBe(200);
    const second = await payment.stripe.stripe.subscriptions.retrieve(
      String(again.body.subscriptionId),
    );
    expect(second.trial_end).not.toBeNull();
    // The paywall still offers the trial.
    const answer = await products(first.user);
    const prices = (answer.body.data as { prices: { id: string }[] }).prices;
    expect(prices.map((price) => price.id)).toContain(TRIAL);
  });

  it('ATTACK (open): a fresh anonymous account gets a second trial with the same card', async () => {
    await subscriber(payment, ONE_MONTH, TRIAL);
    const fresh = await payment.signedIn();
    const created = await payment.subscribe(fresh, { priceId: ONE_MONTH, trialId: TRIAL });
    expect(created.status).toBe(200);
    expect(await payWithCard(payment.stripe.emulator.url, String(created.body.clientSecret))).toBe(
      200,
    );
    const recorded = await record(fresh, String(created.body.subscriptionId));
    expect(recorded.body.subscription).toMatchObject({ status: 'trialing' });
  });
});
