import { makeAutoObservable, runInAction } from 'mobx';
import {
  type Package,
  chargedAmount,
  defaultPackageIndex,
  derivePackages,
} from '../domain/packages';
import { isDiscountGranted, priceGroupId } from '../domain/price-group';
import type { AnalyticsService } from '../services/analytics.service';
import type {
  CreatedSubscription,
  PaymentService,
  ProductsAnswer,
} from '../services/payment.service';
import type { StorageService } from '../services/storage.service';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

const PRODUCTS_RETRY_MS = 3000;
export type PaymentErrorKey =
  | 'payment.declined'
  | 'payment.authenticationFailed'
  | 'payment.generalError'
  | 'errors.unknownError';

/** Paywall state: products of the visitor's price group, the chosen package, the payment attempt. */
export class CheckoutStore {
  products: ProductsAnswer | null = null;
  productsError = false;
  selectedPackageId: string | null = null;
  modalOpen = false;
  paymentError: PaymentErrorKey | null = null;
  private created = new Map<string, CreatedSubscription>();

  constructor(
    private readonly deps: {
      payment: PaymentService;
      storage: StorageService;
      analytics: AnalyticsService;
      flags: FlagsStore;
      session: SessionStore;
    },
  ) {
    makeAutoObservable<CheckoutStore, 'deps' | 'created'>(this, { deps: false, created: false });
  }

  get discountGranted(): boolean {
    return isDiscountGranted(this.deps.storage.get('dc'), this.deps.flags.get('discount-debug'));
  }

  get groupId(): string {
    return priceGroupId(this.deps.storage.get('sgroup'), this.discountGranted);
  }

  get packages(): Package[] {
    if (!this.products) return [];
    return derivePackages(this.products.prices, {
      withDiscount: this.discountGranted,
      order: 'original',
    });
  }

  get paypalEnabled(): boolean {
    return this.products?.paypalCheckoutEnabled === true;
  }

  get selectedPackage(): Package | undefined {
    return this.packages.find((pkg) => pkg.id === this.selectedPackageId);
  }

  async loadProducts(): Promise<void> {
    for (;;) {
      try {
        const products = await this.deps.payment.getProducts(this.groupId);
        runInAction(() => {
          this.products = products;
          this.productsError = false;
          const packages = this.packages;
          if (packages.length !== 3)
            this.deps.analytics.track('web_wrongPackageCount', { count: packages.length });
          if (!this.selectedPackageId || !this.selectedPackage) {
            const index = defaultPackageIndex(
              packages.length,
              this.deps.flags.get('selected-package-index'),
            );
            this.selectedPackageId = packages[index]?.id ?? null;
          }
        });
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

  selectPackage(id: string): void {
    this.selectedPackageId = id;
  }

  openModal(packageId?: string): void {
    if (packageId) this.selectedPackageId = packageId;
    this.paymentError = null;
    this.modalOpen = true;
    this.deps.analytics.track('web_startCheckout', {
      channel: 'stripe',
      package: this.selectedPackageId,
    });
  }

  closeModal(): void {
    this.modalOpen = false;
  }

  /** One subscription per package and visit: a retry after a decline re-confirms the same one. */
  async createSubscription(
    pkg: Package,
    email: string,
    lang: string,
  ): Promise<CreatedSubscription> {
    const existing = this.created.get(pkg.id);
    if (existing) return existing;
    const created = await this.deps.payment.createSubscription({
      priceId: pkg.recurringPriceId,
      trialId: pkg.trialPriceId,
      email,
      lang,
      withDiscount: pkg.discountPercentage > 0,
      origin: window.location.origin,
      urlParams: Object.fromEntries(
        new URLSearchParams(this.deps.storage.get('searchParams') ?? ''),
      ),
      firstVisit: this.deps.storage.get('firstVisit') ?? undefined,
      gender: undefined,
      platform: 'web',
    });
    this.created.set(pkg.id, created);
    return created;
  }

  returnUrl(pkg: Package, subscriptionId: string): string {
    const url = new URL(window.location.pathname, window.location.origin);
    url.search = new URLSearchParams({
      subscriptionId,
      selectedPackageId: pkg.id,
      source: 'elements',
    }).toString();
    return url.toString();
  }

  /** PayPal failures show the generic error (spec 02 §8). */
  paypalFailed(error: unknown): void {
    this.paymentError = 'errors.unknownError';
    this.deps.analytics.error('web_purchaseException', error, { channel: 'paypal' });
  }

  paymentFailed(error: { type?: string; code?: string }): void {
    if (error.type === 'validation_error' || error.code === 'incomplete') return;
    this.paymentError =
      error.code === 'payment_intent_authentication_failure'
        ? 'payment.authenticationFailed'
        : 'payment.declined';
    this.deps.analytics.track('web_purchaseException', {
      code: error.code ?? error.type ?? 'unknown',
    });
  }

  creationFailed(error: unknown): void {
    this.paymentError = 'payment.generalError';
    this.deps.analytics.error('web_purchaseException', error);
  }

  amountOf(pkg: Package): number {
    return chargedAmount(pkg);
  }
}
