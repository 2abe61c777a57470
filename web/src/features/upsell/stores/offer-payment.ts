import { apiErrorKey } from '../../../shared/domain/api-errors';
import { toMajor } from '../../../shared/domain/packages';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import type { EbookOffer } from '../domain/ebook-price';
import { postPaymentEventName, type PostPaymentScreen } from '../domain/upsell-events';
import type { UpsellOffer } from '../domain/upsell-offer';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { ApiError } from '../../../shared/services/api-error';
import type { StripeLoaderService } from '../../../shared/services/stripe-loader.service';
import type { UpsellApi } from '../services/upsell.api';
import type { UiStore } from '../../../shared/stores/ui.store';

export type OfferProduct = 'upsell' | 'ebook';
/** `stale`: the amount shown is out of date (the server refused it); the offer is read again. */
export type PaymentOutcome = 'paid' | 'alreadyBought' | 'failed' | 'stale';
/** Minor units and ISO code of what the offer charges. */
export type Sale = { amount: number; currency: string };

const SCREEN: Record<OfferProduct, PostPaymentScreen> = {
  upsell: 'update_subscription',
  ebook: 'ebook',
};
const FAILURE_EVENT: Record<OfferProduct, string> = {
  upsell: 'web_upsellFailed',
  ebook: 'web_ebookFailed',
};
/** The server's answer when an earlier click or visit already bought it. */
const ALREADY_BOUGHT: Record<OfferProduct, string> = {
  upsell: 'already-upgraded',
  ebook: 'ebook-already-purchased',
};

/** The server's answer when the upsell amount shown is too old to be charged. */
const PREVIEW_EXPIRED = 'upsell-preview-expired';

/**
 * Paying for a post-payment offer: the UI is blocked while the server call and any card
 * confirmation run (spec 02 §8: a 402 with a client secret is confirmed with Stripe.js); failures
 * are toasts; successes and declines are logged.
 */
export class OfferPayment {
  private readonly resumed = new Map<string, Promise<PaymentOutcome>>();

  constructor(
    private readonly deps: {
      analytics: AnalyticsService;
      ui: UiStore;
      stripeLoader: StripeLoaderService;
      upsell: UpsellApi;
    },
  ) {}

  /** The plan upgrade; `applied` is the upgraded subscription when the server answers it. */
  async payUpsell(
    offer: UpsellOffer,
    input: { withDiscount: boolean; lang: string; returnUrl: string },
    applied: (subscription: SubscriptionView) => void,
  ): Promise<PaymentOutcome> {
    const sale = { amount: offer.today.amount, currency: offer.currency };
    return this.pay('upsell', sale, input.returnUrl, async () => {
      const { withDiscount, lang } = input;
      const answer = await this.deps.upsell.updateSubscription({
        priceId: offer.priceId,
        withDiscount,
        lang,
        prorationDate: offer.today.prorationDate,
      });
      if (answer.kind === 'confirm-card') return answer.clientSecret;
      applied(answer.subscription);
      return null;
    });
  }

  payEbook(ebook: EbookOffer, returnUrl: string): Promise<PaymentOutcome> {
    const { priceId, currency } = ebook;
    return this.pay('ebook', { amount: ebook.discountedAmount, currency }, returnUrl, async () => {
      const answer = await this.deps.upsell.purchaseEbook({
        priceId,
        currency,
        withDiscount: true,
        // buyEbook calls this only once the waiver box is ticked.
        immediateDeliveryConsent: true,
      });
      return answer.kind === 'confirm-card' ? answer.clientSecret : null;
    });
  }

  /**
   * PayPal's createSubscription / createOrder: the revision or order the server makes (an error
   * is shown and rethrown, so PayPal's window closes without asking the buyer anything).
   */
  async startPaypal(product: OfferProduct, create: () => Promise<string>): Promise<string> {
    try {
      return await create();
    } catch (error) {
      this.deps.analytics.error(FAILURE_EVENT[product], error);
      this.deps.ui.showError(apiErrorKey(error, 'errors.unknownError'));
      throw error;
    }
  }

