import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { StoreContext } from '../../shared/stores/store-context';
import { ChakraRootContext } from '../../shared/ui/chakra-island';
import { LazyChakraRoot } from '../chakra-boundary';
import { appSystem } from '../theme';
import { ALL_GRANTED } from '../../shared/domain/consent';
import type { FlagValues } from '../../shared/domain/flags';
import type { Selections } from '../../shared/domain/onboarding/selections';
import type { AppEnv } from '../../shared/services/env';
import type { AppServices } from '../app-services';
import { compose, type CompositionOptions } from '../composition';
import { composePurchaseFlowStores, type FeatureParts } from '../feature-composition';
import { composeSideFlowStores } from '../side-flow-composition';
import type { FeatureStores } from '../feature-stores';
import { apiClientOf } from '../../shared/services/api-client';
import type { RootStore } from '../root.store';
import en from '../../../public/onboarding/locales/en/translation.json';
import OnboardingStepRoute from '../../features/onboarding/onboarding-step-route';
import { LaterStep } from '../../features/onboarding/step-renderer';

// The steps after the first are a lazy chunk that the app preloads after the first paint; tests
// render them at once, as the app does once preloaded.
await LaterStep.preload();

export const TEST_ENV: AppEnv = {
  stripePublishableKey: 'pk_test_components',
  stripeJsUrl: 'http://localhost/stripe.js',
  growthbookApiHost: 'http://localhost:9999',
  growthbookClientKey: 'sdk-test',
  flagOverrides: { mode: 'open' },
  productionHost: 'fastwell.app',
};

/** The English copy, loaded synchronously (no HTTP backend in tests). */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

type StoreOptions = {
  flags?: Partial<FlagValues>;
  selections?: Selections;
  /** Visitor path: existing_email_login replaces receive_email. */
  existingEmailLogin?: boolean;
};

/** Every feature store by its name (tests read them so; screens take their flow's hook). */
export type FeatureStoresByName = FeatureStores['checkout'] &
  FeatureStores['account'] &
  FeatureStores['cancel'] &
  FeatureStores['card-update'] &
  FeatureStores['download'] &
  FeatureStores['legal'] &
  FeatureStores['login'] &
  FeatureStores['manage-subscription'] &
  FeatureStores['upsell'] &
  FeatureStores['wellhub'] &
  FeatureStores['withdraw'];

/** The stores a screen gets, by name, and (for tests only, to stub them) the services behind them. */
export type TestStore = RootStore & FeatureStoresByName & { services: AppServices };

const LAZY_FLOWS = [
  'checkout',
  'account',
  'cancel',
  'card-update',
  'download',
  'legal',
  'login',
  'manage-subscription',
  'upsell',
  'wellhub',
  'withdraw',
] as const satisfies readonly (keyof FeatureStores)[];

/** The feature stores of a root whose chunk is built, by name. */
export function storesByName(root: RootStore): FeatureStoresByName {
  return Object.assign(
    {},
    ...LAZY_FLOWS.map((flow) => root.flowStores(flow)),
  ) as FeatureStoresByName;
}

/** The feature stores built at once, with the API client the lazy chunk would load. */
export function composeFeaturesAtOnce(parts: FeatureParts): FeatureStores {
  const deps = { ...parts, api: apiClientOf(parts.auth, parts.analytics) };
  return { ...composePurchaseFlowStores(deps), ...composeSideFlowStores(deps) };
}

/** The app as composed at start, with the feature stores built at once. */
export function composeTestStore(options: CompositionOptions = {}): TestStore {
  const { stores, services } = compose(TEST_ENV, '', 'en', {
    features: composeFeaturesAtOnce,
    ...options,
  });
  return Object.assign(stores, storesByName(stores), { services });
}

/** A fresh RootStore with a started onboarding, chosen flags and answers. */
export function createTestStore(options: StoreOptions = {}): TestStore {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Tests run as a visitor who accepted all cookies, so events reach window.dataLayer.
  const store = composeTestStore({ consent: ALL_GRANTED });
  runInAction(() => {
    store.flags.values = { ...store.flags.values, ...options.flags };
  });
  store.onboarding.start();
  const { gender, ...rest } = options.selections ?? {};
  if (gender !== undefined) store.onboarding.select('gender', gender);
  for (const [stepId, value] of Object.entries(rest)) store.onboarding.select(stepId, value);
  if (options.existingEmailLogin) store.onboarding.chooseExistingEmailLogin();
  return store;
}

/** Shows the current path, so tests can see where a step went. */
function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </div>
  );
}

/** Goes one entry back in the router's history, as the browser's back button does. */
function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="history-back" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

export function TestProviders({
  store,
  children,
  path,
  previousPath,
  chakra = true,
}: {
  store: TestStore;
  children: ReactNode;
  path: string;
  /** An entry before `path` in the history, for back-button tests. */
  previousPath?: string;
  /** False: no Chakra around the screen, as the app renders its plain screens. */
  chakra?: boolean;
}) {
  const routed = (
    <MemoryRouter initialEntries={previousPath ? [previousPath, path] : [path]}>
      {children}
      <LocationProbe />
      <HistoryBack />
    </MemoryRouter>
  );
  return (
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <ChakraRootContext.Provider value={LazyChakraRoot}>
          {chakra ? <ChakraProvider value={appSystem()}>{routed}</ChakraProvider> : routed}
        </ChakraRootContext.Provider>
      </I18nextProvider>
    </StoreContext.Provider>
  );
}

/** Renders /onboarding/{stepId} with the real step route inside the app's providers. */
export function renderStep(
  stepId: string,
  options: StoreOptions = {},
  { chakra = true }: { chakra?: boolean } = {},
): RenderResult & { store: TestStore; location: () => string } {
  const store = createTestStore(options);
  const result = render(
    <TestProviders store={store} path={`/onboarding/${stepId}`} chakra={chakra}>
      <Routes>
        <Route path="/onboarding/:stepId" element={<OnboardingStepRoute />} />
        <Route path="*" element={null} />
      </Routes>
    </TestProviders>,
  );
  return {
    ...result,
    store,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}
