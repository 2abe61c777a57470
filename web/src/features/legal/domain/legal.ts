/** Legal pages of spec 02 §2.8: which markdown file a page shows, and how it is cleaned. */
import type { Language } from '@fastwell/contract/languages';
import type { LegalPage } from './legal-pages';

export const LEGAL_ASSET_DIR = '/assets/legal';

/** File stem per page: `{stem}.{language}.md` under the legal asset directory. */
const DOCUMENTS: Record<LegalPage, { stem: string; languages: 'all' | readonly Language[] }> = {
  privacy: { stem: 'privacy-web', languages: ['de', 'en'] },
  'privacy-app': { stem: 'privacy-app', languages: ['de', 'en'] },
  'cookie-policy': { stem: 'cookie-policy', languages: ['de', 'en'] },
  terms: { stem: 'terms', languages: 'all' },
  'refund-policy': { stem: 'refund-policy', languages: 'all' },
  accessibility: { stem: 'accessibility', languages: 'all' },
};

/** The language a page is shown in: its own when that text exists, else English. */
export function legalDocumentLanguage(page: LegalPage, language: Language): Language {
  const { languages } = DOCUMENTS[page];
  return languages === 'all' || languages.includes(language) ? language : 'en';
}

/** The markdown file's URL for a page in the visitor's language. */
export function legalDocumentPath(page: LegalPage, language: Language): string {
  const { stem } = DOCUMENTS[page];
  return `${LEGAL_ASSET_DIR}/${stem}.${legalDocumentLanguage(page, language)}.md`;
}

export const AD_OPT_OUT_PLACEHOLDER = '{{AD_OPT_OUT}}';

/**
 * Removes the ad opt-out placeholder (where the original site injected a vendor widget): a line
 * holding only the marker goes with its line break, an inline marker just disappears.
 */
export function removeAdOptOutPlaceholder(markdown: string): string {
  const escaped = AD_OPT_OUT_PLACEHOLDER.replace(/[{}]/g, '\\$&');
  return markdown
    .replace(new RegExp(`^[ \\t]*${escaped}[ \\t]*(\\r?\\n|$)`, 'gm'), '')
    .replace(new RegExp(`[ \\t]*${escaped}`, 'g'), '')
    .replace(/(\r?\n)(?:\r?\n){2,}/g, '$1$1');
}

/** Links leaving the site (opened with rel="noopener noreferrer"); mailto and tel are not. */
export function isExternalHref(href: string | undefined): boolean {
  return /^(https?:)?\/\//i.test(href ?? '');
}

/** Same-site paths (e.g. /terms) go through the router. */
export function isInternalPath(href: string | undefined): boolean {
  return /^\/(?!\/)/.test(href ?? '');
}
