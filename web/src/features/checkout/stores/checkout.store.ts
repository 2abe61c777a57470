import { apiErrorKey } from '../../../shared/domain/api-errors';
import { makeAutoObservable, runInAction } from 'mobx';
import { type PaymentMethod, paymentMethodOrder } from '../domain/payment-methods';
import { pricesIncludeVat } from '../domain/prices-include-vat';
import {
  type PaymentErrorMessage,
  type ProviderError,
  creationErrorMessage,
  paymentErrorMessage,
} from '../../../shared/domain/checkout/payment-errors';
import { decideModalClose } from '../domain/modal-close';
import type { Language } from '@fastwell/contract/languages';
import { type CheckoutOffer, type CheckoutPackage, deriveCheckoutOffer } from '../domain/offer';
import { isDiscountGranted, priceGroupId } from '../../../shared/domain/checkout/price-group';
import { readPaymentReturn } from '../../../shared/domain/checkout/payment-return';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { ApiError } from '../../../shared/services/api-error';
import type { PaymentApi, ProductsAnswer } from '../../../shared/services/payment.api';
import type { StorageService } from '../../../shared/services/storage.service';
import type { FlagsStore } from '../../../shared/stores/flags.store';
import type { UiStore } from '../../../shared/stores/ui.store';

const PRODUCTS_RETRY_MS = 3000;

/** The discount countdown as the checkout screen needs it (spec 02 §4.14). */
export type DiscountClock = {
  readonly expired: boolean;
  readonly running: boolean;
  start(hasDiscountedPrices: boolean, discountGranted: boolean): void;
  showGift(): void;
};

/** Checkout screen state: the price group's products, the derived packages, the modal and its errors. */
export class CheckoutStore {
  products: ProductsAnswer | null = null;
  productsError = false;
  selectedPackageId: string | null = null;
  private productsLoad: Promise<void> | undefined = undefined;
  /** The visit (history entry) whose products were asked for: see loadProductsForVisit. */
  private productsVisit: string | undefined = undefined;
  modalOpen = false;
  /** Counts the payment modal's openings: one checkout each (web_startCheckout, spec 02 §7). */
  modalOpenings = 0;
  benefitModalOpen = false;
  benefitModalShown = false;
  paymentError: PaymentErrorMessage | null = null;
  /** The server refused a purchase because the user already has premium (spec 02 §4.3). */
  refusedAsSubscribed = false;

  constructor(
    private readonly deps: {
      payment: PaymentApi;
      storage: StorageService;
      analytics: AnalyticsService;
      flags: FlagsStore;
      ui: UiStore;
      timer: DiscountClock;
      language: () => Language;
    },
  ) {
    makeAutoObservable<CheckoutStore, 'deps' | 'productsLoad' | 'productsVisit'>(this, {
      deps: false,
      productsLoad: false,
      productsVisit: false,
    });
  }

  /** The visitor came with dc=true (now or before) or the debug flag is on. */
  get discountGranted(): boolean {
    return isDiscountGranted(this.deps.storage.get('dc'), this.deps.flags.get('discount-debug'));
  }

  /** Spec 02 §4.14: an expired countdown takes the discount away when timer use is on. */
  get discountAvailable(): boolean {
    const expired = this.deps.flags.get('use-discount-timer') && this.deps.timer.expired;
    return this.discountGranted && !expired;
  }

  get groupId(): string {
    return priceGroupId(this.deps.storage.get('sgroup'), this.discountGranted);
  }

  get offer(): CheckoutOffer | null {
    if (!this.products) return null;
    const flags = this.deps.flags;
    return deriveCheckoutOffer(this.products.prices, {
      withDiscount: this.discountAvailable,
      trialAvailable: this.products.trialAvailable !== false,
      locale: this.deps.language(),
      order: flags.get('package-order'),
      labelStyle: flags.get('promotion-label-style'),
      badgeTag: flags.get('badge-tag'),
      colorScheme: flags.get('color-scheme'),
      selectedIndex: flags.get('selected-package-index'),
    });
  }

  get packages(): CheckoutPackage[] {
    return this.offer?.packages ?? [];
  }

  get selectedPackage(): CheckoutPackage | undefined {
    return this.packages.find((pkg) => pkg.id === this.selectedPackageId);
  }

  get methodOrder(): PaymentMethod[] {
    return paymentMethodOrder(this.products?.countryCode);
  }

  /**
   * The modal offers the native PayPal button: PayPal is sold for this group and the server
   * switched the native button on (spec 02 §3). PayPal inside the Payment Element
   * (paypalElementsEnabled) is not offered: see D15 of docs/spec-conformance.md.
   */
  get paypalEnabled(): boolean {
    const products = this.products;
    return products?.paypalCheckoutEnabled === true && products.paypalNativeFallbackEnabled;
  }

  /** Whether the visitor's country states consumer prices with VAT (the screen says so). */
  get pricesIncludeVat(): boolean {
    return pricesIncludeVat(this.products?.countryCode);
  }

  /** The server's §4.3 answer: false for a user who already has an active subscription. */
  get isPurchaseAvailable(): boolean {
    return this.products?.isPurchaseAvailable !== false && !this.refusedAsSubscribed;
  }

  /**
   * Products of the visitor's group; a failed fetch is retried every 3 s (spec 02 §8). One load
   * at a time: a call while one runs answers that one.
   */
  loadProducts(): Promise<void> {
    this.productsLoad ??= this.fetchProducts().finally(() => (this.productsLoad = undefined));
    return this.productsLoad;
  }

