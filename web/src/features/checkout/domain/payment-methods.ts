import type { ExpressCheckoutPaymentMethodsOption } from '@stripe/stripe-js';

/** Payment methods of the modal, in the order of spec 02 §9. */
export type PaymentMethod = 'apple_pay' | 'card' | 'paypal' | 'google_pay';
export type WalletMethod = 'apple_pay' | 'google_pay';

const DEFAULT_ORDER: readonly PaymentMethod[] = ['apple_pay', 'card', 'paypal', 'google_pay'];
const PAYPAL_FIRST_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'AT', 'CH']);

/** Co-badged cards are charged on the first of these networks the card has (spec 02 §7). */
export const PREFERRED_CARD_NETWORKS = ['cartes_bancaires', 'visa', 'mastercard'] as const;

/** Apple Pay, card, PayPal, Google Pay; PayPal first in Germany, Austria and Switzerland. */
export function paymentMethodOrder(countryCode: string | null | undefined): PaymentMethod[] {
  const country = (countryCode ?? '').toUpperCase();
  if (!PAYPAL_FIRST_COUNTRIES.has(country)) return [...DEFAULT_ORDER];
  return ['paypal', ...DEFAULT_ORDER.filter((method) => method !== 'paypal')];
}

export const isWallet = (method: PaymentMethod): method is WalletMethod =>
  method === 'apple_pay' || method === 'google_pay';

/**
 * The modal's blocks, one per method in `order`: PayPal is left out when it is not offered, a
 * wallet once its Express Checkout Element reported that this browser does not offer it.
 */
export function modalSections(
  order: readonly PaymentMethod[],
  options: { paypal: boolean; unavailableWallets?: ReadonlySet<WalletMethod> },
): PaymentMethod[] {
  return order.filter((method) => {
    if (method === 'paypal') return options.paypal;
    if (isWallet(method)) return !options.unavailableWallets?.has(method);
    return true;
  });
}

/**
 * The Express Checkout Element's `paymentMethods` for a block that shows only `wallet`: Stripe
 * allows one such element per Elements group and orders its buttons side by side, so the card
 * form and PayPal can stand between Apple Pay and Google Pay only with one element per wallet.
 */
export function expressCheckoutMethods(wallet: WalletMethod): ExpressCheckoutPaymentMethodsOption {
  const shown = (method: WalletMethod) => (method === wallet ? 'auto' : 'never');
  return {
    applePay: shown('apple_pay'),
    googlePay: shown('google_pay'),
    link: 'never',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  };
}
