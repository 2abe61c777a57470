import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { isPreAuthPath } from './domain/routes';
import { parseEnv } from './services/env';
import { createI18n } from './services/i18n';
import { RootStore } from './stores/root.store';

async function start() {
  const env = parseEnv(import.meta.env);
  const store = new RootStore(env, window.location.search, navigator.language);
  // Gated routes wait for flags and auth: start them before the translations. Home, loading and
  // onboarding render without them and start them once their first screen has painted.
  if (!isPreAuthPath(window.location.pathname)) store.startServices();
  preloadFirstScreen(window.location.pathname);
  const i18n = await createI18n(store.language, store.analytics);
  document.documentElement.lang = store.language;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
  // The consent tool (banner, its CSS) is a lazy chunk, loaded with flags and auth: after the
  // first screen has painted (see RootStore.startServices).
  store.whenServicesStart(() => {
    void store.consent.start(i18n).catch((error: unknown) => {
      store.analytics.error('web_consentToolFailed', error);
    });
  });
}

void start();
