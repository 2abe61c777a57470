export const SUPPORTED_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Maps any language tag (e.g. "pt-BR", "FR") to a supported language, else en. */
export function normalizeLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as Language)
    : FALLBACK_LANGUAGE;
}
