import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { startPayPalEmulator } from '@fastwell/emulators/paypal';
import type { PayPalEmulator } from '@fastwell/emulators/paypal';
import { startStripeEmulator } from '@fastwell/emulators/stripe';
import type { StripeEmulator } from '@fastwell/emulators/stripe';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../adapters/clock/clock.port';
import type { Mailer } from '../adapters/mail/mailer.port';
import { PayPalClient } from '../adapters/paypal/paypal-client';
import { createStripeClient } from '../adapters/stripe/stripe-client.factory';
import { signUpAnonymously } from './auth-emulator.client';
import type { TestUser } from './auth-emulator.client';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';
import { endpoints } from '../contract/endpoints';

export const STRIPE_WEBHOOK_SECRET = 'whsec_functions_test';
export const PAYPAL_WEBHOOK_ID = LOCAL_STACK.paypal.webhookId;

export interface WebhookApp {
  readonly app: TestApp;
  readonly stripeEmulator: StripeEmulator;
  readonly stripe: Stripe;
  readonly paypalEmulator: PayPalEmulator;
  /** A new anonymous user who went through signIn (so users/{uid} exists). */
  signedIn(): Promise<TestUser>;
  /** users/{uid} as stored. */
  record(uid: string): Promise<Record<string, unknown>>;
  /** A JSON call to an emulator's admin or REST API (PayPal calls get the app's token). */
  stripeAdmin(method: string, path: string, body?: unknown): Promise<unknown>;
  paypalCall(method: string, path: string, body?: unknown): Promise<Response>;
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * The real app with both emulators delivering their webhooks to it over HTTP (signed, with quick
 * retries), started once for the test file.
 */
export function useWebhookApp(
  options: {
    emulatorClock?: boolean;
    mailer?: Mailer;
    clock?: Clock;
    /**
     * The test moves `clock` with PayPal's emulator clock: PayPal's webhooks are stamped with that
     * time, as PayPal's own now, so the API does not take them for old transmissions.
     */
    paypalClockMovesWithApi?: boolean;
  } = {},
): WebhookApp {
  let app: TestApp | undefined;
  let stripeEmulator: StripeEmulator | undefined;
  let stripe: Stripe | undefined;
  let paypalEmulator: PayPalEmulator | undefined;
  let paypalToken: string | undefined;

  beforeAll(async () => {
    [stripeEmulator, paypalEmulator] = await Promise.all([
      startStripeEmulator({ port: 0, webhookDelivery: { baseDelayMs: 20, maxAttempts: 6 } }),
      startPayPalEmulator({
        port: 0,
        webhookRetryDelaysMs: [50, 100, 200, 400],
        ...(options.paypalClockMovesWithApi ? { transmissionClock: 'emulator' as const } : {}),
      }),
    ]);
    const { hostname, port } = new URL(stripeEmulator.url);
    stripe = createStripeClient({
      secretKey: 'sk_test_fastwell',
      endpoint: { host: hostname, port: Number(port), protocol: 'http' },
    });
    const { clientId, clientSecret } = LOCAL_STACK.paypal;
    app = await startTestApp({
      stripe,
      paypal: new PayPalClient({ clientId, clientSecret, apiUrl: paypalEmulator.url }),
      webhooks: { stripeSecret: STRIPE_WEBHOOK_SECRET, paypalWebhookId: PAYPAL_WEBHOOK_ID },
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      // The API's clock reads the Stripe emulator's, so moving that clock moves the API's now.
      ...(options.emulatorClock
        ? { clock: { now: () => new Date((stripeEmulator?.state.clock.now() ?? 0) * 1000) } }
        : {}),
    });
    await context.stripeAdmin('POST', '/_emulator/webhooks', {
      url: `${app.url}${endpoints.stripeWebhook.path}`,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    await fetch(`${paypalEmulator.url}/_emulator/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        url: `${app.url}${endpoints.paypalWebhook.path}`,
        id: PAYPAL_WEBHOOK_ID,
      }),
    });
  });
  afterAll(async () => {
    // Deliveries still running would write into the app's database while it is removed.
    await Promise.all([stripeEmulator?.webhooksSettled(), paypalEmulator?.webhooksSettled()]);
    await app?.close();
    await Promise.all([stripeEmulator?.close(), paypalEmulator?.close()]);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useWebhookApp: used before beforeAll ran');
    return value;
  };
  const paypalAccessToken = async (): Promise<string> => {
    if (paypalToken) return paypalToken;
    const { clientId, clientSecret } = LOCAL_STACK.paypal;
    const response = await fetch(`${started(paypalEmulator).url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    paypalToken = ((await response.json()) as { access_token: string }).access_token;
    return paypalToken;
  };

  const context: WebhookApp = {
    get app() {
      return started(app);
    },
    get stripeEmulator() {
      return started(stripeEmulator);
    },
    get stripe() {
      return started(stripe);
    },
    get paypalEmulator() {
      return started(paypalEmulator);
    },
    async signedIn() {
      const user = await signUpAnonymously();
      await context.app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
      return user;
    },
    async record(uid) {
      return ((await context.app.database.get(`users/${uid}`)) ?? {}) as Record<string, unknown>;
    },
    async stripeAdmin(method, path, body) {
      return json(
        await fetch(`${context.stripeEmulator.url}${path}`, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    },
    async paypalCall(method, path, body) {
      return fetch(`${context.paypalEmulator.url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await paypalAccessToken()}`,
          'Content-Type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
  };
  return context;
}
