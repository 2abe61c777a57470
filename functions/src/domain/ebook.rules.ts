import { discountedAmount } from './amounts.rules';
import { AppError } from './app-error';
import type { CataloguePrice } from './catalogue.rules';
import { baseDiscountPercentage, groupOf } from './catalogue.rules';

export const EBOOK_GROUP = 'ebookV1';

export interface EbookCharge {
  priceId: string;
  /** Minor units, decided here from the catalogue (never from the client). */
  amount: number;
  currency: string;
  discountPercentage: number;
}

const invalidPrice = (message: string): AppError =>
  new AppError('invalid', 'invalid-price', message);

/**
 * The e-book is an active one-time price of the ebookV1 group in the currency the client names;
 * with the discount the amount is unit_amount minus the group's base discount (the 50 % label).
 */
export function ebookCharge(
  price: CataloguePrice,
  currency: string,
  withDiscount: boolean,
): EbookCharge {
  if (!price.active || groupOf(price) !== EBOOK_GROUP || price.type !== 'one_time') {
    throw invalidPrice('Not an e-book price');
  }
  if (price.currency !== currency.toLowerCase()) {
    throw invalidPrice(`The e-book price is not in ${currency}`);
  }
  if (price.unit_amount === null || price.unit_amount <= 0)
    throw invalidPrice('Price has no amount');
  const discountPercentage = withDiscount ? baseDiscountPercentage(price) : 0;
  return {
    priceId: price.id,
    amount: discountedAmount(price.unit_amount, discountPercentage),
    currency: price.currency,
    discountPercentage,
  };
}

/** What the buyer sees of a PaymentIntent's status. */
export type EbookOutcome =
  'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';

/** requires_confirmation (an intent left without a confirm) also needs the browser's card form. */
export function ebookOutcome(status: string): EbookOutcome {
  switch (status) {
    case 'succeeded':
    case 'processing':
    case 'requires_action':
    case 'canceled':
      return status;
    default:
      return 'requires_payment_method';
  }
}

/** An earlier intent is answered again only for the same price and amount (a double click). */
export const sameCharge = (
  intent: { amount: number; currency: string; metadata: Record<string, string> },
  charge: EbookCharge,
): boolean =>
  intent.amount === charge.amount &&
  intent.currency === charge.currency &&
  intent.metadata.priceId === charge.priceId;
