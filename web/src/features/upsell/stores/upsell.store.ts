import { makeAutoObservable, runInAction } from 'mobx';
import { routeAfterEbook, routeAfterUpsell } from '../../../shared/domain/checkout/post-purchase';
import type { Flow } from '../../../shared/domain/routes';
import { type DurationType, durationTypeOfView } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { UNKNOWN_DURATION_EVENT, unknownDuration } from '../../../shared/domain/unknown-duration';
import type { EbookOffer } from '../domain/ebook-price';
import type { UpsellOffer } from '../domain/upsell-offer';
import { type PostPaymentScreen, postPaymentEventName } from '../domain/upsell-events';
import * as plan from '../domain/upsell-plan';
import { OfferLoader, type StillWanted } from './offer-loader';
import { type OfferProduct, OfferPayment, type PaymentOutcome } from './offer-payment';
import type { SessionStore } from '../../../shared/stores/session.store';

export type OfferState = 'loading' | 'ready' | 'skip';
const SCREEN_OF: Readonly<Record<OfferProduct, PostPaymentScreen>> = {
  upsell: 'update_subscription',
  ebook: 'ebook',
};
/** From the screen: its flow, language and the page a 3-D Secure challenge returns to. */
export type OfferContext = { flow: Flow; lang: string; returnUrl: string };

/** The post-payment plan upgrade and e-book offers (spec 02 §2.3, §4.8, §4.11, §8). */
export class UpsellStore {
  subscription: SubscriptionView | null = null;
  offer: UpsellOffer | null = null;
  ebook: EbookOffer | null = null;
  upsellState: OfferState = 'loading';
  ebookState: OfferState = 'loading';
  termsAccepted = false;
  termsError = false;
  /** §356(5) BGB: delivery now, and the right of withdrawal lost with it (the e-book's box). */
  ebookWaiverAccepted = false;
  ebookWaiverError = false;
  upsellAccepted = false;
  private visit = 0;
  private stepId = '';
  private readonly payments: OfferPayment;
  private readonly loader: OfferLoader;

  constructor(
    private readonly deps: ConstructorParameters<typeof OfferLoader>[0] &
      ConstructorParameters<typeof OfferPayment>[0] & {
        session: SessionStore;
        now?: () => number;
        /** The PayPal SDK's client id and URL (none: PayPal is not offered). */
        paypal: { clientId?: string; sdkUrl?: string };
      },
  ) {
    this.payments = new OfferPayment(deps);
    this.loader = new OfferLoader(deps);
    makeAutoObservable<UpsellStore, 'deps' | 'visit' | 'stepId' | 'payments' | 'loader' | 'now'>(
      this,
      {
        deps: false,
        now: false,
        visit: false,
        stepId: false,
        payments: false,
        loader: false,
      },
    );
  }

  /** An offer's page opened (its goto event, spec 02 §2.3). */
  offerShown(screen: PostPaymentScreen): void {
    this.deps.analytics.track(postPaymentEventName('goto', screen));
  }

  /** The subscription is PayPal's: both offers are paid with PayPal (spec 02 §4.8). */
  get paidByPayPal(): boolean {
    return this.subscription?.provider === 'paypal';
  }

  get paypal(): { clientId?: string; sdkUrl?: string } {
    return this.deps.paypal;
  }

  get termsRequired(): boolean {
    return this.deps.flags.get('upsell-terms-checkbox');
  }

  get durationType(): DurationType | null {
    return this.subscription && durationTypeOfView(this.subscription, this.now());
  }

  private now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  get upsellBought(): boolean {
    return this.upsellAccepted || (!!this.subscription && plan.isUpsellBought(this.subscription));
  }

  /** Spec 02 §2.3: back is blocked on the e-book page when the upsell is off or already bought. */
  get ebookBlocksBack(): boolean {
    const durations = this.deps.flags.get('upsell-funnel-active-durations');
    return !plan.isUpsellActive(durations, this.durationType ?? 'unknown') || this.upsellBought;
  }

