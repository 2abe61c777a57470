import type { Language } from '../../contract/languages';

/** The legal texts a purchase's confirmation carries (the terms in force, as markdown). */
export interface LegalTexts {
  terms(language: Language): Promise<string>;
}
