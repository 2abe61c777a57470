// The legal pages' names and the fetched-document check, apart from ./legal: the router and the
// legal service use them at start, before the legal screen's code has loaded.

export const LEGAL_PAGES = [
  'privacy',
  'privacy-app',
  'cookie-policy',
  'terms',
  'refund-policy',
  'accessibility',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Hosting answers a missing file with the SPA's index.html (status 200), so an HTML document
 * where markdown was expected counts as a failed fetch.
 */
export function isHtmlDocument(text: string): boolean {
  return /^\s*(<!doctype html|<html[\s>])/i.test(text);
}
