import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { refusedLocalSettings } from '../domain/production-guard.rules';
import { signUpAnonymously } from '../testing/auth-emulator.client';
import { CapturingMailer } from '../testing/capturing-mailer';
import type { PayPalFixture } from '../testing/paypal-emulator';
import { startPayPalFixture } from '../testing/paypal-emulator';
import type { StripeFixture } from '../testing/stripe-emulator';
import { startStripeFixture } from '../testing/stripe-emulator';
import type { TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';
import { endpoints, pathOf } from '../contract/endpoints';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A deployment that kept the Auth emulator host and the local file database of the dev stack. */
const refused = refusedLocalSettings({
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'fastwell-prod',
  FIREBASE_CONFIG: '{}',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  LOCAL_DATABASE_FILE: '/tmp/db.json',
});

describe('a deployment with local settings', () => {
  it.each([
    ['GET', endpoints.health.path],
    ['POST', endpoints.checkEmailExists.path],
    ['GET', pathOf(endpoints.getProducts, { groupId: 'v8' })],
    ['POST', endpoints.stripeWebhook.path],
  ])('answers %s %s 503 naming the refused settings, and writes nothing', async (method, path) => {
    app = await startTestApp({ refused });
    const before = await app.database.get('');
    const answer = await app.call(
      method,
      path,
      method === 'GET' ? {} : { body: { email: 'a@example.com' } },
    );
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: 'server-misconfigured',
      message:
        'This server refuses local settings in production: FIREBASE_AUTH_EMULATOR_HOST, LOCAL_DATABASE_FILE',
    });
    expect(await app.database.get('')).toEqual(before);
  });

  it('answers as usual when nothing is refused', async () => {
    app = await startTestApp({ refused: [] });
    expect((await app.call('GET', endpoints.health.path)).status).toBe(200);
  });
});

/**
 * A live project (LIVE=true in functions/.env.<project>) deployed with test-mode settings: the
 * app as buildDeps builds it from the configuration (a part the guard refuses is off), with the
 * local emulators standing in for whatever the configured keys and URLs reach.
 */
describe('a live project (LIVE=true) with test settings', () => {
  let stripe: StripeFixture;
  let paypal: PayPalFixture;
  beforeAll(async () => {
    [stripe, paypal] = await Promise.all([startStripeFixture(), startPayPalFixture()]);
  });
  afterAll(async () => {
    await Promise.all([stripe.emulator.close(), paypal.close()]);
  });

  const LIVE_PROJECT = {
    K_SERVICE: 'api',
    GCLOUD_PROJECT: 'fastwell-prod',
    FIREBASE_CONFIG: '{"projectId":"fastwell-prod"}',
    LIVE: 'true',
    STRIPE_SECRET_KEY: 'sk_live_fastwell',
    PAYPAL_CLIENT_ID: 'live-client',
    PAYPAL_CLIENT_SECRET: 'live-secret',
    PAYPAL_API_URL: 'https://api-m.paypal.com',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
    PUBLIC_WEB_URL: 'https://fastwell.app',
    CANCELLATION_LINK_SECRET: 'k'.repeat(32),
  };

  async function appOf(env: Record<string, string>): Promise<TestApp> {
    const config = loadConfig(env);
    return startTestApp({
      refused: config.refused,
      ...(config.stripe.secretKey ? { stripe: stripe.stripe } : {}),
      ...(config.paypal ? { paypal: paypal.client } : {}),
      mailer: config.mail ? new CapturingMailer() : null,
    });
  }

  const products = async (test: TestApp) =>
    test.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
      token: (await signUpAnonymously()).idToken,
    });
  const cancel = (test: TestApp) =>
    test.call('POST', endpoints.submitCancellation.path, {
      body: { name: 'Jane Doe', email: 'jane@example.com', kind: 'ordinary', language: 'en' },
    });

  it('serves everything with live settings', async () => {
    app = await appOf(LIVE_PROJECT);
    const answer = await products(app);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ paypalCheckoutEnabled: true });
    expect((await cancel(app)).status).toBe(201);
  });

  // The attacks of 089a6cd: each test setting was let through in a live project.
  it.each([
    ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_fastwell' }],
    ['a restricted Stripe test key', { STRIPE_SECRET_KEY: 'rk_test_fastwell' }],
  ])('refuses %s: no payment route, 503', async (_name, setting) => {
    app = await appOf({ ...LIVE_PROJECT, ...setting });
    const answer = await products(app);
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
      status: 503,
      code: 'payment-provider-unavailable',
    });
    expect((await cancel(app)).status).toBe(201);
  });

  it("refuses PayPal's sandbox: the checkout offers no PayPal", async () => {
    app = await appOf({ ...LIVE_PROJECT, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' });
    const answer = await products(app);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      paypalCheckoutEnabled: false,
      paypalNativeFallbackEnabled: false,
    });
  });

  it.each([
    [
      'smtp:// (STARTTLS only if the server offers it)',
      'smtp://mailer:secret@smtp.example.com:587',
    ],
    ['smtp:// with requireTLS=false', 'smtp://mailer:secret@smtp.example.com:587?requireTLS=false'],
    [
      'smtps:// without checking the certificate',
      'smtps://mailer:secret@smtp.example.com:465?tls.rejectUnauthorized=false',
    ],
  ])('refuses to send the cancellation mails over %s: 503', async (_name, smtpUrl) => {
    app = await appOf({ ...LIVE_PROJECT, SMTP_URL: smtpUrl });
    const answer = await cancel(app);
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
      status: 503,
      code: 'server-misconfigured',
    });
  });

  it('lets a staging project (LIVE unset) run on test settings', async () => {
    app = await appOf({
      ...LIVE_PROJECT,
      LIVE: '',
      STRIPE_SECRET_KEY: 'sk_test_fastwell',
      PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
    });
    const answer = await products(app);
    expect(answer.body.data).toMatchObject({ paypalCheckoutEnabled: true });
    expect((await cancel(app)).status).toBe(201);
  });
});