  /** PayPal's onApprove: the server settles it (a revision confirmed, an order captured). */
  paypalApproved(
    product: OfferProduct,
    sale: Sale,
    settle: () => Promise<void>,
  ): Promise<PaymentOutcome> {
    return this.pay(
      product,
      sale,
      '',
      async () => {
        await settle();
        return null;
      },
      'paypal',
    );
  }

  /** `call` answers a client secret to confirm, or null when the server settled the payment. */
  private pay(
    product: OfferProduct,
    sale: Sale,
    returnUrl: string,
    call: () => Promise<string | null>,
    channel: 'stripe' | 'paypal' = 'stripe',
  ): Promise<PaymentOutcome> {
    return this.deps.ui.whileBlocked(async () => {
      try {
        const clientSecret = await call();
        if (clientSecret) {
          const stripe = await this.deps.stripeLoader.load();
          const result = await stripe.confirmCardPayment(clientSecret, { return_url: returnUrl });
          if (result.error) return this.cardFailed(product, result.error);
        }
        this.succeeded(product, sale, channel);
        return 'paid';
      } catch (error) {
        if (error instanceof ApiError && error.code === ALREADY_BOUGHT[product]) {
          this.committed(product, 'accept');
          return 'alreadyBought';
        }
        this.deps.analytics.error(FAILURE_EVENT[product], error);
        if (error instanceof ApiError && error.code === PREVIEW_EXPIRED) {
          this.deps.ui.showError('upsellFunnel.previewExpired');
          return 'stale';
        }
        const declined = error instanceof ApiError && error.status === 402;
        this.deps.ui.showError(
          declined ? 'payment.declined' : apiErrorKey(error, 'errors.unknownError'),
        );
        return 'failed';
      }
    });
  }

  /** Back from the card provider's 3-D Secure page: a paid intent completes the purchase, once. */
  resume(product: OfferProduct, clientSecret: string): Promise<PaymentOutcome> {
    let outcome = this.resumed.get(clientSecret);
    if (!outcome) {
      outcome = this.readReturn(product, clientSecret);
      this.resumed.set(clientSecret, outcome);
    }
    return outcome;
  }

  private async readReturn(product: OfferProduct, clientSecret: string): Promise<PaymentOutcome> {
    try {
      const stripe = await this.deps.stripeLoader.load();
      const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
      if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') {
        const sale = { amount: paymentIntent.amount, currency: paymentIntent.currency };
        this.succeeded(product, sale, 'stripe');
        return 'paid';
      }
      return this.cardFailed(product, paymentIntent?.last_payment_error ?? {});
    } catch (error) {
      this.deps.analytics.error(FAILURE_EVENT[product], error);
      this.deps.ui.showError('errors.unknownError');
      return 'failed';
    }
  }

  committed(product: OfferProduct, choice: 'accept' | 'decline'): void {
    this.deps.analytics.track(postPaymentEventName('commit', SCREEN[product]), { choice });
  }

  private succeeded(product: OfferProduct, sale: Sale, channel: 'stripe' | 'paypal'): void {
    const currency = sale.currency.toUpperCase();
    this.deps.analytics.track('web_purchaseSuccess', {
      channel,
      product,
      value: toMajor(sale.amount, currency),
      currency,
    });
    this.committed(product, 'accept');
  }

  private cardFailed(product: OfferProduct, error: { code?: string; type?: string }): 'failed' {
    this.deps.analytics.track('web_purchaseException', {
      channel: 'stripe',
      product,
      code: error.code ?? error.type ?? 'card_declined',
    });
    this.deps.ui.showError(
      error.code === 'payment_intent_authentication_failure'
        ? 'payment.authenticationFailed'
        : 'payment.declined',
    );
    return 'failed';
  }
}
