import { afterAll, beforeAll } from 'vitest';
import { signUpAnonymously } from './auth-emulator.client';
import type { TestUser } from './auth-emulator.client';
import type { Mailer } from '../adapters/mail/mailer.port';
import type { Clock } from '../adapters/clock/clock.port';
import { startPayPalFixture } from './paypal-emulator';
import type { PayPalFixture } from './paypal-emulator';
import { confirmedPayPalSubscription } from './paypal-subscriber';
import { startStripeFixture } from './stripe-emulator';
import type { StripeFixture } from './stripe-emulator';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';
import { endpoints } from '../contract/endpoints';
import type { EndpointName } from '../contract/endpoints';

export interface PayPalApp {
  readonly app: TestApp;
  readonly paypal: PayPalFixture;
  /** A new anonymous user whose approved monthly PayPal subscription the API recorded. */
  subscriber(): Promise<{ user: TestUser; id: string }>;
  /** POST to an endpoint as `user`. */
  call(user: TestUser, route: EndpointName, body?: unknown): ReturnType<TestApp['call']>;
}

export interface PayPalAppOptions {
  /** With a Stripe emulator too (the catalogue the e-book and the upsell read). */
  stripe?: boolean;
  clock?: Clock;
  mailer?: Mailer;
}

/** Registers hooks that start the API with a fresh PayPal emulator (and Stripe's) for this file. */
export function usePayPalApp(options: PayPalAppOptions = {}): PayPalApp {
  let app: TestApp | undefined;
  let paypal: PayPalFixture | undefined;
  let stripe: StripeFixture | undefined;
  beforeAll(async () => {
    [paypal, stripe] = await Promise.all([
      startPayPalFixture(),
      options.stripe ? startStripeFixture() : Promise.resolve(undefined),
    ]);
    app = await startTestApp({
      paypal: paypal.client,
      ...(stripe ? { stripe: stripe.stripe } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([paypal?.close(), stripe?.emulator.close()]);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePayPalApp: used before beforeAll ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get paypal() {
      return started(paypal);
    },
    async subscriber() {
      const user = await signUpAnonymously();
      return { user, id: await confirmedPayPalSubscription(started(app), started(paypal), user) };
    },
    call(user, route, body = {}) {
      return started(app).call('POST', endpoints[route].path, { token: user.idToken, body });
    },
  };
}
