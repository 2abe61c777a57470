import type { BrowserContext, Page } from 'playwright-core';

/** The consent tool's cookie (vanilla-cookieconsent's default name and record). */
export const CONSENT_COOKIE = 'cc_cookie';
const ALL_CATEGORIES = [
  'necessary',
  'performance',
  'functional',
  'targeting',
  'social_media',
  'video',
];

export const consentBanner = (page: Page) => page.locator('#cc-main .cm');
export const preferencesModal = (page: Page) => page.locator('#cc-main .pm');

/**
 * A returning visitor who accepted all cookies: the record the tool itself writes on "accept
 * all", set before the first page load, so no banner shows and events reach the dataLayer.
 */
export async function presetConsent(context: BrowserContext, baseUrl: string): Promise<void> {
  const now = new Date().toISOString();
  const record = {
    categories: ALL_CATEGORIES,
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: `e2e-${Date.now()}`,
    services: Object.fromEntries(ALL_CATEGORIES.map((category) => [category, []])),
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 86_400_000,
  };
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: baseUrl },
  ]);
}

async function answerBanner(page: Page, role: 'all' | 'necessary'): Promise<void> {
  const banner = consentBanner(page);
  await banner.waitFor({ timeout: 15_000 });
  await banner.locator(`[data-role="${role}"]`).click();
  await banner.waitFor({ state: 'hidden', timeout: 5_000 });
}

/** Clicks "Accept all" on the consent banner and waits for it to close. */
export const acceptConsent = (page: Page): Promise<void> => answerBanner(page, 'all');

/** Clicks "Necessary only" on the consent banner and waits for it to close. */
export const declineConsent = (page: Page): Promise<void> => answerBanner(page, 'necessary');
