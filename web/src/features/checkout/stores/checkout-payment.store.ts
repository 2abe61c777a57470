import type { Stripe } from '@stripe/stripe-js';
import { observable, runInAction } from 'mobx';
import {
  type PaymentReturn,
  postPurchaseSearch,
  usesHostedCheckout,
} from '../../../shared/domain/checkout/payment-return';
import type { Package } from '../../../shared/domain/packages';
import { type Flow, flowPage } from '../../../shared/domain/routes';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { PageLocation } from '../../../shared/services/page-location.service';
import type { CreatedSubscription, PaymentApi } from '../../../shared/services/payment.api';
import type { ExperimentAssignments } from '@fastwell/contract/experiments';
import { allowlistedUrlParams } from '@fastwell/contract/url-params';
import type { StorageService } from '../../../shared/services/storage.service';
import type { StripeLoaderService } from '../../../shared/services/stripe-loader.service';
import type { CheckoutStore } from './checkout.store';
import {
  type ElementsChannel,
  type ElementsPaymentInput,
  type StripeContext,
  confirmElementsPayment,
} from './elements-payment';
import { type ReturnOutcome, resumePayment } from './payment-return';
import type { PurchaseStore } from '../../../shared/stores/purchase.store';
import type { UiStore } from '../../../shared/stores/ui.store';

/** Stripe fills this in when it sends the buyer back from hosted Checkout. */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/**
 * Starting a payment (the embedded form's subscription, a hosted Checkout session, PayPal) and
 * coming back from one; the checkout screen's checkout events.
 */
export class CheckoutPaymentStore {
  /** The latest purchase started in this visit: the only one the server still lets be paid. */
  private latest: { packageId: string; created: CreatedSubscription } | null = null;
  /** The embedded form's payments under way, one per channel (card form, wallet button). */
  private readonly submitting = observable.set<ElementsChannel>();
  /** The modal opening whose checkout start was logged: one web_startCheckout per checkout. */
  private startLoggedFor = -1;

  constructor(
    private readonly deps: {
      payment: PaymentApi;
      storage: StorageService;
      /** This page's address: the return and cancel targets of the providers. */
      page: PageLocation;
      stripeLoader: StripeLoaderService;
      analytics: AnalyticsService;
      checkout: CheckoutStore;
      purchase: PurchaseStore;
      ui: UiStore;
      /** The PayPal SDK's client id and URL (none: PayPal is not offered). */
      paypal: { clientId?: string; sdkUrl?: string };
      gender: () => string | undefined;
      /** The experiments the visitor was shown, to travel with the purchase. */
      experiments: () => ExperimentAssignments;
    },
  ) {}

  /** Stripe.js, loaded once (the card form and the return from the card provider need it). */
  loadStripe(): Promise<Stripe> {
    return this.deps.stripeLoader.load();
  }

  /** The visit came with source ≠ elements: the buyer pays on Stripe's hosted Checkout. */
  get hostedCheckout(): boolean {
    return usesHostedCheckout(this.deps.storage.get('source'));
  }

  get paypal(): { clientId?: string; sdkUrl?: string } {
    return this.deps.paypal;
  }

  /** Back from the card provider (spec 02 §4.6): see resumePayment. */
  resumeAfterReturn(
    flow: Flow,
    paymentReturn: Exclude<PaymentReturn, { kind: 'none' }>,
    location: { pathname: string; search: string },
  ): Promise<ReturnOutcome> {
    const { checkout, purchase, analytics } = this.deps;
    const deps = { stripe: () => this.loadStripe(), checkout, purchase, analytics };
    return resumePayment(deps, flow, paymentReturn, location);
  }

  /** The checkout screen opened. */
  checkoutShown(flow: Flow): void {
    this.deps.analytics.track('web_goto_36_payment', { flow });
  }

  /** The browser's back left the checkout screen (spec 01 §2.4's go-back event). */
  wentBack(flow: Flow): void {
    this.deps.analytics.track('web_goback_36_payment', { flow });
  }