  /**
   * The products, once per visit of the checkout screen (`visit`: its history entry's key, until
   * the screen is left), however often it renders, and whoever asks first: a cold load of the checkout asks
   * as soon as auth and flags are there (RootStore.prefetchCheckoutProducts), the screen as it renders.
   */
  loadProductsForVisit(visit: string): Promise<void> {
    if (visit === this.productsVisit) return this.productsLoad ?? Promise.resolve();
    this.productsVisit = visit;
    return this.loadProducts();
  }

  /** The checkout screen was left: coming back to it (even to the same history entry) asks again. */
  productsVisitEnded(): void {
    this.productsVisit = undefined;
  }

  /**
   * A cold load of the checkout screen asks for the products before the screen renders, unless
   * it is a return from the card provider (spec 02 §4.6: that screen resolves the purchase instead).
   */
  prefetchProducts(visit: string, search: string): void {
    if (readPaymentReturn(search).kind === 'none') void this.loadProductsForVisit(visit);
  }

  private async fetchProducts(): Promise<void> {
    for (;;) {
      try {
        const products = await this.deps.payment.getProducts(this.groupId);
        runInAction(() => this.productsLoaded(products));
        return;
      } catch (error) {
        this.deps.analytics.error('web_productsFetchFailed', error);
        runInAction(() => {
          this.productsError = true;
        });
        await new Promise((resolve) => setTimeout(resolve, PRODUCTS_RETRY_MS));
      }
    }
  }

  private productsLoaded(products: ProductsAnswer): void {
    this.products = products;
    this.productsError = false;
    // The server located the visitor (spec 02 §3: country and region kept in local storage).
    if (products.region) this.deps.storage.set('region', products.region);
    if (products.countryCode && products.countryCode !== this.deps.storage.get('countryCode')) {
      // Experiments may target the country from now on.
      this.deps.storage.set('countryCode', products.countryCode);
      void this.deps.flags.refreshAttributes();
    }
    const offer = this.offer;
    if (!offer) return;
    for (const report of offer.reports) this.deps.analytics.track(report.event, report.params);
    if (!this.selectedPackage)
      this.selectedPackageId = offer.packages[offer.defaultIndex]?.id ?? null;
    const hasDiscountedPrices = offer.packages.some((pkg) => pkg.discountedPrice !== undefined);
    this.deps.timer.start(hasDiscountedPrices, this.discountGranted);
  }

  selectPackage(id: string): void {
    if (id === this.selectedPackageId) return;
    this.selectedPackageId = id;
    this.deps.analytics.track('web_setSelections', { selectedPackageId: id });
  }

  /** Also used before the products are loaded (back from the card provider): it shows once they are. */
  openModal(packageId?: string): void {
    if (packageId) this.selectPackage(packageId);
    if (!this.selectedPackageId) return;
    this.paymentError = null;
    if (!this.modalOpen) this.modalOpenings += 1;
    this.modalOpen = true;
  }

  /** Spec 02 §4.5; answers whether the modal closes. */
  requestClose(): boolean {
    const decision = decideModalClose({
      busy: this.deps.ui.blocked,
      benefitModalShown: this.benefitModalShown,
      useDiscountTimer: this.deps.flags.get('use-discount-timer'),
      timerExpired: this.deps.timer.expired,
      timeRemains: this.deps.timer.running && !this.deps.timer.expired,
      giftBannerExperiment: this.deps.flags.get('gift-banner-experiment'),
    });
    if (decision.ignored) return false;
    this.modalOpen = false;
    if (decision.openBenefitModal) {
      this.benefitModalOpen = true;
      this.benefitModalShown = true;
    }
    if (decision.showGiftBanner) this.deps.timer.showGift();
    return true;
  }

  closeBenefitModal(): void {
    this.benefitModalOpen = false;
  }

  /** The benefit modal's call to action: back to the chosen package. */
  continueFromBenefitModal(): void {
    this.benefitModalOpen = false;
    this.openModal();
  }

  /** Card, wallet and 3-D Secure errors: inline in the form and as a 5 s toast. */
  paymentFailed(error: ProviderError, channel: 'stripe' | 'paypal' = 'stripe'): void {
    const message = paymentErrorMessage(error);
    if (!message) return;
    this.showPaymentError(message);
    this.deps.analytics.track('web_purchaseException', {
      channel,
      code: error.code ?? error.type ?? 'unknown',
    });
  }

  /**
   * Creating the subscription or session failed: the general payment error, logged. A refusal
   * because the user already has premium closes the sheet: the checkout screen then says so instead. A
   * trial the server no longer sells (one per person) says so and reloads the packages without it.
   */
  creationFailed(error: unknown): void {
    this.deps.analytics.error('web_purchaseException', error, { stage: 'create' });
    if (this.alreadySubscribed(error)) return;
    const message = creationErrorMessage(error);
    this.showPaymentError(message);
    if (message.key === 'payment.trialAlreadyUsed') void this.loadProducts();
  }

  /** PayPal errors other than the closed window (spec 02 §8). */
  paypalFailed(error: unknown): void {
    this.deps.analytics.error('web_purchaseException', error, { channel: 'paypal' });
    if (this.alreadySubscribed(error)) return;
    this.showPaymentError({ key: apiErrorKey(error, 'errors.unknownError') });
  }

  private alreadySubscribed(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.code !== 'already-subscribed') return false;
    this.refusedAsSubscribed = true;
    this.modalOpen = false;
    return true;
  }

  clearPaymentError(): void {
    this.paymentError = null;
  }

  private showPaymentError(message: PaymentErrorMessage): void {
    this.paymentError = message;
    this.deps.ui.showError(message.key, message.message ? { message: message.message } : {});
  }
}
