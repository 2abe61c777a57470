import { ChakraProvider } from '@chakra-ui/react';
import { type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StoreContext } from '../../../shared/stores/store-context';
import { appSystem } from '../../../app/theme';
import type { TestStore } from '../../../app/testing/app-harness';
import { createTestStore } from '../../../app/testing/app-harness';
import de from '../../../../public/onboarding/locales/de/translation.json';
import en from '../../../../public/onboarding/locales/en/translation.json';

/** Renders checkout screen parts with the app's providers, in en, de or a language without copy. */
export function renderWithApp(
  ui: ReactNode,
  options: { store?: TestStore; language?: string } = {},
): RenderResult & { store: TestStore } {
  const store = options.store ?? createTestStore();
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const result = render(
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>
      </I18nextProvider>
    </StoreContext.Provider>,
  );
  return { ...result, store };
}
