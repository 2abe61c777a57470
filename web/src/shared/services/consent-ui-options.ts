import type { Translation } from 'vanilla-cookieconsent';
import type { ConsentChoice } from '../domain/consent';
import type { Language } from '@fastwell/contract/languages';

/** vanilla-cookieconsent's own cookie (its default name): the remembered choice. */
export const CONSENT_COOKIE = 'cc_cookie';

export type ConsentTranslation = Translation;
export type ConsentUiOptions = {
  language: Language;
  /** The banner and modal texts in one language (from the app's translation files). */
  texts: (language: Language) => Promise<ConsentTranslation>;
  onChoice: (choice: ConsentChoice) => void;
};
