import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@fastwell/contract/languages';
import type { AnalyticsService } from './analytics.service';
import { translationBackend } from './translation-backend';

/** Translations are fetched from /onboarding/locales/{lng}/translation.json. */
export async function createI18n(language: Language, analytics: AnalyticsService): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('failedLoading', (lng, ns, message) => {
    analytics.error('web_i18n_error', new Error(message), { language: lng, namespace: ns });
  });
  await instance
    .use(translationBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
