/** Payment methods of the modal, in the order of spec 02 §9. */
export type PaymentMethod = 'apple_pay' | 'card' | 'paypal' | 'google_pay';

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

/** The modal's blocks: wallets (Express Checkout Element), the card form, the PayPal button. */
export type ModalSection = 'wallets' | 'card' | 'paypal';

const SECTION_OF: Record<PaymentMethod, ModalSection> = {
  apple_pay: 'wallets',
  google_pay: 'wallets',
  card: 'card',
  paypal: 'paypal',
};

/**
 * Apple Pay and Google Pay live in one Express Checkout Element, so the blocks follow the first
 * appearance of their methods; PayPal is left out when it is not offered.
 */
export function modalSections(
  order: readonly PaymentMethod[],
  options: { paypal: boolean },
): ModalSection[] {
  const sections: ModalSection[] = [];
  for (const method of order) {
    const section = SECTION_OF[method];
    if (section === 'paypal' && !options.paypal) continue;
    if (!sections.includes(section)) sections.push(section);
  }
  return sections;
}

/** The wallets in their order, for the Express Checkout Element's `paymentMethodOrder`. */
export const walletOrder = (order: readonly PaymentMethod[]): string[] =>
  order.filter((method) => SECTION_OF[method] === 'wallets');
