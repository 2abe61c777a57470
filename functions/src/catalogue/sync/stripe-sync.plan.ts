import type { CataloguePrice } from '../catalogue.definition';

/** What the sync needs to know of a Stripe price (a subset of Stripe.Price). */
export interface ExistingStripePrice {
  id: string;
  active: boolean;
  lookup_key: string | null;
  product: string;
  currency: string;
  unit_amount: number | null;
  type: string;
  recurring: { interval: string; interval_count: number } | null;
  metadata: Record<string, string>;
}

export type StripePriceAction =
  | { kind: 'keep'; price: CataloguePrice; id: string }
  | { kind: 'create'; price: CataloguePrice }
  /** Metadata or the active flag differ: prices allow updating those in place. */
  | { kind: 'update'; price: CataloguePrice; id: string }
  /** An immutable field differs: a new price takes the lookup key, the old one is archived. */
  | { kind: 'replace'; price: CataloguePrice; oldId: string };

/** The metadata the functions read from a price (spec 01 §3). */
export const priceMetadata = (price: CataloguePrice): Record<string, string> => ({
  group: price.group,
  model: price.model,
  baseDiscountPercentage: price.baseDiscountPercentage,
});

const sameTerms = (want: CataloguePrice, have: ExistingStripePrice): boolean =>
  have.product === want.productId &&
  have.currency === want.currency &&
  have.unit_amount === want.unitAmount &&
  have.type === want.type &&
  (want.recurring === null
    ? have.recurring === null
    : have.recurring?.interval === want.recurring.interval &&
      have.recurring.interval_count === want.recurring.intervalCount);

const sameMetadata = (want: CataloguePrice, have: ExistingStripePrice): boolean =>
  Object.entries(priceMetadata(want)).every(([key, value]) => have.metadata[key] === value);

/**
 * Decides, per catalogue price, what the sync does at Stripe given the prices that currently
 * hold the lookup keys.
 */
export function planStripePrices(
  desired: readonly CataloguePrice[],
  existing: readonly ExistingStripePrice[],
): StripePriceAction[] {
  const byKey = new Map(
    existing.flatMap((price) => (price.lookup_key ? [[price.lookup_key, price]] : [])),
  );
  return desired.map((price): StripePriceAction => {
    const have = byKey.get(price.lookupKey);
    if (!have) return { kind: 'create', price };
    if (!sameTerms(price, have)) return { kind: 'replace', price, oldId: have.id };
    if (!have.active || !sameMetadata(price, have)) return { kind: 'update', price, id: have.id };
    return { kind: 'keep', price, id: have.id };
  });
}

/** What the sync needs of a Stripe coupon. */
export interface ExistingCoupon {
  id: string;
  percent_off: number | null;
  duration: string;
}

export type CouponAction = 'keep' | 'create' | 'conflict';

/** Coupons cannot change their discount: a different one under our id is a conflict to fix by hand. */
export function planCoupon(
  want: { percentOff: number; duration: string },
  have: ExistingCoupon | null,
): CouponAction {
  if (!have) return 'create';
  return have.percent_off === want.percentOff && have.duration === want.duration
    ? 'keep'
    : 'conflict';
}
