import type { FirstPeriodCoupon } from '../../domain/catalogue.rules';

/** The discounts on a first period, as the provider that charges it keeps them (Stripe coupons). */
export interface FirstPeriodCoupons {
  /** The coupon exists at the provider and takes off exactly what it names; null needs none. */
  ensure(coupon: FirstPeriodCoupon | null): Promise<void>;
}
