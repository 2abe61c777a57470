import type { Language } from '../contract/languages';

/** The locale a language's dates and amounts are written in (mails, Checkout's texts). */
export const LOCALE_OF_LANGUAGE: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
};
