import { EURO_PAYWALL_PRICES } from '../domain/paywall/catalogue.fixtures';
import type { ProductsAnswer } from '../services/payment.service';

/** getProducts for a French visitor: the euro paywall, PayPal off (tests only). */
export const FRENCH_PRODUCTS: ProductsAnswer = {
  prices: EURO_PAYWALL_PRICES,
  countryCode: 'FR',
  region: 'EU',
  paypalCheckoutEnabled: false,
  paypalElementsEnabled: false,
  paypalNativeFallbackEnabled: false,
  isPurchaseAvailable: true,
  trialAvailable: true,
};
