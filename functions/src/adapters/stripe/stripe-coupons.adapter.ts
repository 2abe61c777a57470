import type Stripe from 'stripe';
import type { FirstPeriodCoupon } from '../../domain/catalogue.rules';
import type { FirstPeriodCoupons } from '../purchases/first-period-coupons.port';
import { isAlreadyThere } from './stripe-errors';

/**
 * The first-period coupons the catalogue needs, created at Stripe from code the first time a
 * purchase needs one (the id names its amount and currency, so one coupon serves every price with
 * the same discount). A coupon of that id that takes off anything else is refused: a purchase
 * never goes through with a discount other than the one the checkout screen showed.
 */
export class StripeCoupons implements FirstPeriodCoupons {
  private readonly ready = new Set<string>();

  constructor(private readonly stripe: Stripe) {}

  async ensure(coupon: FirstPeriodCoupon | null): Promise<void> {
    if (!coupon || this.ready.has(coupon.id)) return;
    try {
      await this.stripe.coupons.create(
        { ...coupon, duration: 'once', name: 'Discount on the first period' },
        { idempotencyKey: `coupon-${coupon.id}` },
      );
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
      const existing = await this.stripe.coupons.retrieve(coupon.id);
      const same =
        existing.valid &&
        existing.amount_off === coupon.amount_off &&
        existing.currency === coupon.currency &&
        existing.duration === 'once';
      if (!same) throw new Error(`Stripe coupon ${coupon.id} is not the discount it names`);
    }
    this.ready.add(coupon.id);
  }
}
