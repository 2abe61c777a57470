/** The six languages of the site and the API (spec 02 §5). */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Exactly one of the six, else en: what the API accepts as `lang` (spec 02 §5). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}

/** Maps any language tag (e.g. "pt-BR", "FR") to a supported language, else en. */
export function normalizeLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}
