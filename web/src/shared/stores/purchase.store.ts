import { isRateLimited } from '../domain/api-errors';
import { makeAutoObservable, runInAction } from 'mobx';
import { DUPLICATE_REFUNDED, TRIAL_REFUNDED } from '../domain/checkout/payment-errors';
import { type PurchaseReference, postPurchaseSearch } from '../domain/checkout/payment-return';
import { routeAfterPayment } from '../domain/checkout/post-purchase';
import { type Flow, flowPage } from '../domain/routes';
import { durationTypeOfView } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../domain/subscription';
import type { AnalyticsService } from '../services/analytics.service';
import { ApiError } from '../services/api-error';
import type { PaymentApi } from '../services/payment.api';
import type { StorageService } from '../services/storage.service';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

export const PURCHASE_RESOLUTION_DELAY_MS = 1000;

/** Why the server undid a purchase and refunded it (the checkout screen's notice). */
export type RefundReason = 'trial' | 'paypalTrial' | 'duplicate';

/** The notice for an API refusal of a purchase paid by card or (source 'paypal') PayPal. */
function refundReason(error: unknown, source: PurchaseReference['source']): RefundReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === DUPLICATE_REFUNDED) return 'duplicate';
  if (error.code !== TRIAL_REFUNDED) return null;
  return source === 'paypal' ? 'paypalTrial' : 'trial';
}

/** After a payment: read the subscription back, record it, and decide where the buyer goes (02 §4.7–4.8). */
export class PurchaseStore {
  subscription: SubscriptionView | null = null;
  /**
   * The last purchase was undone by the server and refunded, so the buyer is back on the checkout screen:
   * a trial the card had already had, or a payment made while another subscription (PayPal in
   * another tab) already gave premium.
   */
  refunded: RefundReason | null = null;

  constructor(
    private readonly deps: {
      payment: PaymentApi;
      analytics: AnalyticsService;
      flags: FlagsStore;
      session: SessionStore;
      storage: StorageService;
    },
  ) {
    makeAutoObservable<PurchaseStore, 'deps'>(this, { deps: false });
  }

  /** The post-purchase page opened for a purchase from `source`. */
  successScreenShown(source: PurchaseReference['source']): void {
    this.deps.analytics.track('web_goto_36_payment_success', { source });
  }

  /** The post-purchase route of the flow, with the purchase in its query. */
  postPurchasePath(
    flow: Flow,
    purchase: { source: 'elements' | 'paypal'; subscriptionId: string },
  ): string {
    const token = this.deps.storage.get('token') ?? undefined;
    const search = postPurchaseSearch(this.deps.storage.get('searchParams') ?? '', {
      ...purchase,
      token,
    });
    return `${flowPage(flow, 'paymentSuccess')}${search}`;
  }

  /**
   * Spec 02 §4.7: wait 1 s, fetch the subscription by source; on failure log and go on; on
   * success report the purchase (once, when asked), keep it, and commit the payment step. A
   * purchase the server undid and refunded (a second trial, a second subscription) goes back to
   * the checkout screen instead, which says why.
   */
  async resolvePurchase(
    flow: Flow,
    reference: PurchaseReference,
    sendEvent: boolean,
  ): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, PURCHASE_RESOLUTION_DELAY_MS));
    let subscription: SubscriptionView | null = null;
    try {
      subscription = await this.fetch(reference);
    } catch (error) {
      this.deps.analytics.error('web_purchaseResolutionFailed', error, {
        source: reference.source,
      });
      const refunded = refundReason(error, reference.source);
      if (refunded) {
        runInAction(() => {
          this.refunded = refunded;
        });
        return flowPage(flow, 'payment');
      }
    }
    runInAction(() => {
      this.subscription = subscription;
      if (subscription) this.refunded = null;
    });
    if (subscription && sendEvent) {
      this.deps.analytics.track('web_purchaseSuccess', {
        channel: reference.source === 'paypal' ? 'paypal' : 'stripe',
        source: reference.source,
        subscriptionId: subscription.id,
        value: (subscription.plan.amount ?? 0) / 100,
        currency: (subscription.plan.currency ?? '').toUpperCase(),
      });
    }
    if (subscription) {
      this.deps.storage.set('subscriptionId', subscription.id);
      this.deps.analytics.track('web_commit_36_payment', { source: reference.source });
    }
    return this.routeAfterPayment(flow, subscription);
  }

  /**
   * After PayPal approval the server checks the subscription with PayPal before it counts. A
   * refusal (4xx: not active, not the buyer's) is shown; when the confirm itself fails (5xx, no
   * answer) the buyer has paid at PayPal all the same, so the purchase resolution goes on and
   * records it. Offering the PayPal button again there let the reliability suite pay twice.
   */
  async confirmPaypal(flow: Flow, subscriptionId: string): Promise<string> {
    try {
      await this.deps.payment.confirmPaypalSubscription(subscriptionId);
    } catch (error) {
      // A second trial of this PayPal account: cancelled and refunded; the checkout says so.
      const refunded = refundReason(error, 'paypal');
      if (refunded) {
        runInAction(() => {
          this.refunded = refunded;
        });
        return flowPage(flow, 'payment');
      }
      // Too many attempts is no refusal: the buyer has paid, so the resolution goes on as well.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused && !isRateLimited(error)) throw error;
      this.deps.analytics.error('web_paypalConfirmFailed', error, { subscriptionId });
    }
    return this.postPurchasePath(flow, { source: 'paypal', subscriptionId });
  }

  private fetch(reference: PurchaseReference): Promise<SubscriptionView> {
    const payment = this.deps.payment;
    if (reference.source === 'checkout')
      return payment.getStripeSubscriptionViaSession(reference.sessionId);
    if (reference.source === 'paypal')
      return payment.getPaypalSubscriptionViaId(reference.subscriptionId);
    return payment.getStripeSubscriptionViaId(reference.subscriptionId);
  }

  private routeAfterPayment(flow: Flow, subscription: SubscriptionView | null): string {
    const user = this.deps.session.user;
    return routeAfterPayment({
      flow,
      hasUser: user !== null,
      isAnonymous: user?.isAnonymous ?? true,
      isPartner: false,
      // The payment succeeded even when reading the subscription back failed.
      hasOldSubscription: true,
      isPurchaseAvailable: false,
      ebookUpsellEnabled: this.deps.flags.get('enable-ebook-upsell'),
      upsellDurations: this.deps.flags.get('upsell-funnel-active-durations'),
      durationType: (subscription && durationTypeOfView(subscription, new Date())) ?? 'unknown',
    });
  }
}
