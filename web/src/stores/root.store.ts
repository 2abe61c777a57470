import type { ConsentChoice } from '../domain/consent';
import { normalizeLanguage, type Language } from '@fastwell/contract/languages';
import { AccountService } from '../services/account.service';
import { AdTrackersService } from '../services/ad-trackers.service';
import { AnalyticsService } from '../services/analytics.service';
import { ApiClient } from '../services/api-client';
import { AuthService } from '../services/auth.service';
import { ConsentService, readStoredConsent } from '../services/consent.service';
import type { AppEnv } from '../services/env';
import { FlagsService } from '../services/flags.service';
import { LegalService } from '../services/legal.service';
import { StorageService } from '../services/storage.service';
import { StripeLoaderService } from '../services/stripe-loader.service';
import { captureEntryParams } from '../services/entry-params';
import { runInTasks } from '../ui/after-paint';
import type { CheckoutPaymentStore } from './checkout-payment.store';
import type { CheckoutStore } from './checkout.store';
import { ConsentStore } from './consent.store';
import type { DiscountTimerStore } from './discount-timer.store';
import type { DownloadStore } from './download.store';
import type { FeatureDeps, FeatureStores } from './feature-stores';
import { FlagsStore } from './flags.store';
import type { LoginStore } from './login.store';
import type { ManageStore } from './manage.store';
import { OnboardingStore } from './onboarding.store';
import type { PurchaseStore } from './purchase.store';
import { SessionStore } from './session.store';
import { StartupStore } from './startup.store';
import { UiStore } from './ui.store';
import type { UpsellStore } from './upsell.store';
import type { WellhubStore } from './wellhub.store';

type RootStoreOptions = {
  /** The consent choice to start with; by default the one the consent tool stored. */
  consent?: ConsentChoice;
  /** Builds the feature stores at once (tests); by default they are a lazy chunk. */
  features?: (deps: FeatureDeps) => FeatureStores;
};

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
  language: Language;
  private readonly api: ApiClient;
  private readonly account: AccountService;
  private features?: FeatureStores;
  private featuresLoad?: Promise<void>;
  private readonly entrySearch: string;
  private servicesStarted = false;
  private screenWasShown = false;
  private readonly screenListeners: (() => void)[] = [];

  constructor(
    readonly env: AppEnv,
    search: string,
    browserLanguage: string,
    options: RootStoreOptions = {},
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
    this.api = new ApiClient(
      () => this.auth.getIdToken(),
      undefined,
      (error) => this.analytics.error('web_invalidApiAnswer', error),
    );
    const account = new AccountService(this.api);
    this.account = account;
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
    if (options.features) this.features = options.features(this.featureDeps());
  }

  get discountTimer(): DiscountTimerStore {
    return this.feature('discountTimer');
  }
  get checkout(): CheckoutStore {
    return this.feature('checkout');
  }
  get checkoutPayment(): CheckoutPaymentStore {
    return this.feature('checkoutPayment');
  }
  get purchase(): PurchaseStore {
    return this.feature('purchase');
  }
  get download(): DownloadStore {
    return this.feature('download');
  }
  get upsell(): UpsellStore {
    return this.feature('upsell');
  }
  get login(): LoginStore {
    return this.feature('login');
  }
  get wellhub(): WellhubStore {
    return this.feature('wellhub');
  }
  get manage(): ManageStore {
    return this.feature('manage');
  }

  /** Whether the feature stores (paywall, purchase, sign-in, partner, manage) are there. */
  get featuresLoaded(): boolean {
    return this.features !== undefined;
  }

  /**
   * Loads the feature stores' chunk and builds them, once; the gated routes render after it
   * (FeatureGate). Started with the services, so it is usually there before the first gated
   * screen. A failed load is tried again on the next call.
   */
  loadFeatures(): Promise<void> {
    this.featuresLoad ??= import('./feature-stores').then(
      ({ createFeatureStores }) => {
        this.features ??= createFeatureStores(this.featureDeps());
      },
      (error: unknown) => {
        this.featuresLoad = undefined;
        throw error;
      },
    );
    return this.featuresLoad;
  }

  private feature<K extends keyof FeatureStores>(name: K): FeatureStores[K] {
    if (!this.features)
      throw new Error(`The ${name} store is used before RootStore.loadFeatures() has finished`);
    return this.features[name];
  }

  private featureDeps(): FeatureDeps {
    return {
      storage: this.storage,
      analytics: this.analytics,
      session: this.session,
      flags: this.flags,
      ui: this.ui,
      onboarding: this.onboarding,
      stripeLoader: this.stripeLoader,
      api: this.api,
      account: this.account,
      language: () => this.language,
    };
  }

  /**
   * Feature flags and Firebase Auth (both lazy chunks), once: after the first screen has painted
   * on home, loading and onboarding, which render without them; at once on the gated routes,
   * which wait for them (spec 02 §4.1). Flags read the URL of the visit's entry (ff.* overrides).
   */
  startServices(): void {
    if (this.servicesStarted) return;
    this.servicesStarted = true;
    // Each starts a lazy chunk loading (with a modulepreload link per chunk it imports): in one
    // task they were a long one on a slow phone.
    void runInTasks(
      () => void this.flags.init(this.entrySearch),
      // Reported by the gate that waits for it; a later gated screen tries again.
      () => void this.loadFeatures().catch(() => undefined),
      () =>
        void this.session
          .start()
          .catch((error: unknown) => this.analytics.error('web_authInitFailed', error)),
    );
  }

  /**
   * The first screen (not the faded logo of the startup gate) has painted: what no screen needs
   * to show (the consent tool, the toaster) starts loading now, so that on a gated route it does
   * not compete with the gate and the screen's own chunks. Once; see `whenScreenShown`.
   */
  screenShown(): void {
    if (this.screenWasShown) return;
    this.screenWasShown = true;
    for (const listener of this.screenListeners.splice(0)) listener();
  }

  /** Runs `listener` once the first screen has painted (at once if it has); answers a canceller. */
  whenScreenShown(listener: () => void): () => void {
    if (this.screenWasShown) {
      listener();
      return () => undefined;
    }
    this.screenListeners.push(listener);
    return () => {
      const index = this.screenListeners.indexOf(listener);
      if (index !== -1) this.screenListeners.splice(index, 1);
    };
  }
}