  /** The screen was left: pending retries stop; the next visit loads afresh. */
  leave(): void {
    this.visit += 1;
    this.upsellState = 'loading';
    this.ebookState = 'loading';
  }

  /** The offer for the step, or 'skip' (an invalid plan is reported; the visitor moves on). */
  async loadUpsell(stepId: string): Promise<void> {
    this.stepId = stepId;
    const wanted = this.start();
    this.upsellState = 'loading';
    this.termsAccepted = false;
    this.termsError = false;
    const subscription = await this.loadSubscription(wanted);
    if (!wanted()) return;
    try {
      if (!subscription || this.upsellBought) throw new Error(plan.INVALID_PLAN_MESSAGE);
      const offer = await this.loader.upsellOffer(wanted, subscription, stepId, this.durationType);
      if (!offer) return;
      runInAction(() => {
        this.offer = offer;
        this.upsellState = 'ready';
      });
    } catch (error) {
      this.deps.analytics.error('web_upsellInvalidPlan', error);
      runInAction(() => {
        this.upsellState = 'skip';
      });
    }
  }

  async loadEbook(): Promise<void> {
    const wanted = this.start();
    this.ebookState = 'loading';
    this.ebookWaiverAccepted = false;
    this.ebookWaiverError = false;
    const subscription = await this.loadSubscription(wanted);
    const ebook = await this.loader.ebookOffer(wanted, subscription?.plan.currency ?? undefined);
    if (ebook === undefined) return;
    runInAction(() => {
      this.ebook = ebook;
      this.ebookState = ebook ? 'ready' : 'skip';
    });
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
    if (accepted) this.termsError = false;
  }

  setEbookWaiverAccepted(accepted: boolean): void {
    this.ebookWaiverAccepted = accepted;
    if (accepted) this.ebookWaiverError = false;
  }

  /** Accept (the terms box first when that experiment is on): the next route, or null to stay. */
  async acceptUpsell(context: OfferContext): Promise<string | null> {
    const offer = this.offer;
    if (!offer || this.deps.ui.blocked) return null;
    if (this.termsRequired && !this.termsAccepted) {
      this.termsError = true;
      return null;
    }
    const input = { ...context, withDiscount: this.loader.discountGranted() };
    const outcome = await this.payments.payUpsell(offer, input, (subscription) =>
      runInAction(() => {
        this.subscription = subscription;
        this.deps.purchase.subscription = subscription;
      }),
    );
    if (outcome === 'stale') {
      await this.loadUpsell(this.stepId);
      return null;
    }
    return this.settled('upsell', context.flow, outcome);
  }

  /** Buy (the waiver box ticked first: without it nothing is charged): the next route, or null. */
  async buyEbook(context: OfferContext): Promise<string | null> {
    const ebook = this.ebook;
    if (!ebook || this.deps.ui.blocked) return null;
    if (!this.ebookWaiverAccepted) {
      this.ebookWaiverError = true;
      return null;
    }
    const outcome = await this.payments.payEbook(ebook, context.returnUrl);
    return this.settled('ebook', context.flow, outcome);
  }

  /**
   * The PayPal button was pressed: false (nothing opens) until the terms box (when required) or
   * the e-book's waiver box is ticked, as for the card buttons.
   */
  paypalMayStart(product: OfferProduct): boolean {
    if (this.deps.ui.blocked) return false;
    if (product === 'upsell' && this.termsRequired && !this.termsAccepted) {
      this.termsError = true;
      return false;
    }
    if (product === 'ebook' && !this.ebookWaiverAccepted) {
      this.ebookWaiverError = true;
      return false;
    }
    return true;
  }

  /** createSubscription of the upsell's PayPal button: the revision the server asks of PayPal. */
  paypalRevision(): Promise<string> {
    const offer = this.offer;
    if (!offer) return Promise.reject(new Error('No upsell offer'));
    return this.payments.startPaypal('upsell', () =>
      this.deps.upsell.revisePaypalSubscription(offer.priceId),
    );
  }

