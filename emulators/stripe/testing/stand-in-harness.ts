import type { Stripe as StripeJs, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure/index.js';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import {
  createCheckoutSubscription,
  expandedInvoice,
  startFixture,
  TEST_PUBLISHABLE_KEY,
  type EmulatorFixture,
} from './emulator-fixture.js';
import { loadStandInScript } from './stand-in-loader.js';

export const RETURN_URL =
  'http://localhost:3000/payment?subscriptionId=sub_1&selectedPackageId=oneMonthV8';

/** An emulator plus the stand-in script loaded into jsdom and a Stripe.js instance from it. */
export async function startStandIn(): Promise<{ fixture: EmulatorFixture; stripe: StripeJs }> {
  const fixture = await startFixture();
  await loadStandInScript(fixture.emulator.url);
  const stripe = await loadStripe(TEST_PUBLISHABLE_KEY);
  if (!stripe) throw new Error('loadStripe resolved null');
  return { fixture, stripe };
}

/**
 * Registers the hooks every stand-in suite needs: start the emulator and load the stand-in once,
 * close it at the end, and undo stubs and mounted elements after each test.
 */
export function useStandIn(
  started: (standIn: { fixture: EmulatorFixture; stripe: StripeJs }) => void,
): void {
  let fixture: EmulatorFixture | undefined;
  beforeAll(async () => {
    const standIn = await startStandIn();
    fixture = standIn.fixture;
    started(standIn);
  });
  afterAll(() => fixture?.emulator.close());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    setStandInWallets({ applePay: true, googlePay: true });
  });
}

/** The stand-in's test knob: which wallets the (simulated) browser offers. */
export function setStandInWallets(wallets: { applePay?: boolean; googlePay?: boolean }): void {
  const knob: unknown = Reflect.get(Reflect.get(window, 'Stripe') ?? {}, 'standInSetWallets');
  if (typeof knob !== 'function') throw new Error('the stand-in Stripe.js is not loaded');
  knob(wallets);
}

export async function mountPaymentElement(
  elements: StripeElements,
): Promise<{ element: StripePaymentElement; host: HTMLElement }> {
  const host = document.createElement('div');
  document.body.append(host);
  const element = elements.create('payment');
  const ready = new Promise<void>((resolve) => element.on('ready', () => resolve()));
  element.mount(host);
  await ready;
  return { element, host };
}

export async function paymentSecret(
  fixture: EmulatorFixture,
  options: Parameters<typeof createCheckoutSubscription>[1] = {},
) {
  const { subscription } = await createCheckoutSubscription(fixture.stripe, options);
  const secret = expandedInvoice(subscription).confirmation_secret?.client_secret ?? '';
  return { subscription, secret, paymentIntentId: secret.split('_secret_')[0] ?? '' };
}

/** Replaces window.location so a redirect can be observed instead of navigating jsdom. */
export function stubNavigation() {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    href: 'http://localhost:3000/payment',
    origin: 'http://localhost:3000',
    assign,
  });
  return assign;
}
