import { afterAll, beforeAll } from 'vitest';
import { signUpAnonymously } from './auth-emulator.client';
import type { TestUser } from './auth-emulator.client';
import { startStripeFixture } from './stripe-emulator';
import type { StripeFixture } from './stripe-emulator';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';
import { endpoints } from '../contract/endpoints';

export interface PaymentApp {
  readonly app: TestApp;
  readonly stripe: StripeFixture;
  /** A new anonymous user who went through signIn from the given country. */
  signedIn(country?: string): Promise<TestUser>;
  /** POST /api/payment/createSubscription with an e-mail and language unless given. */
  subscribe(user: TestUser, body: Record<string, unknown>): ReturnType<TestApp['call']>;
}

export interface PaymentAppOptions {
  /** The API's clock reads the emulator's (so the emulator's clock moves the API's now too). */
  emulatorClock?: boolean;
}

/** Registers hooks that start the API with a fresh Stripe emulator for this test file. */
export function usePaymentApp(options: PaymentAppOptions = {}): PaymentApp {
  let app: TestApp | undefined;
  let stripe: StripeFixture | undefined;
  beforeAll(async () => {
    stripe = await startStripeFixture();
    const { state } = stripe.emulator;
    app = await startTestApp({
      stripe: stripe.stripe,
      ...(options.emulatorClock
        ? { clock: { now: () => new Date(state.clock.now() * 1000) } }
        : {}),
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.emulator.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePaymentApp: used before beforeAll ran');
    return value;
  };
  const context: PaymentApp = {
    get app() {
      return started(app);
    },
    get stripe() {
      return started(stripe);
    },
    async signedIn(country = 'DE') {
      const user = await signUpAnonymously();
      await context.app.call('POST', endpoints.signIn.path, {
        token: user.idToken,
        body: {},
        headers: { 'x-country-code': country },
      });
      return user;
    },
    subscribe(user, body) {
      return context.app.call('POST', endpoints.createSubscription.path, {
        token: user.idToken,
        body: { email: 'buyer@example.com', lang: 'de', ...body },
      });
    },
  };
  return context;
}