  /** The buyer consented at PayPal: recorded by the server, then on to the next route. */
  async paypalRevisionApproved(flow: Flow): Promise<string | null> {
    const offer = this.offer;
    if (!offer) return null;
    const sale = { amount: offer.upsell.amount, currency: offer.currency };
    const outcome = await this.payments.paypalApproved('upsell', sale, async () => {
      const subscription = await this.deps.upsell.confirmPaypalRevision();
      runInAction(() => {
        this.subscription = subscription;
        this.deps.purchase.subscription = subscription;
      });
    });
    return this.settled('upsell', flow, outcome);
  }

  /** createOrder of the e-book's PayPal button. */
  paypalEbookOrder(): Promise<string> {
    const ebook = this.ebook;
    if (!ebook) return Promise.reject(new Error('No e-book offer'));
    const { priceId, currency } = ebook;
    return this.payments.startPaypal('ebook', () =>
      this.deps.upsell.createPaypalEbookOrder({
        priceId,
        currency,
        withDiscount: true,
        // paypalMayStart let the button open only once the waiver box was ticked.
        immediateDeliveryConsent: true,
      }),
    );
  }

  /** The buyer approved the order at PayPal: captured by the server, then the next route. */
  async paypalEbookApproved(flow: Flow, orderId: string): Promise<string | null> {
    const ebook = this.ebook;
    if (!ebook) return null;
    const sale = { amount: ebook.discountedAmount, currency: ebook.currency };
    const outcome = await this.payments.paypalApproved('ebook', sale, async () => {
      await this.deps.upsell.capturePaypalEbookOrder(orderId);
    });
    return this.settled('ebook', flow, outcome);
  }

  decline(product: OfferProduct, flow: Flow): string {
    this.payments.committed(product, 'decline');
    return this.nextRoute(product, flow);
  }

  /** Back from a 3-D Secure page with the intent's client secret. */
  async resumeCardReturn(
    product: OfferProduct,
    flow: Flow,
    secret: string,
  ): Promise<string | null> {
    return this.settled(product, flow, await this.payments.resume(product, secret));
  }

  /**
   * No offer to make (an invalid plan, no e-book price): the visitor moves on. Its skip event
   * (spec 01 §2.4), except in the login flow, which has no skip events.
   */
  passedOver(product: OfferProduct, flow: Flow): string {
    if (flow !== 'login')
      this.deps.analytics.track(postPaymentEventName('skip', SCREEN_OF[product]), { flow });
    return this.nextRoute(product, flow);
  }

  /** Spec 02 §4.8: e-book → upsell when active for the duration, else (and after it) final. */
  nextRoute(product: OfferProduct, flow: Flow): string {
    const user = this.deps.session.user;
    // As after the payment (PurchaseStore): the buyer has a subscription now.
    const final = {
      flow,
      hasUser: !!user,
      isAnonymous: user?.isAnonymous ?? true,
      isPartner: false,
      hasOldSubscription: true,
      isPurchaseAvailable: false,
    };
    if (product === 'upsell') return routeAfterUpsell(final);
    return routeAfterEbook({
      ...final,
      upsellDurations: this.deps.flags.get('upsell-funnel-active-durations'),
      durationType: this.durationType ?? 'unknown',
      upsellBought: this.upsellBought,
    });
  }

  private settled(product: OfferProduct, flow: Flow, outcome: PaymentOutcome): string | null {
    if (outcome === 'failed' || outcome === 'stale') return null;
    if (product === 'upsell') this.upsellAccepted = true;
    return this.nextRoute(product, flow);
  }

  private start(): StillWanted {
    const visit = ++this.visit;
    return () => visit === this.visit;
  }

  private async loadSubscription(wanted: StillWanted): Promise<SubscriptionView | null> {
    const subscription = (await this.loader.subscription(wanted)) ?? null;
    runInAction(() => {
      this.subscription = subscription;
    });
    const unknown = subscription && unknownDuration(subscription, this.now());
    if (unknown) this.deps.analytics.error(UNKNOWN_DURATION_EVENT, unknown.error, unknown.params);
    return subscription;
  }
}
