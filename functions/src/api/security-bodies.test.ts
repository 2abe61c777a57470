import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../testing/auth-emulator.client';
import type { TestUser } from '../testing/auth-emulator.client';
import { concretePath } from '../testing/route-inventory';
import { BODYLESS_POSTS, protectedRoutes, routeKey } from '../testing/security-routes';
import { startStripeFixture } from '../testing/stripe-emulator';
import type { StripeFixture } from '../testing/stripe-emulator';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { endpoints } from '../contract/endpoints';

const POSTS = protectedRoutes()
  .filter((route) => route.method === 'POST')
  .map((route) => ({ ...route, key: routeKey(route) }));
const WITH_BODY = POSTS.filter((route) => !BODYLESS_POSTS.includes(route.key));

/** Per route: a body whose fields have the wrong type or size. Every route with a body needs one. */
const BAD_BODIES: Record<string, unknown[]> = {
  'POST /api/auth/signIn': [{ newsletterAccepted: 'yes' }],
  'POST /api/user/onboardingData': [{ onboardingData: {}, newsletterAccepted: 1 }],
  'POST /api/payment/createSubscription': [
    { priceId: 123, email: 'a@example.com' },
    { priceId: 'p'.repeat(5000), email: 'a@example.com' },
    { priceId: 'price_v8_oneMonthV8_eur', email: 'a@example.com', withDiscount: 'true' },
  ],
  'POST /api/payment/createCheckoutSession': [
    { priceId: ['price_v8_oneMonthV8_eur'], successUrl: 'x', cancelUrl: 'x' },
    { priceId: 'price_v8_oneMonthV8_eur', successUrl: 'h'.repeat(5000), cancelUrl: 'x' },
    { priceId: 'price_v8_oneMonthV8_eur', successUrl: 1, cancelUrl: 1 },
  ],
  'POST /api/payment/createPaypalSubscription': [
    { priceId: 123 },
    { priceId: 'p'.repeat(5000) },
    { priceId: 'price_v8_oneMonthV8_eur', withDiscount: 'true' },
  ],
  'POST /api/payment/confirmPaypalSubscription': [
    { subscriptionId: { $gt: '' } },
    { subscriptionId: 'I'.repeat(300) },
  ],
  'POST /api/wellhub/registerNewWellhubUser': [
    { gympass_user_id: 'g'.repeat(300) },
    { gympass_user_id: ['a'] },
  ],
  'POST /api/payment/purchaseEbook': [
    { priceId: 5 },
    { priceId: 'price_ebookV1_ebookV1_eur', withDiscount: 'no' },
    { priceId: 'price_ebookV1_ebookV1_eur', currency: 'eur', immediateDeliveryConsent: 'yes' },
  ],
  'POST /api/payment/previewPaypalUpsell': [[]],
  'POST /api/payment/revisePaypalSubscription': [{ priceId: 5 }, { priceId: '' }],
  'POST /api/payment/confirmPaypalRevision': [[]],
  'POST /api/payment/createPaypalEbookOrder': [
    { priceId: 5 },
    { priceId: 'price_ebookV1_ebookV1_eur', currency: 'eur', immediateDeliveryConsent: false },
  ],
  'POST /api/payment/capturePaypalEbookOrder': [{}, { orderId: 5 }, { orderId: '' }],
  'POST /api/payment/updateSubscription': [{ priceId: 5 }, { prorationDate: 'yesterday' }],
  'POST /api/payment/previewUpsell': [[]],
  'POST /api/payment/updateSubscriptionWithSpecialOffer': [
    { duration: 'forever' },
    { duration: 2 },
  ],
  'POST /api/payment/requestSpecialOffer': [{ reason: 42 }, { reason: 'because' }],
  'POST /api/payment/pauseSubscription': [{ months: 'two' }, { months: 7 }],
  'POST /api/payment/cancelSubscription': [{ reason: 42 }, { reason: 'because' }],
  'POST /api/payment/restoreSubscription': [[]],
  'POST /api/payment/unpauseSubscription': [[]],
  'POST /api/payment/cardUpdateLink': [[]],
};

let app: TestApp;
let stripe: StripeFixture;
let user: TestUser;
beforeAll(async () => {
  stripe = await startStripeFixture();
  app = await startTestApp({ stripe: stripe.stripe });
  user = await signUpWithEmail();
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
});
afterAll(async () => {
  await app.close();
  await stripe.emulator.close();
});

const errorShape = { code: expect.any(String), message: expect.any(String) };

describe('request bodies of every protected POST route', () => {
  it('each route that reads a body has bad-body cases', () => {
    expect(WITH_BODY.map((route) => route.key).filter((key) => !(key in BAD_BODIES))).toEqual([]);
  });

  describe.each(POSTS)('$key', (route) => {
    const path = concretePath(route.path);

    it('refuses malformed JSON with 400 invalid-json', async () => {
      const answer = await app.call('POST', path, { token: user.idToken, rawBody: '{"priceId":' });
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-json' } } });
    });

    it('refuses a body over 100 kB with 413 payload-too-large, before any work', async () => {
      const before = await app.database.get(`users/${user.uid}`);
      const answer = await app.call('POST', path, {
        token: user.idToken,
        body: { priceId: 'price_v8_oneMonthV8_eur', padding: 'x'.repeat(120_000) },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.error).toEqual({ code: 'payload-too-large', message: expect.any(String) });
      expect(await app.database.get(`users/${user.uid}`)).toEqual(before);
    });
  });

  // Routes that read no body (BODYLESS_POSTS) have nothing to refuse here.
  describe.each(WITH_BODY)('$key', (route) => {
    const path = concretePath(route.path);

    it('refuses wrong-type and oversize fields with 400 and the error shape, nothing written', async () => {
      for (const body of [...(BAD_BODIES[route.key] ?? []), ['an', 'array']]) {
        const before = await app.database.get(`users/${user.uid}`);
        const answer = await app.call('POST', path, { token: user.idToken, body });
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.body.error).toEqual(errorShape);
        expect(await app.database.get(`users/${user.uid}`)).toEqual(before);
      }
    });
  });
});
