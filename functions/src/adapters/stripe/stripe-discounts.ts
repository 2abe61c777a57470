import type Stripe from 'stripe';
import type { DiscountInfo } from '../../domain/special-offer.rules';

type AnyDiscount = string | Stripe.Discount | Stripe.DeletedDiscount;

function infoOf(discount: AnyDiscount): DiscountInfo[] {
  if (typeof discount === 'string') return [];
  const coupon = discount.source.coupon;
  if (!coupon || typeof coupon === 'string') return [];
  const end = 'end' in discount ? discount.end : null;
  return [{ couponId: coupon.id, duration: coupon.duration, end }];
}

/** The subscription's discounts with their coupons (expand `discounts.source.coupon`). */
export const discountInfos = (subscription: Stripe.Subscription): DiscountInfo[] =>
  subscription.discounts.flatMap(infoOf);

/**
 * The coupons that lowered the latest invoice (expand
 * `latest_invoice.total_discount_amounts.discount.source.coupon`).
 */
export function latestInvoiceCoupons(subscription: Stripe.Subscription): string[] {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return [];
  return (invoice.total_discount_amounts ?? [])
    .filter((entry) => entry.amount > 0)
    .flatMap((entry) => infoOf(entry.discount))
    .map((info) => info.couponId);
}
