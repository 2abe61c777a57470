import { AppError } from '../../domain/app-error';
import { discountedAmount } from '../../domain/amounts.rules';
import { PAYPAL_PLANS } from '../../domain/paypal-plan-catalogue';
import {
  paypalOfferEnd,
  restoreIsDue,
  type PayPalSpecialOffer,
} from '../../domain/paypal-special-offer.rules';
import { SPECIAL_OFFER_PERCENT_OFF } from '../../domain/subscription-actions.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { PayPalCyclePrices } from '../../adapters/paypal/paypal-cycle-prices.port';
import type { CurrentSubscription } from '../shared/current-subscription.service';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import type { PayPalSpecialOffersRepository } from '../shared/paypal-special-offers.repository';

/** What one hourly run did. */
export interface OfferPriceReport {
  restored: number;
  /** Offers of subscriptions that ended or are gone: nothing left to bill. */
  closed: number;
}

const unavailable = (message: string): AppError =>
  new AppError('conflict', 'special-offer-unavailable', message);

/**
 * The retention offer on a PayPal subscription (spec 02 §4.13, issue 36 point 2). PayPal has no
 * coupon, but lets the merchant change the price of the running subscription's cycle without the
 * buyer's consent, for cycles billed 10 days or more later: the offer lowers the REGULAR cycle's
 * price by half, and the hourly job puts the regular price back once PayPal's next payment falls
 * after the offer's end. Offered only where that lowers exactly the payments the screen
 * names (those until its end date, the next one included); otherwise 409
 * special-offer-unavailable and the wizard cancels.
 */
export class PayPalSpecialOfferService {
  constructor(
    private readonly deps: {
      prices: PayPalCyclePrices;
      offers: PayPalSpecialOffersRepository;
      bindings: PayPalBindingsRepository;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  /** The end of the offer made now; throws 409 when PayPal cannot lower the payments before it. */
  assertOfferable(current: CurrentSubscription, months: 1 | 3, now: Date): Date {
    const { view } = current;
    if (view.canceled_at !== null)
      throw unavailable('The subscription is cancelled: restore it before taking an offer');
    const regular = this.regularCycle(current);
    if (!regular) throw unavailable('The plan has no regular price to lower');
    return paypalOfferEnd({
      now,
      nextBillingAt: view.current_period_end ? new Date(view.current_period_end * 1000) : null,
      offerMonths: months,
    });
  }

  /**
   * Lowers the regular cycle's price. The binding learns first that the server overrides the plan
   * (PayPal's BILLING.SUBSCRIPTION.UPDATED then shows `plan_overridden`), and the offer is recorded
   * before PayPal is asked, so the job can put the price back whatever happens after.
   */
  async apply(current: CurrentSubscription, uid: string, months: 1 | 3, now: Date): Promise<void> {
    const endsAt = this.assertOfferable(current, months, now);
    const regular = this.regularCycle(current);
    if (!regular) throw unavailable('The plan has no regular price to lower');
    const { prices, offers, bindings } = this.deps;
    const offer: PayPalSpecialOffer = {
      uid,
      sequence: regular.sequence,
      regular: { amount: regular.amount, currency: regular.currency },
      discounted: {
        amount: discountedAmount(regular.amount, SPECIAL_OFFER_PERCENT_OFF),
        currency: regular.currency,
      },
      endsAt: endsAt.toISOString(),
      acceptedAt: now.toISOString(),
    };
    await bindings.markSpecialOffer(current.id, offer.acceptedAt);
    await offers.save(current.id, offer);
    try {
      await prices.setCyclePrice(current.id, offer.sequence, offer.discounted);
    } catch (error) {
      // PayPal may have lowered the price though no answer came: the job puts the regular price
      // back at its next run (the offer ends now), and the binding keeps accepting our override.
      await offers.save(current.id, { ...offer, endsAt: offer.acceptedAt });
      await bindings.unmarkSpecialOffer(current.id);
      throw error;
    }
  }

  /** Hourly: the regular price goes back on every offer whose lowered payments were billed. */
  async restoreDue(): Promise<OfferPriceReport> {
    const report: OfferPriceReport = { restored: 0, closed: 0 };
    for (const { subscriptionId, offer } of await this.deps.offers.open()) {
      try {
        const outcome = await this.restoreIfDue(subscriptionId, offer);
        if (outcome !== 'waiting') report[outcome] += 1;
      } catch (error) {
        // The next run tries again: a restore sent up to ~18 days late still comes in time.
        const message = error instanceof Error ? error.message : String(error);
        this.deps.logger.error('PayPal offer price not restored', { subscriptionId, message });
      }
    }
    return report;
  }

  /** Whether the upsell must wait: a lowered price the revision would drop, or not restored yet. */
  async lowered(subscriptionId: string): Promise<boolean> {
    const offer = await this.deps.offers.get(subscriptionId);
    return offer !== null && !offer.restoredAt;
  }

  private async restoreIfDue(
    subscriptionId: string,
    offer: PayPalSpecialOffer,
  ): Promise<'restored' | 'closed' | 'waiting'> {
    const { prices, offers, clock } = this.deps;
    const payment = await prices.nextPayment(subscriptionId);
    const at = clock.now().toISOString();
    // Cancelled, expired or gone: PayPal bills nothing more, so no price needs restoring.
    if (!payment?.billable) {
      await offers.markRestored(subscriptionId, at);
      return 'closed';
    }
    // Suspended (paused, held): nothing is billed; the run after its reactivation decides.
    if (!payment.nextBillingAt || !restoreIsDue(offer, payment.nextBillingAt)) return 'waiting';
    await prices.setCyclePrice(subscriptionId, offer.sequence, offer.regular);
    await offers.markRestored(subscriptionId, at);
    return 'restored';
  }

  private regularCycle(current: CurrentSubscription) {
    const planId = current.view.plan.id;
    return (planId ? PAYPAL_PLANS.get(planId)?.regular : undefined) ?? null;
  }
}
