import { isDiscountGranted, priceGroupId } from '../../../shared/domain/checkout/price-group';
import type { DurationType } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import * as ebookRules from '../domain/ebook-price';
import { type UpsellOffer, upsellOffer } from '../domain/upsell-offer';
import * as plan from '../domain/upsell-plan';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { PaymentApi } from '../../../shared/services/payment.api';
import type { StorageService } from '../../../shared/services/storage.service';
import type { UpsellApi } from '../services/upsell.api';
import type { FlagsStore } from '../../../shared/stores/flags.store';
import type { PurchaseStore } from '../../../shared/stores/purchase.store';
import { retryWhile } from './retry';

/** Spec 02 §8–9: subscription fetch retried after 2 s, products after 3 s. */
const SUBSCRIPTION_RETRY_MS = 2000;
const PRODUCTS_RETRY_MS = 3000;

const sameCurrency = (a: { currency: string }, b: { currency: string }) =>
  a.currency.toUpperCase() === b.currency.toUpperCase();

/** While false the screen was left: retries stop and the loaders answer undefined. */
export type StillWanted = () => boolean;

/** Reads what the post-payment offers show: the subscription, the longer plan, the e-book price. */
export class OfferLoader {
  constructor(
    private readonly deps: {
      payment: PaymentApi;
      upsell: UpsellApi;
      analytics: AnalyticsService;
      purchase: PurchaseStore;
      storage: StorageService;
      flags: FlagsStore;
    },
  ) {}

  /** The subscription the payment recorded, else the signed-in user's (null: none). */
  async subscription(wanted: StillWanted): Promise<SubscriptionView | null | undefined> {
    const known = this.deps.purchase.subscription;
    if (known) return known;
    return this.retrying(wanted, SUBSCRIPTION_RETRY_MS, 'web_subscriptionFetchFailed', () =>
      this.deps.payment.getSubscription(),
    );
  }

  /**
   * Spec 02 §4.11 from the buyer's group, with the amount the server charges today; throws
   * 'invalid subscription plan' or 'no price found' (or the preview's error).
   */
  async upsellOffer(
    wanted: StillWanted,
    subscription: SubscriptionView,
    stepId: string,
    duration: DurationType | null,
  ): Promise<UpsellOffer | undefined> {
    const model = plan.upsellModel(stepId, duration);
    const currency = subscription.plan.currency ?? '';
    const group = plan.upsellGroup(
      priceGroupId(this.deps.storage.get('sgroup'), this.discountGranted()),
    );
    const products = await this.products(wanted, group, currency);
    if (!products) return undefined;
    const price = plan.upsellPrice(products.prices, model, currency);
    // What accepting charges today, from the server (issue 17: shown = charged); an offer the
    // server would price differently is not shown at all.
    const trial = duration === 'trial';
    if (subscription.provider === 'paypal') {
      // PayPal bills the new plan from the next billing date, nothing today (a revision).
      const paypal = await this.deps.upsell.previewPaypalUpsell();
      if (!wanted()) return undefined;
      if (
        paypal.priceId !== price.id ||
        paypal.amount !== price.unit_amount ||
        !sameCurrency(paypal, price)
      )
        throw new Error(plan.INVALID_PLAN_MESSAGE);
      const nothingToday = { amount: 0, prorationDate: 0 };
      return upsellOffer(subscription, price, model, trial, nothingToday, paypal.startsAt);
    }
    const preview = await this.deps.upsell.previewUpsell();
    if (!wanted()) return undefined;
    if (preview.priceId !== price.id || !sameCurrency(preview, price))
      throw new Error(plan.INVALID_PLAN_MESSAGE);
    const today = { amount: preview.amountDue, prorationDate: preview.prorationDate };
    return upsellOffer(subscription, price, model, trial, today);
  }

  /** The e-book of group ebookV1 in the subscription's currency; null (reported) when missing. */
  async ebookOffer(
    wanted: StillWanted,
    currency: string | undefined,
  ): Promise<ebookRules.EbookOffer | null | undefined> {
    const products = await this.products(wanted, ebookRules.EBOOK_GROUP, currency);
    if (!products) return undefined;
    const price = ebookRules.pickEbookPrice(products.prices);
    if (price) return ebookRules.ebookOffer(price);
    this.deps.analytics.error('web_ebookNoPrice', new Error(plan.NO_PRICE_FOUND_MESSAGE));
    return null;
  }

  /** The buyer's discount (dc link or debug flag), as on the checkout screen. */
  discountGranted(): boolean {
    return isDiscountGranted(this.deps.storage.get('dc'), this.deps.flags.get('discount-debug'));
  }

  private products(wanted: StillWanted, group: string, currency: string | undefined) {
    return this.retrying(wanted, PRODUCTS_RETRY_MS, 'web_productsFetchFailed', () =>
      this.deps.payment.getProducts(group, currency),
    );
  }

  private retrying<T>(wanted: StillWanted, delayMs: number, event: string, load: () => Promise<T>) {
    const report = (error: unknown) => this.deps.analytics.error(event, error);
    return retryWhile(wanted, delayMs, report, load);
  }
}
