import { StrictMode, startTransition } from 'react';
import { createRoot } from './react-dom-client';
import {
  isCheckoutPath,
  isLoadingEntryPath,
  isPreAuthPath,
  isProtectedPath,
  ROUTES,
} from '../shared/domain/routes';
import { parseEnv } from '../shared/services/env';
import { createI18n } from '../shared/services/i18n';
import { App } from './app';
import { preloadFirstScreen, preloadGatedScreen } from './router';
import { nextTask } from '../shared/lib/after-paint';
import { historyEntryKey } from '../shared/lib/history-entry-key';
import { needsChakra, preloadChakra } from './chakra-boundary';
import { compose } from './composition';

/** Builds the stores, loads the translations and the first screen, and renders the app. */
export async function start(): Promise<void> {
  // Home and /onboarding open the loading screen (as their routes' <Navigate replace> would):
  // going there before the first render keeps index.html's loading shell up to the screen itself.
  const { pathname, search } = window.location;
  if (isLoadingEntryPath(pathname) && pathname !== ROUTES.loading)
    window.history.replaceState(window.history.state, '', `${ROUTES.loading}${search}`);
  // The first render is the first screen itself, not the Suspense fallback: that would replace
  // index.html's static shell with the faded logo and back. Its chunk, and Chakra with its system
  // (every first screen but the loading screen, the plain questionnaire steps and the checkout
  // renders with it, see app/chakra-boundary.tsx), start loading before the stores are built; a
  // failed load is retried when the screen renders.
  // Each preload (the chunk, and a modulepreload link per chunk it imports) and the stores are
  // built in tasks of their own: together they would be one long task on a slow phone.
  const withChakra = needsChakra(window.location.pathname);
  const firstScreen = preloadFirstScreen(window.location.pathname);
  await nextTask();
  const chakra = withChakra ? preloadChakra().catch(() => undefined) : undefined;
  if (withChakra) await nextTask();
  const env = parseEnv(import.meta.env);
  const { stores: store, services } = compose(env, window.location.search, navigator.language);
  // Gated routes wait for flags and auth: start them before the translations. Home, loading and
  // onboarding render without them and start them once their first screen has painted.
  if (!isPreAuthPath(window.location.pathname)) {
    await nextTask();
    store.startServices();
    if (isProtectedPath(window.location.pathname)) {
      store.startup.loadPaymentProvider();
      void store.loadFeatures().catch(() => undefined);
    }
    if (isCheckoutPath(window.location.pathname))
      void store.prefetchCheckoutProducts(historyEntryKey(), search).catch(() => undefined);
    await nextTask();
    preloadGatedScreen(window.location.pathname);
  }
  const [i18n] = await Promise.all([
    createI18n(store.language, services.analytics),
    firstScreen,
    chakra,
  ]);
  document.documentElement.lang = store.language;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The page already shows the static shell: the first render is a transition, which React
  // renders in slices that leave the main thread free between them (input stays responsive).
  await nextTask();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
  // Spec 02 §6: the developer's debug panel, in development only. Vite replaces
  // import.meta.env.DEV with false in a production build and drops the branch with its import.
  if (import.meta.env.DEV)
    void import('./debug/mount-debug-panel').then(({ mountDebugPanel }) => mountDebugPanel(store));
  // The consent tool (banner, its CSS) is a lazy chunk, loaded once the first screen has painted
  // (see RootStore.screenShown), in a task of its own.
  store.whenScreenShown(() => {
    void nextTask()
      .then(() => store.consent.start(i18n))
      .catch((error: unknown) => services.analytics.error('web_consentToolFailed', error));
  });
}
