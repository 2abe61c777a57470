import { AppError } from './app-error';

/** How long an offer the cancel wizard asked for can be accepted. */
export const SPECIAL_OFFER_TTL_MS = 30 * 60 * 1000;

/** users/{uid}/specialOffer: the last offer made to the person, and whether they took one. */
export interface SpecialOfferRecord {
  subscriptionId: string;
  offeredAt: number;
  expiresAt: number;
  reason: string | null;
  /** Set once the person accepted an offer (any subscription): never offered again. */
  acceptedAt: number | null;
}

const numberOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export function parseOfferRecord(value: unknown): SpecialOfferRecord | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.subscriptionId !== 'string') return null;
  return {
    subscriptionId: record.subscriptionId,
    offeredAt: numberOr(record.offeredAt, 0) ?? 0,
    expiresAt: numberOr(record.expiresAt, 0) ?? 0,
    reason: typeof record.reason === 'string' ? record.reason : null,
    acceptedAt: numberOr(record.acceptedAt, null),
  };
}

/** A discount on the subscription: its coupon, the coupon's duration and the discount's end. */
export interface DiscountInfo {
  couponId: string;
  duration: string;
  /** Seconds; null for forever and once. */
  end: number | null;
}

export const isSpecialOfferCoupon = (couponId: string): boolean =>
  couponId.startsWith('special_offer_');

/**
 * A discount that will still lower a coming invoice: forever, or repeating until a future end.
 * A `once` discount was spent on the first invoice with the price (offers come after the trial).
 */
export function liveDiscounts(discounts: readonly DiscountInfo[], nowMs: number): DiscountInfo[] {
  return discounts.filter(
    (discount) =>
      discount.duration === 'forever' ||
      (discount.duration === 'repeating' && discount.end !== null && discount.end * 1000 > nowMs),
  );
}

export const ALREADY_USED = (): AppError =>
  new AppError('conflict', 'special-offer-already-used', 'The special offer was already accepted');

/**
 * Issue 17 point 6: once per person (any earlier acceptance, on any of their subscriptions), and
 * never on top of a discount that still applies (it would stack, or replace it).
 */
export function assertOfferEligible(input: {
  acceptedBefore: boolean;
  liveDiscounts: readonly DiscountInfo[];
}): void {
  if (input.acceptedBefore) throw ALREADY_USED();
  if (input.liveDiscounts.length > 0) {
    throw new AppError(
      'conflict',
      'special-offer-unavailable',
      'The subscription already has a discount: no special offer on top of it',
    );
  }
}

/** The offer made in this cancellation: for this subscription, not expired, not taken. */
export function assertLiveOffer(
  record: SpecialOfferRecord | null,
  subscriptionId: string,
  nowMs: number,
): SpecialOfferRecord {
  if (record?.acceptedAt) throw ALREADY_USED();
  if (!record || record.subscriptionId !== subscriptionId || record.expiresAt <= nowMs) {
    throw new AppError(
      'conflict',
      'special-offer-not-offered',
      'No special offer is open: it is made during a cancellation and lasts 30 minutes',
    );
  }
  return record;
}

/**
 * The upsell waits while the retention offer lowers the price: its discount would apply to the
 * longer plan too, and the unused discounted period would be credited at the full price.
 */
export function assertNoRetentionDiscount(input: {
  discounts: readonly DiscountInfo[];
  /** Coupons that discounted the latest invoice (the period being credited). */
  latestInvoiceCoupons: readonly string[];
  nowMs: number;
}): void {
  const live = liveDiscounts(input.discounts, input.nowMs).some((discount) =>
    isSpecialOfferCoupon(discount.couponId),
  );
  if (live || input.latestInvoiceCoupons.some(isSpecialOfferCoupon)) {
    throw new AppError(
      'conflict',
      'special-offer-active',
      'The upgrade is available once the special offer period has ended',
    );
  }
}
