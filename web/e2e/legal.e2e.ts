import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents } from './funnel-steps';

const STEMS = {
  privacy: 'privacy-web',
  'privacy-app': 'privacy-app',
  'cookie-policy': 'cookie-policy',
  terms: 'terms',
  'refund-policy': 'refund-policy',
} as const;
type LegalPath = keyof typeof STEMS;

/** The h1 of a legal text on disk, i.e. what the page must show. */
const titleOf = (page: LegalPath, lang: string): string => {
  const text = readFileSync(
    new URL(`../public/assets/legal/${STEMS[page]}.${lang}.md`, import.meta.url),
    'utf8',
  );
  return (/^# (.+)$/m.exec(text)?.[1] ?? '').trim();
};

const CASES: { path: LegalPath; locale: string; shown: string }[] = [
  { path: 'privacy', locale: 'en-US', shown: 'en' },
  { path: 'privacy', locale: 'de-DE', shown: 'de' },
  { path: 'privacy', locale: 'es-ES', shown: 'en' },
  { path: 'privacy-app', locale: 'en-US', shown: 'en' },
  { path: 'privacy-app', locale: 'de-DE', shown: 'de' },
  { path: 'privacy-app', locale: 'es-ES', shown: 'en' },
  { path: 'cookie-policy', locale: 'en-US', shown: 'en' },
  { path: 'cookie-policy', locale: 'de-DE', shown: 'de' },
  { path: 'terms', locale: 'en-US', shown: 'en' },
  { path: 'terms', locale: 'de-DE', shown: 'de' },
  { path: 'terms', locale: 'fr-FR', shown: 'fr' },
  { path: 'refund-policy', locale: 'en-US', shown: 'en' },
  { path: 'refund-policy', locale: 'de-DE', shown: 'de' },
  { path: 'refund-policy', locale: 'fr-FR', shown: 'fr' },
];

async function openLegal(page: Page, path: LegalPath): Promise<string> {
  const legalFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/legal/')) legalFiles.push(pathname);
  });
  await page.goto(`${BASE_URL}/${path}`);
  const heading = page.locator('[data-screen="legal"] h1');
  await heading.waitFor({ timeout: 30_000 });
  expect(await page.locator('h1').count()).toBe(1);
  expect(legalFiles).toHaveLength(1);
  return (await heading.textContent())?.trim() ?? '';
}

describe('legal pages', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(CASES)('/$path for $locale is shown in $shown', async ({ path, locale, shown }) => {
    browser = await launchBrowser({ locale });
    const page = await browser.newPage();
    expect(await openLegal(page, path)).toBe(titleOf(path, shown));
    expect(await page.locator('[data-screen="legal"]').textContent()).not.toContain('AD_OPT_OUT');
    const external = page.locator('[data-screen="legal"] a[href^="http"]');
    for (const rel of await external.evaluateAll((links) =>
      links.map((a) => a.getAttribute('rel')),
    )) {
      expect(rel).toBe('noopener noreferrer');
    }
  });

  it('the cookie policy has the consent-tool block and an enabled settings button', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await openLegal(page, 'cookie-policy');
    const block = page.locator('[data-testid="consent-tool-block"]');
    await block.waitFor();
    const button = page.getByRole('button', { name: 'Show cookie settings' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.isEnabled()).toBe(true);
  });

  it('a missing legal file logs web_legalFetchFailed and offers a retry', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    let fail = true;
    await page.route('**/assets/legal/**', (route) =>
      fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback(),
    );
    await page.goto(`${BASE_URL}/terms`);
    await page.locator('[data-testid="legal-failed"]').waitFor({ timeout: 30_000 });
    expect(await dataLayerEvents(page)).toContain('web_legalFetchFailed');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-screen="legal"] h1', { hasText: titleOf('terms', 'en') }).waitFor();
  });
});
