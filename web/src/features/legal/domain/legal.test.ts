import { describe, expect, it } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import {
  isExternalHref,
  isInternalPath,
  legalDocumentLanguage,
  legalDocumentPath,
  removeAdOptOutPlaceholder,
} from './legal';
import { type LegalPage, isHtmlDocument } from './legal-pages';

describe('legalDocumentPath', () => {
  it.each<[LegalPage, Language, string]>([
    ['privacy', 'de', '/assets/legal/privacy-web.de.md'],
    ['privacy', 'en', '/assets/legal/privacy-web.en.md'],
    ['privacy', 'es', '/assets/legal/privacy-web.en.md'],
    ['privacy', 'fr', '/assets/legal/privacy-web.en.md'],
    ['privacy', 'it', '/assets/legal/privacy-web.en.md'],
    ['privacy', 'pt', '/assets/legal/privacy-web.en.md'],
    ['privacy-app', 'de', '/assets/legal/privacy-app.de.md'],
    ['privacy-app', 'en', '/assets/legal/privacy-app.en.md'],
    ['privacy-app', 'es', '/assets/legal/privacy-app.en.md'],
    ['privacy-app', 'pt', '/assets/legal/privacy-app.en.md'],
    ['cookie-policy', 'de', '/assets/legal/cookie-policy.de.md'],
    ['cookie-policy', 'fr', '/assets/legal/cookie-policy.en.md'],
    ['terms', 'de', '/assets/legal/terms.de.md'],
    ['terms', 'en', '/assets/legal/terms.en.md'],
    ['terms', 'es', '/assets/legal/terms.es.md'],
    ['terms', 'fr', '/assets/legal/terms.fr.md'],
    ['terms', 'it', '/assets/legal/terms.it.md'],
    ['terms', 'pt', '/assets/legal/terms.pt.md'],
    ['refund-policy', 'de', '/assets/legal/refund-policy.de.md'],
    ['refund-policy', 'es', '/assets/legal/refund-policy.es.md'],
    ['refund-policy', 'it', '/assets/legal/refund-policy.it.md'],
    ['refund-policy', 'pt', '/assets/legal/refund-policy.pt.md'],
  ])('%s in %s → %s', (page, language, path) => {
    expect(legalDocumentPath(page, language)).toBe(path);
  });

  it.each<[LegalPage, Language, Language]>([
    ['privacy', 'es', 'en'],
    ['privacy', 'de', 'de'],
    ['terms', 'es', 'es'],
  ])('%s in %s is shown in %s', (page, language, shown) => {
    expect(legalDocumentLanguage(page, language)).toBe(shown);
  });
});

describe('removeAdOptOutPlaceholder', () => {
  it.each([
    ['a line of its own', 'Intro.\n\n{{AD_OPT_OUT}}\n\nNext.', 'Intro.\n\nNext.'],
    ['indented, at the end', 'Intro.\n\n  {{AD_OPT_OUT}}  ', 'Intro.\n\n'],
    ['inline', 'Opt out here: {{AD_OPT_OUT}}.', 'Opt out here:.'],
    ['twice', '{{AD_OPT_OUT}}\nA\n{{AD_OPT_OUT}}\nB', 'A\nB'],
    ['CRLF line endings', 'A\r\n\r\n{{AD_OPT_OUT}}\r\n\r\nB', 'A\r\n\r\nB'],
    ['absent', '# Title\n\nText {{OTHER}}', '# Title\n\nText {{OTHER}}'],
  ])('%s', (_name, input, output) => {
    expect(removeAdOptOutPlaceholder(input)).toBe(output);
  });
});

describe('link and answer checks', () => {
  it.each<[string | undefined, boolean, boolean]>([
    ['https://stripe.com/privacy', true, false],
    ['http://example.org', true, false],
    ['//cdn.example.org/x', true, false],
    ['mailto:privacy@fastwell.app', false, false],
    ['tel:+4930123', false, false],
    ['/terms', false, true],
    ['#section-3', false, false],
    [undefined, false, false],
  ])('%s → external %s, internal %s', (href, external, internal) => {
    expect(isExternalHref(href)).toBe(external);
    expect(isInternalPath(href)).toBe(internal);
  });

  it.each([
    ['<!DOCTYPE html><html lang="en">', true],
    ['\n  <!doctype html>', true],
    ['<html>', true],
    ['# Privacy Policy', false],
    ['Text about <html> tags', false],
  ])('%j is an HTML document: %s', (text, html) => {
    expect(isHtmlDocument(text)).toBe(html);
  });
});
