import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from '@fastwell/contract/languages';
import { appSystem } from '../theme';
import { StoreContext } from '../../shared/stores/store-context';
import { ChakraRootContext } from '../../shared/ui/chakra-island';
import { LazyChakraRoot } from '../chakra-boundary';
import type { TestStore } from './app-harness';
import de from '../../../public/onboarding/locales/de/translation.json';
import en from '../../../public/onboarding/locales/en/translation.json';
import es from '../../../public/onboarding/locales/es/translation.json';
import fr from '../../../public/onboarding/locales/fr/translation.json';
import it from '../../../public/onboarding/locales/it/translation.json';
import pt from '../../../public/onboarding/locales/pt/translation.json';

export const COPY = { de, en, es, fr, it, pt } satisfies Record<Language, unknown>;

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders `routes` at `path` in one of the six languages (the store's language too); `chakra`
 * false: without Chakra around them, as the app renders its plain screens.
 */
export function renderInLanguage(
  store: TestStore,
  language: Language,
  path: string,
  routes: ReactNode,
  { chakra = true }: { chakra?: boolean } = {},
) {
  store.language = language;
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: COPY[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const routed = (
    <MemoryRouter initialEntries={[path]}>
      {routes}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraRootContext.Provider value={LazyChakraRoot}>
          {chakra ? <ChakraProvider value={appSystem()}>{routed}</ChakraProvider> : routed}
        </ChakraRootContext.Provider>
      </I18nextProvider>
    </StoreContext.Provider>,
  );
}
