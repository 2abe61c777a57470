import Stripe from 'stripe';
import {
  SPECIAL_OFFER_PERCENT_OFF,
  specialOfferCouponId,
} from '../../domain/subscription-actions.rules';
import type {
  DiscountedSubscription,
  SpecialOfferDiscounts,
} from '../providers/special-offer-discounts.port';
import { discountInfos } from './stripe-discounts';
import { isMissing, orNullWhenMissing } from './stripe-errors';
import type { StripeSubscriptionProvider } from './stripe-subscription-provider.adapter';

const DISCOUNT_COUPONS = 'discounts.source.coupon';

/** The special offer as a Stripe coupon (special_offer_{n}m) on the subscription. */
export class StripeSpecialOffer implements SpecialOfferDiscounts {
  constructor(
    private readonly stripe: Stripe,
    private readonly subscriptions: StripeSubscriptionProvider,
  ) {}

  async retrieve(id: string): Promise<DiscountedSubscription | null> {
    const subscription = await orNullWhenMissing(
      this.stripe.subscriptions.retrieve(id, { expand: [DISCOUNT_COUPONS] }),
    );
    if (!subscription) return null;
    return {
      subscription: this.subscriptions.toProviderSubscription(subscription),
      customer:
        typeof subscription.customer === 'string'
          ? subscription.customer
          : subscription.customer.id,
      discounts: discountInfos(subscription),
      discountIds: subscription.discounts.map((discount) =>
        typeof discount === 'string' ? discount : discount.id,
      ),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  async customerHadOffer(customer: string): Promise<boolean> {
    const list = await this.stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    return list.data.some((subscription) => Boolean(subscription.metadata.specialOfferStartDate));
  }

  async apply(subscription: DiscountedSubscription, months: 1 | 3, startedAt: Date): Promise<void> {
    const coupon = await this.coupon(months);
    await this.stripe.subscriptions.update(subscription.subscription.id, {
      discounts: [...subscription.discountIds.map((discount) => ({ discount })), { coupon }],
      metadata: { specialOfferStartDate: startedAt.toISOString() },
      ...(subscription.cancelAtPeriodEnd ? { cancel_at_period_end: false } : {}),
    });
  }

  /** special_offer_{n}m, created on first use; a parallel creation finds the other's coupon. */
  private async coupon(months: 1 | 3): Promise<string> {
    const id = specialOfferCouponId(months);
    try {
      return (await this.stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    try {
      const created = await this.stripe.coupons.create({
        id,
        percent_off: SPECIAL_OFFER_PERCENT_OFF,
        duration: 'repeating',
        duration_in_months: months,
        name: `Special offer: ${SPECIAL_OFFER_PERCENT_OFF}% off for ${months} month(s)`,
      });
      return created.id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return (await this.stripe.coupons.retrieve(id)).id;
    }
  }
}
