import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { startTestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';

const payment = usePaymentApp();

const urls = () => ({
  successUrl: `${payment.app.url}/payment-return?session_id={CHECKOUT_SESSION_ID}&source=checkout`,
  cancelUrl: `${payment.app.url}/payment?canceled=1`,
});
const createSession = (user: TestUser, body: Record<string, unknown>, headers = {}) =>
  payment.app.call('POST', endpoints.createCheckoutSession.path, {
    token: user.idToken,
    body: { lang: 'de', ...urls(), ...body },
    headers,
  });
const viaSession = (user: TestUser, sessionId: string) =>
  payment.app.call('GET', pathOf(endpoints.getStripeSubscriptionViaSession, { sessionId }), {
    token: user.idToken,
  });
const sessionCount = async () =>
  (await payment.stripe.stripe.checkout.sessions.list({ limit: 100 })).data.length;

describe('createCheckoutSession and getStripeSubscriptionViaSession: refusals', () => {
  it.each([
    ['another site', { successUrl: 'https://evil.example/?id={CHECKOUT_SESSION_ID}' }],
    ['a relative path', { successUrl: '/payment-return' }],
    ['credentials that hide the host', { cancelUrl: 'http://127.0.0.1@evil.example/' }],
    ['javascript:', { cancelUrl: 'javascript:alert(1)' }],
    ['a missing URL', { cancelUrl: undefined }],
    ['a URL of the wrong type', { successUrl: 42 }],
  ])('refuses %s as a return URL with 400 and creates no session', async (_name, override) => {
    const user = await payment.signedIn();
    const before = await sessionCount();
    const answer = await createSession(user, { priceId: 'price_v8_oneMonthV8_eur', ...override });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['a price outside the catalogue', { priceId: 'price_nope' }, 'invalid-price'],
    ['the one-time e-book price', { priceId: 'price_ebookV1_ebookV1_eur' }, 'invalid-price'],
    [
      'a trial of another group',
      { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v13_trialV13_eur' },
      'invalid-trial',
    ],
    ['no price', { priceId: '' }, 'invalid-request'],
  ])('refuses %s with 400', async (_name, body, code) => {
    const user = await payment.signedIn();
    const answer = await createSession(user, body);
    expect(answer).toMatchObject({ status: 400, body: { error: { code } } });
  });

  it('answers 404 for an unknown or malformed session id', async () => {
    const user = await payment.signedIn();
    for (const id of ['cs_test_unknown', 'not-a-session', 'cs_..%2F..']) {
      expect((await viaSession(user, id)).status).toBe(404);
    }
  });

  it('accepts the configured web origins, and only those, besides its own host', async () => {
    const configured = await startTestApp({
      stripe: payment.stripe.stripe,
      allowedOrigins: ['https://fastwell.app'],
    });
    try {
      const user = await payment.signedIn();
      const call = (successUrl: string) =>
        configured.call('POST', endpoints.createCheckoutSession.path, {
          token: user.idToken,
          body: {
            priceId: 'price_v8_oneMonthV8_eur',
            successUrl,
            cancelUrl: 'https://fastwell.app/payment',
          },
          headers: { origin: 'https://evil.example' },
        });
      const ok = await call('https://fastwell.app/payment-return?session_id={CHECKOUT_SESSION_ID}');
      expect(ok.status).toBe(200);
      const session = await payment.stripe.stripe.checkout.sessions.retrieve(
        String(ok.body.sessionId),
      );
      expect(session.success_url).toBe(
        'https://fastwell.app/payment-return?session_id={CHECKOUT_SESSION_ID}',
      );
      // The Origin header is the caller's word, not a reason to allow its site.
      const refused = await call('https://evil.example/payment-return');
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-return-url' } },
      });
    } finally {
      await configured.close();
    }
  });
});
