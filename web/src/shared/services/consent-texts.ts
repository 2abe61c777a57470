import type { TFunction } from 'i18next';
import { CONSENT_CATEGORIES } from '../domain/consent';
import type { ConsentTranslation } from './consent-ui-options';

/** The consent tool's texts from the app's `consent.*` translation keys. */
export function consentTexts(t: TFunction): ConsentTranslation {
  return {
    consentModal: {
      label: t('consent.banner.title'),
      title: t('consent.banner.title'),
      description: t('consent.banner.description'),
      acceptAllBtn: t('consent.banner.acceptAll'),
      acceptNecessaryBtn: t('consent.banner.acceptNecessary'),
      showPreferencesBtn: t('consent.banner.showPreferences'),
    },
    preferencesModal: {
      title: t('consent.preferences.title'),
      acceptAllBtn: t('consent.preferences.acceptAll'),
      acceptNecessaryBtn: t('consent.preferences.acceptNecessary'),
      savePreferencesBtn: t('consent.preferences.save'),
      closeIconLabel: t('consent.preferences.close'),
      sections: [
        { description: t('consent.preferences.intro') },
        ...CONSENT_CATEGORIES.map((category) => ({
          title: t(`consent.categories.${category}.title`),
          description: t(`consent.categories.${category}.description`),
          linkedCategory: category,
        })),
        {
          title: t('consent.preferences.moreTitle'),
          description: t('consent.preferences.more'),
        },
      ],
    },
  };
}
