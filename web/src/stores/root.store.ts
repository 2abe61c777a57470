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
import { captureEntryParams } from '../services/entry-params';
import { CheckoutStore } from './checkout.store';
import { FlagsStore } from './flags.store';
import { OnboardingStore } from './onboarding.store';
import { PurchaseStore } from './purchase.store';
import { SessionStore } from './session.store';
import { UiStore } from './ui.store';

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
  readonly checkout: CheckoutStore;
  readonly purchase: PurchaseStore;
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
    this.checkout = new CheckoutStore({ ...deps, payment });
    this.purchase = new PurchaseStore({ ...deps, payment, checkout: this.checkout });
  }
}