  /**
   * The buyer chose how to pay: the card form's button, a wallet, PayPal or hosted Checkout.
   * Spec 02 §7: web_startCheckout once per checkout (modal opening), with the first channel
   * chosen; ad trackers turn it into InitiateCheckout, so a second method tried is not logged.
   */
  checkoutStarted(channel: 'stripe' | 'paypal', packageId: string, method?: string): void {
    const opening = this.deps.checkout.modalOpenings;
    if (opening === this.startLoggedFor) return;
    this.startLoggedFor = opening;
    const params = method === undefined ? {} : { method };
    this.deps.analytics.track('web_startCheckout', { channel, ...params, package: packageId });
  }

  paypalCancelled(packageId: string): void {
    this.deps.analytics.track('web_paypalCancelled', { package: packageId });
  }

  /** The screenshot slider has no images in the app's language. */
  sliderLanguageUnknown(language: string): void {
    this.deps.analytics.error(
      'web_unknownSliderLanguage',
      new Error(`unknown language for slider images: ${language}`),
      { language },
    );
  }

  /** A payment of the embedded form is under way on this channel. */
  isSubmitting(channel: ElementsChannel): boolean {
    return this.submitting.has(channel);
  }

  /**
   * The embedded form's pay button or wallet (spec 02 §4.4, see confirmElementsPayment): false
   * when it did not redirect (Stripe.js or the elements not there yet, a payment of this channel
   * already under way, a refusal).
   */
  async payWithElements(
    context: { stripe: Stripe | null; elements: StripeContext['elements'] | null },
    input: ElementsPaymentInput,
  ): Promise<boolean> {
    const { stripe, elements } = context;
    if (!stripe || !elements || this.submitting.has(input.channel)) return false;
    if (input.channel === 'card') this.checkoutStarted('stripe', input.pkg.id, 'card');
    runInAction(() => this.submitting.add(input.channel));
    try {
      const deps = {
        checkout: this.deps.checkout,
        ui: this.deps.ui,
        createSubscription: (pkg: Package, email: string, lang: string) =>
          this.createSubscription(pkg, email, lang),
        returnUrl: (pkg: Package, subscriptionId: string) => this.returnUrl(pkg, subscriptionId),
        forgetAttempt: () => this.forgetAttempt(),
      };
      return await confirmElementsPayment(deps, { stripe, elements }, input);
    } finally {
      runInAction(() => this.submitting.delete(input.channel));
    }
  }

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
      urlParams: this.urlParams(),
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
    const { trialId, lang: _lang, ...fields } = this.purchaseFields(pkg, '');
    return this.deps.payment.createPaypalSubscription({
      ...fields,
      ...(trialId ? { trialId } : {}),
      urlParams: this.urlParams(),
    });
  }

  /** The embedded form's return target: this page, with the subscription and the package. */
  returnUrl(pkg: Package, subscriptionId: string): string {
    const url = new URL(this.deps.page.pathname, this.deps.page.origin);
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
    const origin = this.deps.page.origin;
    const success = new URL(flowPage(flow, 'paymentSuccess'), origin);
    success.search = postPurchaseSearch(this.marketingSearch(), { source: 'checkout' });
    const created = await this.deps.payment.createCheckoutSession({
      ...this.purchaseFields(pkg, lang),
      email,
      // Appended raw: URLSearchParams would escape the braces Stripe looks for.
      successUrl: `${success.toString()}&session_id=${SESSION_ID_TEMPLATE}`,
      cancelUrl: `${origin}${this.deps.page.pathname}`,
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
      origin: this.deps.page.origin,
      firstVisit: this.deps.storage.get('firstVisit') ?? undefined,
      gender: this.deps.gender(),
      platform: 'web' as const,
      visitorId: this.deps.storage.get('localId') ?? undefined,
      experiments: this.deps.experiments(),
    };
  }

  /** What a purchase tells the provider of the visit: the contract's allowlist only (issue 32). */
  private urlParams(): string | undefined {
    return allowlistedUrlParams(this.marketingSearch()) || undefined;
  }

  private marketingSearch(): string {
    return this.deps.storage.get('searchParams') ?? '';
  }
}
