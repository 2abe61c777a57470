import { reaction } from 'mobx';
import type { ConsentChoice } from '../shared/domain/consent';
import { EXPERIMENT_VIEWED } from '../shared/domain/experiments/experiment-viewed';
import { normalizeLanguage } from '@fastwell/contract/languages';
import { DeferredAccountApi } from '../shared/services/deferred-account.api';
import { AdTrackersService } from '../shared/services/ad-trackers.service';
import { AnalyticsService } from '../shared/services/analytics.service';
import { loadOnce } from '../shared/lib/load-once';
import { AuthService } from '../shared/services/auth.service';
import { ConsentService, readStoredConsent } from '../shared/services/consent.service';
import { captureEntryParams, hidePageSecrets } from '../shared/services/entry-params';
import type { AppEnv } from '../shared/services/env';
import { FlagsService } from '../shared/services/flags.service';
import { PageLocationService } from '../shared/services/page-location.service';
import { RELEASE } from '../shared/domain/release';
import { StorageService } from '../shared/services/storage.service';
import { StripeLoaderService } from '../shared/services/stripe-loader.service';
import { TabStorageService } from '../shared/services/tab-storage.service';
import { visitorIdOf } from '../shared/services/visitor-id';
import { ConsentStore } from '../shared/stores/consent.store';
import type { FeatureStores } from './feature-stores';
import { FeatureStoresLoader } from './feature-stores-loader';
import type { PurchaseFlowStores, SideFlowStores } from './feature-stores';
import { FlagsStore } from '../shared/stores/flags.store';
import { OnboardingActionsStore } from '../features/onboarding/stores/onboarding-actions.store';
import { OnboardingStore } from '../shared/stores/onboarding.store';
import { RootStore } from './root.store';
import { SessionStore } from '../shared/stores/session.store';
import { StartupStore } from '../shared/stores/startup.store';
import { UiStore } from '../shared/stores/ui.store';
import type { AppServices } from './app-services';
import type { FeatureParts } from './feature-composition';

export type Composition = { services: AppServices; stores: RootStore };

export type CompositionOptions = {
  /** The consent choice to start with; by default the one the consent tool stored. */
  consent?: ConsentChoice;
  /**
   * Builds the feature stores at once (tests: app/testing/app-harness.tsx gives them an API
   * client); by default they are a lazy chunk, built with the API client's.
   */
  features?: (parts: FeatureParts) => FeatureStores;
};

/**
 * The web app's composition root: every service and every store is built here, once (the
 * feature stores in app/feature-composition.ts, a lazy chunk the root store loads). Screens get
 * their stores through their flow's hook (`useCheckout()`…) and `useAppStores()`, never a service.
 */
