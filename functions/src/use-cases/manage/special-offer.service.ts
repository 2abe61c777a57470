import { AppError } from '../../domain/app-error';
import {
  assertLiveOffer,
  assertOfferEligible,
  liveDiscounts,
  parseOfferRecord,
  SPECIAL_OFFER_TTL_MS,
} from '../../domain/special-offer.rules';
import {
  assertActionAllowed,
  assertSpecialOfferAllowed,
  SPECIAL_OFFER_PERCENT_OFF,
} from '../../domain/subscription-actions.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { SpecialOfferDiscounts } from '../../adapters/providers/special-offer-discounts.port';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from '../shared/current-subscription.service';
import type { PayPalSpecialOfferService } from './paypal-special-offer.service';
import { configured } from '../shared/not-configured';
import { userPath } from '../shared/users.service';

import type { SpecialOffer } from '../../contract/api/manage-subscription.answers';

export type { SpecialOffer };

const offerPath = (uid: string) => userPath(uid, 'specialOffer');
/**
 * Spec 02 §4.13's flagged user: users/{uid}/specialOfferUsed, true once the person took a
 * retention offer (on any subscription, here or, as Stripe remembers, before the record knew).
 * Only the server writes it; the cancel wizard reads it to cancel without asking for an offer.
 */
const specialOfferUsedPath = (uid: string) => userPath(uid, 'specialOfferUsed');

const unsupportedProvider = (): AppError =>
  new AppError(
    'conflict',
    'unsupported-provider',
    'The special offer is only available for card subscriptions',
  );

/** The months an offer request is checked for when the wizard does not say (the longest). */
const DEFAULT_REQUEST_MONTHS = 3;

/**
 * Spec 02 §4.13 with issue 17 point 6: the cancel wizard asks for the retention offer (the server
 * records it in users/{uid}/specialOffer for 30 minutes) and only that live offer can be
 * accepted, once per person, never on top of another discount. A card subscription gets a Stripe
 * coupon; a PayPal one a lowered cycle price where PayPal allows it (PayPalSpecialOfferService).
 */
export class SpecialOfferService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    /** null when Stripe is not configured. */
    private readonly discounts: SpecialOfferDiscounts | null,
    private readonly database: Database,
    private readonly clock: Clock,
    /** null when PayPal is not configured. */
    private readonly paypal: PayPalSpecialOfferService | null = null,
  ) {}

  /** `months`: the duration the wizard will offer (checked where the provider limits it). */
  async request(
    uid: string,
    reason: string | undefined,
    months: 1 | 3 = DEFAULT_REQUEST_MONTHS,
  ): Promise<SpecialOffer> {
    if ((await this.current.providerOf(uid)) === 'paypal') {
      const { current, now } = await this.eligiblePayPal(uid);
      this.paypalOffers().assertOfferable(current, months, now);
      await this.assertNotAcceptedBefore(uid);
      return this.record(uid, current.id, reason, now);
    }
    const { found, now } = await this.eligible(uid);
    const record = parseOfferRecord(await this.database.get(offerPath(uid)));
    const acceptedBefore =
      Boolean(record?.acceptedAt) || (await this.offers().customerHadOffer(found.customer));
    if (acceptedBefore) await this.flagUser(uid);
    assertOfferEligible({
      acceptedBefore,
      liveDiscounts: liveDiscounts(found.discounts, now.getTime()),
    });
    return this.record(uid, found.subscription.id, reason, now);
  }

  /** 50 % off for 1 or 3 months on the live offer; undoes a pending cancel; keeps other discounts. */
  async accept(uid: string, months: 1 | 3): Promise<SubscriptionView> {
    if ((await this.current.providerOf(uid)) === 'paypal') return this.acceptPayPal(uid, months);
    const { found, now } = await this.eligible(uid);
    assertOfferEligible({
      acceptedBefore: false,
      liveDiscounts: liveDiscounts(found.discounts, now.getTime()),
    });
    await this.claim(uid, found.subscription.id, now.getTime());
    try {
      await this.offers().apply(found, months, now);
    } catch (error) {
      await this.database.update(offerPath(uid), { acceptedAt: null });
      throw error;
    }
    await this.flagUser(uid);
    return this.current.refresh(uid, found.subscription);
  }

  /** The same offer on a PayPal subscription: half its cycle price, where PayPal allows it. */
  private async acceptPayPal(uid: string, months: 1 | 3): Promise<SubscriptionView> {
    const { current, now } = await this.eligiblePayPal(uid);
    const paypal = this.paypalOffers();
    paypal.assertOfferable(current, months, now);
    await this.claim(uid, current.id, now.getTime());
    try {
      await paypal.apply(current, uid, months, now);
    } catch (error) {
      await this.database.update(offerPath(uid), { acceptedAt: null });
      throw error;
    }
    await this.flagUser(uid);
    return this.current.refresh(uid, current);
  }

  private async record(
    uid: string,
    subscriptionId: string,
    reason: string | undefined,
    now: Date,
  ): Promise<SpecialOffer> {
    const expiresAt = now.getTime() + SPECIAL_OFFER_TTL_MS;
    await this.database.set(offerPath(uid), {
      subscriptionId,
      offeredAt: now.getTime(),
      expiresAt,
      reason: reason ?? null,
    });
    return {
      subscriptionId,
      percentOff: SPECIAL_OFFER_PERCENT_OFF,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The person took an offer: the wizard will not ask for another (spec 02 §4.13). */
  private async flagUser(uid: string): Promise<void> {
    await this.database.set(specialOfferUsedPath(uid), true);
  }

  /** Once per person: the record or the flag says whether they took one before. */
  private async assertNotAcceptedBefore(uid: string): Promise<void> {
    const record = parseOfferRecord(await this.database.get(offerPath(uid)));
    const flagged = (await this.database.get(specialOfferUsedPath(uid))) === true;
    assertOfferEligible({
      acceptedBefore: Boolean(record?.acceptedAt) || flagged,
      liveDiscounts: [],
    });
  }

  private async eligiblePayPal(uid: string): Promise<{ current: CurrentSubscription; now: Date }> {
    const current = await this.current.load(uid);
    assertActionAllowed('specialOffer', current.view);
    const now = this.clock.now();
    assertSpecialOfferAllowed(current.view, now);
    return { current, now };
  }

  private async eligible(uid: string) {
    const found = await this.current.loadStripeVia(uid, (id) => this.offers().retrieve(id));
    if (!found) throw unsupportedProvider();
    assertActionAllowed('specialOffer', found.subscription.view);
    const now = this.clock.now();
    assertSpecialOfferAllowed(found.subscription.view, now);
    return { found, now };
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

  private offers(): SpecialOfferDiscounts {
    return configured(this.discounts, 'stripe');
  }

  private paypalOffers(): PayPalSpecialOfferService {
    return configured(this.paypal, 'paypal');
  }
}
