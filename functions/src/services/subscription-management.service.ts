import Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import {
  assertActionAllowed,
  assertSpecialOfferAllowed,
  pauseResumesAt,
  SPECIAL_OFFER_PERCENT_OFF,
  specialOfferCouponId,
} from '../domain/subscription-actions.rules';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from './clock';
import { resumeStripe } from './stripe-unpause';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from './current-subscription.service';

const unsupportedProvider = (what: string): AppError =>
  new AppError(409, 'unsupported-provider', `${what} is only available for card subscriptions`);

const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Spec 02 §4.12–4.13 against the providers: cancel at period end (PayPal: cancel, final),
 * restore, pause (Stripe pause_collection until a date; PayPal suspend), unpause and the
 * retention offer. Each action checks the derived state first, then re-reads and records.
 */
export class SubscriptionManagementService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly clock: Clock,
  ) {}

  async cancel(uid: string, reason: string | undefined): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('cancel', current.view);
    if (current.provider === 'paypal') {
      await this.current
        .paypal()
        .subscriptionAction(current.id, 'cancel', reason ?? 'notSpecified');
    } else {
      await this.current.stripe().subscriptions.update(current.subscription.id, {
        cancel_at_period_end: true,
        ...(reason ? { cancellation_details: { comment: reason } } : {}),
      });
    }
    return this.current.refresh(uid, current);
  }

  /** Undoes a pending cancellation; PayPal cancellations are final, so never "canceled" there. */
  async restore(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('restore', current.view);
    const subscription = this.stripeOnly(current, 'Restoring');
    await this.current.stripe().subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    return this.current.refresh(uid, current);
  }

  async pause(uid: string, months: number): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('pause', current.view);
    if (current.provider === 'paypal') {
      await this.current
        .paypal()
        .subscriptionAction(current.id, 'suspend', `Paused for ${months} month(s)`);
    } else {
      await this.current.stripe().subscriptions.update(current.subscription.id, {
        pause_collection: {
          behavior: 'void',
          resumes_at: pauseResumesAt(this.clock.now(), months),
        },
      });
    }
    return this.current.refresh(uid, current);
  }

  async unpause(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid, ['latest_invoice']);
    assertActionAllowed('unpause', current.view);
    if (current.provider === 'paypal') {
      await this.current.paypal().subscriptionAction(current.id, 'activate', 'Unpaused');
    } else {
      await resumeStripe(this.current.stripe(), current.subscription);
    }
    return this.current.refresh(uid, current);
  }

  /** The retention offer: 50 % off for 1 or 3 months, once per subscription; undoes a pending cancel. */
  async acceptSpecialOffer(uid: string, months: 1 | 3): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    const subscription = this.stripeOnly(current, 'The special offer');
    assertActionAllowed('specialOffer', current.view);
    const now = this.clock.now();
    assertSpecialOfferAllowed(current.view, now);
    const coupon = await this.specialOfferCoupon(months);
    await this.current.stripe().subscriptions.update(subscription.id, {
      discounts: [{ coupon }],
      metadata: { specialOfferStartDate: now.toISOString() },
      ...(subscription.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
    });
    return this.current.refresh(uid, current);
  }

  private stripeOnly(current: CurrentSubscription, what: string): Stripe.Subscription {
    if (current.provider !== 'stripe') throw unsupportedProvider(what);
    return current.subscription;
  }

  /** special_offer_{n}m, created on first use; a parallel creation finds the other's coupon. */
  private async specialOfferCoupon(months: 1 | 3): Promise<string> {
    const stripe = this.current.stripe();
    const id = specialOfferCouponId(months);
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    try {
      const created = await stripe.coupons.create({
        id,
        percent_off: SPECIAL_OFFER_PERCENT_OFF,
        duration: 'repeating',
        duration_in_months: months,
        name: `Special offer: ${SPECIAL_OFFER_PERCENT_OFF}% off for ${months} month(s)`,
      });
      return created.id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return (await stripe.coupons.retrieve(id)).id;
    }
  }
}