export function compose(
  env: AppEnv,
  search: string,
  browserLanguage: string,
  options: CompositionOptions = {},
): Composition {
  const storage = new StorageService();
  const tabStorage = new TabStorageService();
  captureEntryParams(search, storage, window.location.pathname);
  hidePageSecrets(window.location, window.history);
  const initialLanguage = normalizeLanguage(
    new URLSearchParams(search).get('lang') ?? storage.get('lang') ?? browserLanguage,
  );
  storage.set('lang', initialLanguage);
  const visitorId = visitorIdOf(storage);
  const analytics = new AnalyticsService({ release: RELEASE });
  analytics.identify({ visitorId });
  const adTrackers = new AdTrackersService(storage);
  analytics.onEvent((entry) => adTrackers.observe(entry));
  // The screens' language: the root store's, which tests may change after composing.
  let currentLanguage = initialLanguage;
  const language = () => currentLanguage;
  const consent = new ConsentStore(
    { analytics, adTrackers, service: new ConsentService(), language },
    options.consent ?? readStoredConsent(),
  );
  const auth = new AuthService(env);
  const apiClient = loadOnce(() =>
    import('../shared/services/api-client').then(({ apiClientOf }) => apiClientOf(auth, analytics)),
  );
  const account = new DeferredAccountApi(() =>
    Promise.all([import('../shared/services/account.api'), apiClient()]).then(
      ([{ AccountApi }, api]) => new AccountApi(api),
    ),
  );
  // The server's exposure record follows the analytics consent like the event itself. Its client
  // loads with the first exposure (flags come after the first paint), not with the first screen.
  const experiments = loadOnce(() =>
    Promise.all([import('../shared/services/experiments.api'), apiClient()]).then(
      ([{ ExperimentsApi }, api]) => new ExperimentsApi(api),
    ),
  );
  analytics.onSent((entry) => {
    if (entry.event !== EXPERIMENT_VIEWED) return;
    experiments()
      .then((client) =>
        client.recordExposure({
          visitorId,
          experimentKey: String(entry.experimentKey),
          variation: String(entry.variationId),
        }),
      )
      .catch((error: unknown) => analytics.error('web_exposureNotRecorded', error));
  });
  const stripeLoader = new StripeLoaderService(env, (error) =>
    analytics.error('web_stripeLoadFailed', error),
  );
  const services: AppServices = {
    env,
    analytics,
    adTrackers,
    storage,
    tabStorage,
    page: new PageLocationService(),
    auth,
    apiClient,
    account,
    stripeLoader,
  };
  const ui = new UiStore();
  const session = new SessionStore(auth, account, language, analytics);
  const entryPath = window.location.pathname;
  const flags = new FlagsStore({
    service: new FlagsService(env),
    analytics,
    tabStorage,
    exposures: () =>
      import('../shared/stores/experiment-exposures').then(
        ({ ExperimentExposures }) => new ExperimentExposures({ storage, analytics, visitorId }),
      ),
    overridePolicy: env.flagOverrides,
    facts: () => ({
      visitorId,
      uid: session.user?.uid,
      language: language(),
      country: storage.get('countryCode'),
      priceGroup: storage.get('sgroup'),
      discount: storage.get('dc'),
      source: storage.get('source'),
      marketingSearch: storage.get('searchParams'),
      device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
      entryPath,
      firstVisit: storage.get('firstVisit'),
    }),
  });
  // Signing in links the uid to the visitor id; experiments keep hashing the visitor id.
  reaction(
    () => session.user?.uid,
    (uid) => {
      analytics.identify({ visitorId, uid });
      void flags.refreshAttributes();
    },
  );
  const deps = { storage, analytics, session, flags };
  const startup = new StartupStore({
    ...deps,
    stripeLoader,
    reload: () => window.location.reload(),
  });
  const onboarding = new OnboardingStore({ ...deps, account });
  const featureDeps: FeatureParts = { ...services, session, flags, ui, onboarding, language };
  const purchaseFlows = new FeatureStoresLoader<PurchaseFlowStores>(
    () =>
      Promise.all([import('./feature-composition'), apiClient()]).then(
        ([{ composePurchaseFlowStores }, api]) =>
          composePurchaseFlowStores({ ...featureDeps, api }),
      ),
    options.features?.(featureDeps),
  );
  const sideFlows = new FeatureStoresLoader<SideFlowStores>(
    () =>
      Promise.all([import('./side-flow-composition'), apiClient()]).then(
        ([{ composeSideFlowStores }, api]) => composeSideFlowStores({ ...featureDeps, api }),
      ),
    options.features?.(featureDeps),
  );
  const onboardingActions = new OnboardingActionsStore({
    onboarding,
    session,
    ui,
    storage,
    analytics,
    routeAfterSave: async () => {
      await purchaseFlows.load();
      return purchaseFlows.get('login').login.routeAfterSignIn('onboarding');
    },
  });
  const stores = new RootStore({
    ui,
    consent,
    flags,
    session,
    startup,
    onboarding,
    onboardingActions,
    language: {
      get: language,
      set: (next) => {
        currentLanguage = next;
        void flags.refreshAttributes();
      },
    },
    entrySearch: search,
    features: { purchaseFlows, sideFlows },
    reportError: (event, error) => analytics.error(event, error),
    track: (event, params) => analytics.track(event, params),
  });
  return { services, stores };
}
