import { normalizeLanguage, type Language } from '../domain/languages';
import { AccountService } from '../services/account.service';
import { AnalyticsService } from '../services/analytics.service';
import { ApiClient } from '../services/api-client';
import { AuthService } from '../services/auth.service';
import type { AppEnv } from '../services/env';
import { FlagsService } from '../services/flags.service';
import { PaymentService } from '../services/payment.service';
import { StorageService } from '../services/storage.service';
import { StripeLoaderService } from '../services/stripe-loader.service';
import { UpsellService } from '../services/upsell.service';
import { captureEntryParams } from '../services/entry-params';
import { CheckoutPaymentStore } from './checkout-payment.store';
import { CheckoutStore } from './checkout.store';
import { DiscountTimerStore } from './discount-timer.store';
import { DownloadStore } from './download.store';
import { FlagsStore } from './flags.store';
import { OnboardingStore } from './onboarding.store';
import { PurchaseStore } from './purchase.store';
import { SessionStore } from './session.store';
import { UiStore } from './ui.store';
import { UpsellStore } from './upsell.store';

/** Builds the services once and the domain stores on top of them. */
export class RootStore {
  readonly analytics = new AnalyticsService();
  readonly storage = new StorageService();
  readonly auth: AuthService;
  readonly stripeLoader: StripeLoaderService;
  readonly ui = new UiStore();
  readonly flags: FlagsStore;
  readonly session: SessionStore;
  readonly onboarding: OnboardingStore;
  readonly discountTimer: DiscountTimerStore;
  readonly checkout: CheckoutStore;
  readonly checkoutPayment: CheckoutPaymentStore;
  readonly purchase: PurchaseStore;
  readonly download: DownloadStore;
  readonly upsell: UpsellStore;
  language: Language;

  constructor(
    readonly env: AppEnv,
    search: string,
    browserLanguage: string,
  ) {
    captureEntryParams(search, this.storage);
    this.language = normalizeLanguage(
      new URLSearchParams(search).get('lang') ?? this.storage.get('lang') ?? browserLanguage,
    );
    this.storage.set('lang', this.language);
    this.auth = new AuthService(env);
    const api = new ApiClient(() => this.auth.getIdToken());
    const account = new AccountService(api);
    const payment = new PaymentService(api);
    this.stripeLoader = new StripeLoaderService(env, (error) =>
      this.analytics.error('web_stripeLoadFailed', error),
    );
    this.flags = new FlagsStore(new FlagsService(env), this.analytics);
    this.session = new SessionStore(this.auth, account, () => this.language);
    const deps = {
      storage: this.storage,
      analytics: this.analytics,
      session: this.session,
      flags: this.flags,
    };
    this.onboarding = new OnboardingStore({ ...deps, account });
    this.discountTimer = new DiscountTimerStore(deps);
    this.checkout = new CheckoutStore({
      ...deps,
      payment,
      ui: this.ui,
      timer: this.discountTimer,
      language: () => this.language,
    });
    this.checkoutPayment = new CheckoutPaymentStore({
      payment,
      storage: this.storage,
      gender: () => {
        const gender = this.onboarding.selections.gender;
        return typeof gender === 'string' ? gender : undefined;
      },
    });
    this.purchase = new PurchaseStore({ ...deps, payment });
    this.download = new DownloadStore({ ...deps, account, purchase: this.purchase });
    this.upsell = new UpsellStore({
      ...deps,
      payment,
      upsell: new UpsellService(api),
      purchase: this.purchase,
      ui: this.ui,
      stripeLoader: this.stripeLoader,
    });
  }
}
