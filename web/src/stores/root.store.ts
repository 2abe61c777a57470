import type { ConsentChoice } from '../domain/consent';
import { isInAppBrowser } from '../domain/device';
import { normalizeLanguage, type Language } from '../domain/languages';
import { AccountService } from '../services/account.service';
import { AdTrackersService } from '../services/ad-trackers.service';
import { AnalyticsService } from '../services/analytics.service';
import { ApiClient } from '../services/api-client';
import { AuthService } from '../services/auth.service';
import { ConsentService, readStoredConsent } from '../services/consent.service';
import type { AppEnv } from '../services/env';
import { FlagsService } from '../services/flags.service';
import { LegalService } from '../services/legal.service';
import { PaymentService } from '../services/payment.service';
import { StorageService } from '../services/storage.service';
import { TokensService } from '../services/tokens.service';
import { StripeLoaderService } from '../services/stripe-loader.service';
import { SubscriptionManagementService } from '../services/subscription-management.service';
import { UpsellService } from '../services/upsell.service';
import { WellhubService } from '../services/wellhub.service';
import { captureEntryParams } from '../services/entry-params';
import { CheckoutPaymentStore } from './checkout-payment.store';
import { CheckoutStore } from './checkout.store';
import { ConsentStore } from './consent.store';
import { DiscountTimerStore } from './discount-timer.store';
import { DownloadStore } from './download.store';
import { FlagsStore } from './flags.store';
import { LoginStore } from './login.store';
import { ManageStore } from './manage.store';
import { OnboardingStore } from './onboarding.store';
import { PurchaseStore } from './purchase.store';
import { SessionStore } from './session.store';
import { StartupStore } from './startup.store';
import { UiStore } from './ui.store';
import { UpsellStore } from './upsell.store';
import { WellhubStore } from './wellhub.store';

/** Builds the services once and the domain stores on top of them. */
export class RootStore {
  readonly analytics = new AnalyticsService();
  readonly adTrackers: AdTrackersService;
  readonly consent: ConsentStore;
  readonly storage = new StorageService();
  readonly legal = new LegalService();
  readonly auth: AuthService;
  readonly stripeLoader: StripeLoaderService;
  readonly ui = new UiStore();
  readonly flags: FlagsStore;
  readonly session: SessionStore;
  readonly startup: StartupStore;
  readonly onboarding: OnboardingStore;
  readonly discountTimer: DiscountTimerStore;
  readonly wellhub: WellhubStore;
  readonly checkout: CheckoutStore;
  readonly checkoutPayment: CheckoutPaymentStore;
  readonly purchase: PurchaseStore;
  readonly download: DownloadStore;
  readonly upsell: UpsellStore;
  readonly login: LoginStore;
  readonly manage: ManageStore;
  language: Language;
  private readonly entrySearch: string;
  private servicesStarted = false;
  private readonly servicesListeners: (() => void)[] = [];

  constructor(
    readonly env: AppEnv,
    search: string,
    browserLanguage: string,
    /** The consent choice to start with; by default the one the consent tool stored. */
    options: { consent?: ConsentChoice } = {},
  ) {
    this.entrySearch = search;
    captureEntryParams(search, this.storage);
    this.language = normalizeLanguage(
      new URLSearchParams(search).get('lang') ?? this.storage.get('lang') ?? browserLanguage,
    );
    this.storage.set('lang', this.language);
    this.adTrackers = new AdTrackersService(this.storage);
    this.analytics.onEvent((entry) => this.adTrackers.observe(entry));
    this.consent = new ConsentStore(
      {
        analytics: this.analytics,
        adTrackers: this.adTrackers,
        service: new ConsentService(),
        language: () => this.language,
      },
      options.consent ?? readStoredConsent(),
    );
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
    this.startup = new StartupStore({
      ...deps,
      stripeLoader: this.stripeLoader,
      reload: () => window.location.reload(),
    });
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
    this.login = new LoginStore({
      session: this.session,
      ui: this.ui,
      analytics: this.analytics,
      onboarding: this.onboarding,
      checkout: this.checkout,
      account,
      payment,
      tokens: new TokensService(api),
    });
    this.wellhub = new WellhubStore({
      wellhub: new WellhubService(api),
      account,
      session: this.session,
      ui: this.ui,
      analytics: this.analytics,
    });
    this.manage = new ManageStore({
      payment,
      management: new SubscriptionManagementService(api),
      analytics: this.analytics,
      flags: this.flags,
      ui: this.ui,
      inAppBrowser: () => isInAppBrowser(navigator.userAgent),
    });
  }

  /**
   * Feature flags and Firebase Auth (both lazy chunks), once: after the first screen has painted
   * on home, loading and onboarding, which render without them; at once on the gated routes,
   * which wait for them (spec 02 §4.1). Flags read the URL of the visit's entry (ff.* overrides).
   */
  startServices(): void {
    if (this.servicesStarted) return;
    this.servicesStarted = true;
    void this.flags.init(this.entrySearch);
    void this.session
      .start()
      .catch((error: unknown) => this.analytics.error('web_authInitFailed', error));
    for (const listener of this.servicesListeners.splice(0)) listener();
  }

  /** Runs `listener` when the services start (at once if they already have). */
  whenServicesStart(listener: () => void): void {
    if (this.servicesStarted) listener();
    else this.servicesListeners.push(listener);
  }
}
