import Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import {
  assertLiveOffer,
  assertOfferEligible,
  liveDiscounts,
  parseOfferRecord,
  SPECIAL_OFFER_TTL_MS,
} from '../domain/special-offer.rules';
import {
  assertActionAllowed,
  assertSpecialOfferAllowed,
  SPECIAL_OFFER_PERCENT_OFF,
  specialOfferCouponId,
} from '../domain/subscription-actions.rules';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from '../adapters/clock/clock.port';
import type {
  CurrentStripeSubscription,
  CurrentSubscription,
  CurrentSubscriptionService,
} from './current-subscription.service';
import { discountInfos } from '../adapters/stripe/stripe-discounts';
import type { Database } from '../adapters/database/database.port';
import { userPath } from './users.service';
import { isMissing } from '../adapters/stripe/stripe-errors';

import type { SpecialOffer } from '../contract/api/manage-subscription.answers';

export type { SpecialOffer };

const offerPath = (uid: string) => userPath(uid, 'specialOffer');
const DISCOUNT_COUPONS = 'discounts.source.coupon';

/**
 * Spec 02 §4.13 with issue 17 point 6: the cancel wizard asks for the retention offer (the server
 * records it in users/{uid}/specialOffer for 30 minutes) and only that live offer can be
 * accepted, once per person, never on top of another discount.
 */
export class SpecialOfferService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async request(uid: string, reason: string | undefined): Promise<SpecialOffer> {
    const { subscription, now } = await this.eligible(uid);
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const record = parseOfferRecord(await this.database.get(offerPath(uid)));
    assertOfferEligible({
      acceptedBefore: Boolean(record?.acceptedAt) || (await this.customerHadOffer(customer)),
      liveDiscounts: liveDiscounts(discountInfos(subscription), now.getTime()),
    });
    const expiresAt = now.getTime() + SPECIAL_OFFER_TTL_MS;
    await this.database.set(offerPath(uid), {
      subscriptionId: subscription.id,
      offeredAt: now.getTime(),
      expiresAt,
      reason: reason ?? null,
    });
    return {
      subscriptionId: subscription.id,
      percentOff: SPECIAL_OFFER_PERCENT_OFF,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** 50 % off for 1 or 3 months on the live offer; undoes a pending cancel; keeps other discounts. */
  async accept(uid: string, months: 1 | 3): Promise<SubscriptionView> {
    const { current, subscription, now } = await this.eligible(uid);
    assertOfferEligible({
      acceptedBefore: false,
      liveDiscounts: liveDiscounts(discountInfos(subscription), now.getTime()),
    });
    await this.claim(uid, subscription.id, now.getTime());
    try {
      const coupon = await this.coupon(months);
      await this.current.stripe().subscriptions.update(subscription.id, {
        discounts: [
          ...subscription.discounts.map((discount) => ({
            discount: typeof discount === 'string' ? discount : discount.id,
          })),
          { coupon },
        ],
        metadata: { specialOfferStartDate: now.toISOString() },
        ...(subscription.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
      });
    } catch (error) {
      await this.database.update(offerPath(uid), { acceptedAt: null });
      throw error;
    }
    return this.current.refresh(uid, current);
  }

  private async eligible(uid: string) {
    const current = await this.current.loadExpanded(uid, [DISCOUNT_COUPONS]);
    const subscription = stripeOnly(current);
    assertActionAllowed('specialOffer', current.view);
    const now = this.clock.now();
    assertSpecialOfferAllowed(current.view, now);
    return { current, subscription, now };
  }

  /** Marks the live offer accepted, atomically: a second accept (or a race) finds it taken. */
  private async claim(uid: string, subscriptionId: string, nowMs: number): Promise<void> {
    const refusal: { error: unknown } = { error: null };
    const result = await this.database.transaction(offerPath(uid), (stored) => {
      try {
        return {
          ...assertLiveOffer(parseOfferRecord(stored), subscriptionId, nowMs),
          acceptedAt: nowMs,
        };
      } catch (error) {
        refusal.error = error;
        return undefined;
      }
    });
    if (!result.committed)
      throw (
        refusal.error ??
        new AppError('conflict', 'special-offer-not-offered', 'No special offer is open')
      );
  }

  /** Another subscription of the same Stripe customer already had the offer. */
  private async customerHadOffer(customer: string): Promise<boolean> {
    const list = await this.current
      .stripe()
      .subscriptions.list({ customer, status: 'all', limit: 100 });
    return list.data.some((subscription) => Boolean(subscription.metadata.specialOfferStartDate));
  }

  /** special_offer_{n}m, created on first use; a parallel creation finds the other's coupon. */
  private async coupon(months: 1 | 3): Promise<string> {
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

function stripeOnly(current: CurrentSubscription | CurrentStripeSubscription): Stripe.Subscription {
  if (!('subscription' in current)) {
    throw new AppError(
      'conflict',
      'unsupported-provider',
      'The special offer is only available for card subscriptions',
    );
  }
  return current.subscription;
}
