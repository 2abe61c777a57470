import { makeAutoObservable, runInAction } from 'mobx';
import { routeAfterPayment } from '../domain/post-purchase';
import type { Flow } from '../domain/routes';
import { durationType, type SubscriptionView } from '../domain/subscription';
import type { AnalyticsService } from '../services/analytics.service';
import type { PaymentService } from '../services/payment.service';
import type { CheckoutStore } from './checkout.store';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

const PURCHASE_RESOLUTION_DELAY_MS = 1000;

/** After a payment: read the subscription back, record it, and decide where the buyer goes (02 §4.7–4.8). */
export class PurchaseStore {
  resolving = false;
  subscription: SubscriptionView | null = null;

  constructor(
    private readonly deps: {
      payment: PaymentService;
      analytics: AnalyticsService;
      flags: FlagsStore;
      session: SessionStore;
      checkout: CheckoutStore;
    },
  ) {
    makeAutoObservable<PurchaseStore, 'deps'>(this, { deps: false });
  }

  /** Spec 02 §4.7: wait, fetch the subscription, record it and answer where the visitor goes next. */
  async resolvePurchase(flow: Flow, subscriptionId: string, sendEvent: boolean): Promise<string> {
    this.resolving = true;
    await new Promise((resolve) => setTimeout(resolve, PURCHASE_RESOLUTION_DELAY_MS));
    let subscription: SubscriptionView | null = null;
    try {
      subscription = await this.deps.payment.getStripeSubscriptionViaId(subscriptionId);
    } catch (error) {
      this.deps.analytics.error('web_purchaseResolutionFailed', error);
    }
    return this.purchased(flow, subscription, sendEvent ? 'stripe' : null);
  }

  /** After PayPal approval: the server checks the subscription with PayPal before it counts. */
  async confirmPaypal(flow: Flow, subscriptionId: string): Promise<string | null> {
    try {
      const subscription = await this.deps.payment.confirmPaypalSubscription(subscriptionId);
      return this.purchased(flow, subscription, 'paypal');
    } catch (error) {
      this.deps.checkout.paypalFailed(error);
      return null;
    }
  }

  private purchased(
    flow: Flow,
    subscription: SubscriptionView | null,
    channel: 'stripe' | 'paypal' | null,
  ): string {
    runInAction(() => {
      this.subscription = subscription;
    });
    if (subscription && channel) {
      this.deps.analytics.track('web_purchaseSuccess', {
        channel,
        subscriptionId: subscription.id,
        value: subscription.plan.amount / 100,
        currency: subscription.plan.currency.toUpperCase(),
      });
    }
    if (subscription) this.deps.analytics.track('web_commit_36_payment');
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
      durationType: subscription ? safeDurationType(subscription) : 'unknown',
    });
  }
}

function safeDurationType(subscription: SubscriptionView): string {
  try {
    return durationType(subscription, Date.now() / 1000);
  } catch {
    return 'unknown';
  }
}
