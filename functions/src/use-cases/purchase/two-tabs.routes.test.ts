import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { useWebhookApp } from '../../testing/webhook-app';
import { payWithCard } from '../../testing/stripe-emulator';
import { endpoints } from '../../contract/endpoints';

const hooks = useWebhookApp();

const cardPurchase = (user: TestUser, priceId: string) =>
  hooks.app.call('POST', endpoints.createSubscription.path, {
    token: user.idToken,
    body: { priceId, email: `${user.uid.toLowerCase()}@example.com`, lang: 'en' },
  });

const checkoutPurchase = (user: TestUser, priceId: string) =>
  hooks.app.call('POST', endpoints.createCheckoutSession.path, {
    token: user.idToken,
    body: {
      priceId,
      email: `${user.uid.toLowerCase()}@example.com`,
      lang: 'en',
      successUrl: `${hooks.app.url}/payment?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${hooks.app.url}/payment`,
    },
  });

async function paidSubscriptions(user: TestUser): Promise<string[]> {
  const customer = String((await hooks.record(user.uid)).stripeCustomerId);
  const list = await hooks.stripe.subscriptions.list({ customer, status: 'all' });
  return list.data
    .filter(({ status }) => status === 'active' || status === 'trialing')
    .map(({ id }) => id);
}

/**
 * Two tabs, two packages: each tab starts its purchase before either is paid, so the §4.3 check
 * at creation passes twice. Only the newest purchase can be paid: starting one stops the earlier
 * attempts (the unpaid subscription's invoice voided, an open Checkout session expired).
 */
describe('two tabs, two packages, both started before either is paid', () => {
  it('card and card: the earlier tab can no longer pay, one subscription is charged', async () => {
    const user = await hooks.signedIn();
    const first = await cardPurchase(user, 'price_v8_oneMonthV8_eur');
    const second = await cardPurchase(user, 'price_v8_threeMonthsV8_eur');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await payWithCard(hooks.stripeEmulator.url, String(second.body.clientSecret))).toBe(200);
    expect(await payWithCard(hooks.stripeEmulator.url, String(first.body.clientSecret))).toBe(400);
    expect(await paidSubscriptions(user)).toEqual([second.body.subscriptionId]);
    const earlier = await hooks.stripe.subscriptions.retrieve(String(first.body.subscriptionId));
    expect(earlier.status).toBe('canceled');
  });

  it('hosted Checkout, then card: the Checkout session is expired', async () => {
    const user = await hooks.signedIn();
    const checkout = await checkoutPurchase(user, 'price_v8_oneMonthV8_eur');
    expect(checkout.status).toBe(200);
    expect((await cardPurchase(user, 'price_v8_threeMonthsV8_eur')).status).toBe(200);
    const session = await hooks.stripe.checkout.sessions.retrieve(String(checkout.body.sessionId));
    expect(session.status).toBe('expired');
  });

  it('card, then hosted Checkout or PayPal: the card tab can no longer pay', async () => {
    for (const next of [
      (user: TestUser) => checkoutPurchase(user, 'price_v8_threeMonthsV8_eur'),
      (user: TestUser) =>
        hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
          token: user.idToken,
          body: { priceId: 'price_v8_threeMonthsV8_eur' },
        }),
    ]) {
      const user = await hooks.signedIn();
      const card = await cardPurchase(user, 'price_v8_oneMonthV8_eur');
      expect((await next(user)).status).toBe(200);
      expect(await payWithCard(hooks.stripeEmulator.url, String(card.body.clientSecret))).toBe(400);
      expect(await paidSubscriptions(user)).toEqual([]);
    }
  });

  it('the same package again still answers the same unpaid attempt (a double click)', async () => {
    const user = await hooks.signedIn();
    const first = await cardPurchase(user, 'price_v8_oneMonthV8_eur');
    const again = await cardPurchase(user, 'price_v8_oneMonthV8_eur');
    expect(again.body.subscriptionId).toBe(first.body.subscriptionId);
    expect(await payWithCard(hooks.stripeEmulator.url, String(first.body.clientSecret))).toBe(200);
    expect(await paidSubscriptions(user)).toEqual([first.body.subscriptionId]);
  });
});
