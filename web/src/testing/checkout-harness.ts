import { EURO_OFFERED_PRICES } from '../domain/checkout/catalogue.fixtures';
import type { ProductsAnswer } from '../services/payment.service';

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
