import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type Mock, vi } from 'vitest';
import { EURO_OFFERED_PRICES } from '../domain/catalogue.fixtures';
import type { ProductsAnswer } from '../../../shared/services/payment.api';

/** getProducts for a French visitor: the euro checkout screen, PayPal off (tests only). */
export const FRENCH_PRODUCTS: ProductsAnswer = {
  prices: EURO_OFFERED_PRICES,
  countryCode: 'FR',
  region: 'EU',
  paypalCheckoutEnabled: false,
  paypalElementsEnabled: false,
  paypalNativeFallbackEnabled: false,
  isPurchaseAvailable: true,
  trialAvailable: true,
};

/** Stripe.js and mounted Elements as the embedded form's payment uses them (tests only). */
export type FakeElementsStripe = {
  stripe: Stripe;
  elements: StripeElements;
  submit: Mock;
  confirmPayment: Mock;
  confirmSetup: Mock;
};

/**
 * Elements submit cleanly; a confirmation never settles, as when Stripe.js redirects (to the
 * return URL or a 3-D Secure page). Tests make it answer a refusal with mockResolvedValue.
 */
export function fakeElementsStripe(): FakeElementsStripe {
  const redirected = () => new Promise<never>(() => undefined);
  const submit = vi.fn().mockResolvedValue({});
  const confirmPayment = vi.fn(redirected);
  const confirmSetup = vi.fn(redirected);
  return {
    stripe: { confirmPayment, confirmSetup } as unknown as Stripe,
    elements: { submit } as unknown as StripeElements,
    submit,
    confirmPayment,
    confirmSetup,
  };
}
