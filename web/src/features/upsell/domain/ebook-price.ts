import type { OfferedPrice } from '@fastwell/contract/catalogue';

/** A one-time price with an amount: what the e-book offer sells. */
export type EbookPrice = OfferedPrice & { unit_amount: number };

export const EBOOK_GROUP = 'ebookV1';

export type EbookOffer = {
  priceId: string;
  /** Lowercase, as the catalogue and purchaseEbook name it. */
  currency: string;
  /** Minor units. */
  regularAmount: number;
  discountedAmount: number;
  discountPercent: number;
};

/** The group's base discount in whole percent, 0 when absent or malformed (as on the server). */
export function baseDiscountPercent(price: OfferedPrice): number {
  const percent = Number(price.metadata.baseDiscountPercentage ?? '0');
  return Number.isInteger(percent) && percent > 0 && percent < 100 ? percent : 0;
}

/** The one-time e-book price of a getProducts answer (group ebookV1). */
export function pickEbookPrice(prices: readonly OfferedPrice[]): EbookPrice | undefined {
  return prices.find(
    (price): price is EbookPrice =>
      price.type === 'one_time' && price.unit_amount !== null && price.unit_amount > 0,
  );
}

/** Spec 02 §2.3, §9: the total after the base discount, as the server charges it (getProducts). */
export function ebookOffer(price: EbookPrice): EbookOffer {
  const discounted = price.discountedUnitAmount;
  return {
    priceId: price.id,
    currency: price.currency.toLowerCase(),
    regularAmount: price.unit_amount,
    discountedAmount: discounted ?? price.unit_amount,
    discountPercent: discounted === undefined ? 0 : baseDiscountPercent(price),
  };
}

/** The bonus item exists in English only. */
export const showsEbookBonus = (language: string): boolean => language === 'en';
