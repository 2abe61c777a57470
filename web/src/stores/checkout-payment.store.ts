import { postPurchaseSearch } from '../domain/checkout/payment-return';
import type { Package } from '../domain/packages';
import { type Flow, flowPage } from '../domain/routes';
import type { CreatedSubscription, PaymentService } from '../services/payment.service';
import type { StorageService } from '../services/storage.service';

/** Stripe fills this in when it sends the buyer back from hosted Checkout. */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** Starting a payment: the embedded form's subscription, or a hosted Checkout session. */
export class CheckoutPaymentStore {
  /** The latest purchase started in this visit: the only one the server still lets be paid. */
  private latest: { packageId: string; created: CreatedSubscription } | null = null;

  constructor(
    private readonly deps: {
      payment: PaymentService;
      storage: StorageService;
      gender: () => string | undefined;
    },
  ) {}

  /**
   * A retry after a decline re-confirms the same subscription. Another package starts a new
   * purchase, and the server stops the earlier one (issue 17, two tabs), so coming back to the
   * first package starts it again instead of confirming its voided payment.
   */
  async createSubscription(
    pkg: Package,
    email: string,
    lang: string,
  ): Promise<CreatedSubscription> {
    if (this.latest?.packageId === pkg.id) return this.latest.created;
    const created = await this.deps.payment.createSubscription({
      ...this.purchaseFields(pkg, lang),
      email,
      urlParams: Object.fromEntries(new URLSearchParams(this.marketingSearch())),
    });
    this.latest = { packageId: pkg.id, created };
    return created;
  }

  /**
   * The server cancelled the latest attempt (a purchase started in another tab or window since):
   * the next payment starts a new one, which in turn stops the other tab's.
   */
  forgetAttempt(): void {
    this.latest = null;
  }

  /**
   * The PayPal button's createSubscription: the server creates the subscription for the signed-in
   * user on the plan it picks for the package (a new one per click; unapproved ones cost nothing).
   */
  createPaypalSubscription(pkg: Package): Promise<string> {
    const { priceId, trialId, withDiscount } = this.purchaseFields(pkg, '');
    return this.deps.payment.createPaypalSubscription({
      priceId,
      ...(trialId ? { trialId } : {}),
      withDiscount,
    });
  }

  /** The embedded form's return target: this page, with the subscription and the package. */
  returnUrl(pkg: Package, subscriptionId: string): string {
    const url = new URL(window.location.pathname, window.location.origin);
    url.search = new URLSearchParams({
      subscriptionId,
      selectedPackageId: pkg.id,
      source: 'elements',
    }).toString();
    return url.toString();
  }

  /** Hosted Checkout: answers the page to send the buyer to (spec 02 §2.2, source ≠ elements). */
  async startHostedCheckout(
    pkg: Package,
    flow: Flow,
    email: string,
    lang: string,
  ): Promise<string> {
    const origin = window.location.origin;
    const success = new URL(flowPage(flow, 'paymentSuccess'), origin);
    success.search = postPurchaseSearch(this.marketingSearch(), { source: 'checkout' });
    const created = await this.deps.payment.createCheckoutSession({
      ...this.purchaseFields(pkg, lang),
      email,
      // Appended raw: URLSearchParams would escape the braces Stripe looks for.
      successUrl: `${success.toString()}&session_id=${SESSION_ID_TEMPLATE}`,
      cancelUrl: `${origin}${window.location.pathname}`,
    });
    if (!created.url) throw new Error('Checkout session without a URL');
    return created.url;
  }

  private purchaseFields(pkg: Package, lang: string) {
    return {
      priceId: pkg.recurringPriceId,
      trialId: pkg.trialPriceId,
      lang,
      withDiscount: pkg.discountPercentage > 0 && pkg.discountedPriceInCents !== undefined,
      origin: window.location.origin,
      firstVisit: this.deps.storage.get('firstVisit') ?? undefined,
      gender: this.deps.gender(),
      platform: 'web' as const,
    };
  }

  private marketingSearch(): string {
    return this.deps.storage.get('searchParams') ?? '';
  }
}
