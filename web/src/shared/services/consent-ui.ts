import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { choiceFromCategories, CONSENT_CATEGORIES, type ConsentCategory } from '../domain/consent';
import { SUPPORTED_LANGUAGES, type Language } from '@fastwell/contract/languages';
import { CONSENT_COOKIE, type ConsentUiOptions } from './consent-ui-options';

/** Cookies a tag of the category would set; cleared by the tool when the category is withdrawn. */
const AUTO_CLEAR: Partial<Record<ConsentCategory, RegExp[]>> = {
  performance: [/^_ga/, /^_gid/],
  targeting: [/^_fbp/, /^_gcl/, /^_ttp/, /^_twclid/],
};

function categories(): CookieConsent.CookieConsentConfig['categories'] {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => {
      const cookies = AUTO_CLEAR[category]?.map((name) => ({ name }));
      const config: CookieConsent.Category =
        category === 'necessary'
          ? { enabled: true, readOnly: true }
          : cookies
            ? { autoClear: { cookies } }
            : {};
      return [category, config];
    }),
  );
}

/** Runs the tool (once per page): bottom bar banner, box preferences modal, opt-in. */
export async function runConsentUi(options: ConsentUiOptions): Promise<void> {
  const report = () =>
    options.onChoice(choiceFromCategories(CookieConsent.getUserPreferences().acceptedCategories));
  await CookieConsent.run({
    mode: 'opt-in',
    // Playwright and crawlers set navigator.webdriver; the banner must show for them too.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: categories(),
    language: {
      default: options.language,
      translations: Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [language, () => options.texts(language)]),
      ),
    },
    onConsent: report,
    onChange: report,
  });
}

export const showPreferences = (): void => CookieConsent.showPreferences();

export async function setLanguage(language: Language): Promise<void> {
  await CookieConsent.setLanguage(language);
}
