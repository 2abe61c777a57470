import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { payWithCard } from '../../testing/stripe-emulator';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();

/**
 * A purchase paid at Stripe whose record has not arrived yet (no webhook delivered, the return
 * page not loaded): the user record still says "no subscription". A request that reaches the API
 * now (a retry of the same click that was queued behind a crashed worker, a second tab) must not
 * start a second subscription: Stripe, not the record, says this person already pays.
 */
async function paidButNotRecorded(): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await payment.signedIn();
  const created = await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
  expect(created.status).toBe(200);
  const paid = await payWithCard(payment.stripe.emulator.url, String(created.body.clientSecret));
  expect(paid).toBe(200);
  expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toBeNull();
  return { user, subscriptionId: String(created.body.subscriptionId) };
}

async function subscriptionsAtStripe(user: TestUser): Promise<string[]> {
  const customer = String(await payment.app.database.get(`users/${user.uid}/stripeCustomerId`));
  const list = await payment.stripe.stripe.subscriptions.list({ customer, status: 'all' });
  return list.data.map(({ id }) => id);
}

describe('one subscription per person while the record lags behind Stripe', () => {
  it.each([
    ['the same package again (a late retry of the paid click)', 'price_v8_oneMonthV8_eur'],
    ['another package (a second tab)', 'price_v8_threeMonthsV8_eur'],
  ])('refuses %s with 409 already-subscribed and creates nothing', async (_name, priceId) => {
    const { user, subscriptionId } = await paidButNotRecorded();
    const again = await payment.subscribe(user, { priceId });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('already-subscribed');
    expect(await subscriptionsAtStripe(user)).toEqual([subscriptionId]);
  });

  it('refuses a hosted Checkout session too', async () => {
    const { user, subscriptionId } = await paidButNotRecorded();
    const answer = await payment.app.call('POST', endpoints.createCheckoutSession.path, {
      token: user.idToken,
      body: {
        priceId: 'price_v8_threeMonthsV8_eur',
        lang: 'de',
        successUrl: `${payment.app.url}/payment?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${payment.app.url}/payment`,
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('already-subscribed');
    expect(await subscriptionsAtStripe(user)).toEqual([subscriptionId]);
  });

  it('still answers an unpaid attempt again, and sells again once that subscription ended', async () => {
    const user = await payment.signedIn();
    const first = await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
    const retry = await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
    expect(retry.body.subscriptionId).toBe(first.body.subscriptionId);
    const subscriptionId = String(first.body.subscriptionId);
    await payWithCard(payment.stripe.emulator.url, String(first.body.clientSecret));
    await payment.stripe.stripe.subscriptions.cancel(subscriptionId);
    const later = await payment.subscribe(user, { priceId: 'price_v8_threeMonthsV8_eur' });
    expect(later.status).toBe(200);
    expect(later.body.subscriptionId).not.toBe(subscriptionId);
  });
});
