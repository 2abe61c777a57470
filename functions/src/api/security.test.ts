import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../testing/auth-emulator.client';
import type { TestUser } from '../testing/auth-emulator.client';
import { forgeries, garbageTokens } from '../testing/forged-tokens';
import { startPayPalFixture } from '../testing/paypal-emulator';
import type { PayPalFixture } from '../testing/paypal-emulator';
import { concretePath, listRoutes } from '../testing/route-inventory';
import {
  PUBLIC_ROUTES,
  protectedRoutes,
  routeInventory,
  routeKey,
} from '../testing/security-routes';
import { startStripeFixture } from '../testing/stripe-emulator';
import type { StripeFixture } from '../testing/stripe-emulator';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { NOT_LOGGED_IN_MESSAGE } from './auth.middleware';
import { endpoints } from '../contract/endpoints';

// Every Bearer route of the app, read from its router: a new route is covered without listing it.
const PROTECTED = protectedRoutes().map((route) => ({ ...route, key: routeKey(route) }));

let app: TestApp;
let stripe: StripeFixture;
let paypal: PayPalFixture;
let victim: TestUser;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFixture(), startPayPalFixture()]);
  app = await startTestApp({ stripe: stripe.stripe, paypal: paypal.client });
  victim = await signUpWithEmail();
  await app.call('POST', endpoints.signIn.path, { token: victim.idToken, body: {} });
});
afterAll(async () => {
  await app.close();
  await Promise.all([stripe.emulator.close(), paypal.close()]);
});

const call = (route: (typeof PROTECTED)[number], headers: Record<string, string>) =>
  app.call(route.method, concretePath(route.path), {
    headers,
    ...(route.method === 'GET' ? {} : { body: {} }),
  });

describe('the route inventory', () => {
  it('is the running app’s, and lists the Bearer routes of spec 02 §7 and this API', () => {
    expect(listRoutes(app.express).map(routeKey).sort()).toEqual(
      routeInventory().map(routeKey).sort(),
    );
    const keys = PROTECTED.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signIn',
        'POST /api/auth/generateCustomToken',
        'POST /api/user/onboardingData',
        'GET /api/user/profile',
        'GET /api/payment/getProducts/:groupId',
        'POST /api/payment/createSubscription',
        'POST /api/payment/createCheckoutSession',
        'GET /api/payment/getStripeSubscriptionViaSession/:sessionId',
        'POST /api/payment/getStripeSubscriptionViaId/:id',
        'GET /api/payment/getSubscription',
        'POST /api/payment/createPaypalSubscription',
        'POST /api/payment/confirmPaypalSubscription',
        'GET /api/payment/getPaypalSubscriptionViaId/:id',
        'POST /api/wellhub/registerNewWellhubUser',
      ]),
    );
    for (const open of PUBLIC_ROUTES) expect(keys).not.toContain(open);
  });
});

describe.each(PROTECTED)('$key', (route) => {
  it('refuses a call without a token: 401 and the spec message', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer ' },
      { authorization: `Basic ${victim.idToken}` },
    ]) {
      const answer = await call(route, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body.error).toEqual({
        code: 'unauthenticated',
        message: NOT_LOGGED_IN_MESSAGE,
      });
    }
  });

  it.each(Object.entries(garbageTokens))(
    'refuses %s as a token: 401 invalid-token',
    async (_name, token) => {
      const answer = await call(route, { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'invalid-token', message: expect.any(String) });
    },
  );

  it.each(Object.keys(forgeries))(
    'refuses a token %s: 401 invalid-token, nothing written',
    async (name) => {
      const forge = forgeries[name];
      if (!forge) throw new Error(name);
      const before = await app.database.get(`users/${victim.uid}`);
      const answer = await call(route, { authorization: `Bearer ${forge(victim.idToken)}` });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'invalid-token', message: expect.any(String) });
      expect(await app.database.get(`users/${victim.uid}`)).toEqual(before);
    },
  );
});
