import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { payOnHostedPage } from '../../testing/checkout-page';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { concretePath } from '../../testing/route-inventory';
import { NOT_OWNED_PARAMS, protectedRoutes, routeKey } from '../../testing/security-routes';
import { payWithCard, startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';

let app: TestApp;
let stripe: StripeFixture;
let paypal: PayPalFixture;
let owner: TestUser;
let stranger: TestUser;
/** Bought the checkout session (the owner already has a subscription, so could not). */
let sessionOwner: TestUser;
/** Subscribed with PayPal (the owner already has a card subscription, so could not). */
let paypalOwner: TestUser;
const owned = { stripeSubscription: '', checkoutSession: '', paypalSubscription: '' };

async function signedIn(): Promise<TestUser> {
  const user = await signUpWithEmail();
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  return user;
}

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFixture(), startPayPalFixture()]);
  app = await startTestApp({ stripe: stripe.stripe, paypal: paypal.client });
  [owner, stranger] = [await signedIn(), await signedIn()];
  // The owner's things: a paid Stripe subscription, a paid checkout session, a PayPal subscription.
  const created = await app.call('POST', endpoints.createSubscription.path, {
    token: owner.idToken,
    body: { priceId: 'price_v8_oneMonthV8_eur', email: 'owner@example.com', lang: 'en' },
  });
  owned.stripeSubscription = String(created.body.subscriptionId);
  await payWithCard(stripe.emulator.url, String(created.body.clientSecret));
  await app.call(
    'POST',
    pathOf(endpoints.getStripeSubscriptionViaId, { id: owned.stripeSubscription }),
    {
      token: owner.idToken,
    },
  );
  sessionOwner = await signedIn();
  const session = await app.call('POST', endpoints.createCheckoutSession.path, {
    token: sessionOwner.idToken,
    body: {
      priceId: 'price_v8_oneMonthV8_eur',
      successUrl: `${app.url}/done?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${app.url}/payment`,
    },
  });
  owned.checkoutSession = String(session.body.sessionId);
  await payOnHostedPage(String(session.body.url));
  paypalOwner = await signedIn();
  const paypalCreated = await app.call('POST', endpoints.createPaypalSubscription.path, {
    token: paypalOwner.idToken,
    body: { priceId: 'price_v8_threeMonthsV8_eur' },
  });
  owned.paypalSubscription = String(paypalCreated.body.subscriptionId);
  await paypal.approve(owned.paypalSubscription);
}, 60_000);
afterAll(async () => {
  await app.close();
  await Promise.all([stripe.emulator.close(), paypal.close()]);
});

/** How a stranger asks for each owned id; every protected route with an id parameter needs one. */
const FOREIGN_ID_CALLS: Record<string, () => { path: string; body?: unknown }> = {
  'POST /api/payment/getStripeSubscriptionViaId/:id': () => ({
    path: pathOf(endpoints.getStripeSubscriptionViaId, { id: owned.stripeSubscription }),
  }),
  'GET /api/payment/getStripeSubscriptionViaSession/:sessionId': () => ({
    path: pathOf(endpoints.getStripeSubscriptionViaSession, { sessionId: owned.checkoutSession }),
  }),
  'GET /api/payment/getPaypalSubscriptionViaId/:id': () => ({
    path: pathOf(endpoints.getPaypalSubscriptionViaId, { id: owned.paypalSubscription }),
  }),
  // The PayPal id travels in the body here.
  'POST /api/payment/confirmPaypalSubscription': () => ({
    path: endpoints.confirmPaypalSubscription.path,
    body: { subscriptionId: owned.paypalSubscription },
  }),
};

const PROTECTED = protectedRoutes().map((route) => ({ ...route, key: routeKey(route) }));
const WITH_PARAMS = PROTECTED.filter((route) => route.path.includes(':'));

describe("another user's ids", () => {
  it('every protected route with an id parameter has a foreign-id case', () => {
    const uncovered = WITH_PARAMS.map((route) => route.key).filter(
      (key) => !(key in FOREIGN_ID_CALLS) && !NOT_OWNED_PARAMS.includes(key),
    );
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(FOREIGN_ID_CALLS))('%s answers the owner (the control)', async (key) => {
    const method = key.split(' ')[0] ?? 'GET';
    const request = FOREIGN_ID_CALLS[key]?.();
    if (!request) throw new Error(key);
    const mine = key.includes('ViaSession')
      ? sessionOwner
      : key.toLowerCase().includes('paypal')
        ? paypalOwner
        : owner;
    const answer = await app.call(method, request.path, {
      token: mine.idToken,
      ...(request.body ? { body: request.body } : {}),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      status: expect.stringMatching(/^(active|ACTIVE)$/),
    });
  });

  it.each(Object.keys(FOREIGN_ID_CALLS))('%s → 404 to a stranger, nothing written', async (key) => {
    const method = key.split(' ')[0] ?? 'GET';
    const request = FOREIGN_ID_CALLS[key]?.();
    if (!request) throw new Error(key);
    const before = [
      await app.database.get(`users/${stranger.uid}`),
      await app.database.get(`users/${owner.uid}`),
    ];
    const answer = await app.call(method, request.path, {
      token: stranger.idToken,
      ...(request.body ? { body: request.body } : {}),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({ code: 'not-found', message: expect.any(String) });
    expect([
      await app.database.get(`users/${stranger.uid}`),
      await app.database.get(`users/${owner.uid}`),
    ]).toEqual(before);
  });

  it("no protected POST route lets a stranger change the owner's subscription", async () => {
    const providerState = async () => {
      const sub = await stripe.stripe.subscriptions.retrieve(owned.stripeSubscription);
      return [
        sub.status,
        sub.cancel_at_period_end,
        sub.pause_collection,
        sub.items.data[0]?.price.id,
      ];
    };
    const before = [await providerState(), await app.database.get(`users/${owner.uid}`)];
    for (const route of PROTECTED.filter((entry) => entry.method === 'POST')) {
      const body = {
        subscriptionId: owned.stripeSubscription,
        id: owned.stripeSubscription,
        months: 1,
        duration: 1,
        priceId: 'price_v8_threeMonthsV8_eur',
      };
      const answer = await app.call(
        'POST',
        concretePath(route.path, { id: owned.stripeSubscription }),
        {
          token: stranger.idToken,
          body,
        },
      );
      expect(answer.status, route.key).not.toBe(500);
    }
    expect([await providerState(), await app.database.get(`users/${owner.uid}`)]).toEqual(before);
  });
});
