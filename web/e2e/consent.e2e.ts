import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import {
  acceptConsent,
  consentBanner,
  CONSENT_COOKIE,
  declineConsent,
  preferencesModal,
} from './consent-helpers';
import { dataLayerEvents, onStep, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { walkToPayment } from './questionnaire-walker';

async function storedCategories(context: BrowserContext): Promise<string[] | undefined> {
  const cookie = (await context.cookies(BASE_URL)).find((c) => c.name === CONSENT_COOKIE);
  if (!cookie) return undefined;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}

/** Walks a few questionnaire steps: proves the funnel works and that it tracks. */
async function walkSteps(page: Page, count: number): Promise<void> {
  let answered = 0;
  await walkToPayment(page, {
    gender: 'f',
    units: 'metric',
    email: uniqueEmail('consent'),
    stopAt: () => (answered += 1) > count,
  });
}

describe('cookie consent (spec 02 §7)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a first visit shows a bottom bar; declining sends no analytics while the funnel works', async () => {
    browser = await launchBrowser({ consent: 'undecided' });
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/?gclid=e2e-click`);
    const banner = consentBanner(page);
    await banner.waitFor();
    const box = await banner.boundingBox();
    if (!box) throw new Error('banner has no box');
    expect(box.y + box.height).toBeGreaterThan(844 - 2);
    expect(box.height).toBeLessThan(844 / 2);
    // Before a choice nothing is sent: events wait in memory.
    expect(await dataLayerEvents(page)).toEqual([]);

    await declineConsent(page);
    expect(await storedCategories(browser)).toEqual(['necessary']);
    await walkQuestionnaire(page, uniqueEmail('declined'));
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(await page.evaluate(() => window.adTrackerEvents ?? [])).toEqual([]);
  });

  it('accepting sends the held events and later ones; the choice is remembered on reload', async () => {
    browser = await launchBrowser({ consent: 'undecided' });
    const page = await browser.newPage();
    await page.goto(BASE_URL);
    await consentBanner(page).waitFor();
    // The bar leaves the questionnaire usable; its events wait for the choice.
    await walkSteps(page, 2);
    expect(await dataLayerEvents(page)).toEqual([]);

    await acceptConsent(page);
    const held = await dataLayerEvents(page);
    expect(held.some((event) => event.startsWith('web_goto_'))).toBe(true);
    expect(await storedCategories(browser)).toEqual([
      'necessary',
      'performance',
      'functional',
      'targeting',
      'social_media',
      'video',
    ]);
    const before = (await dataLayerEvents(page)).length;
    await walkSteps(page, 2);
    await expect.poll(async () => (await dataLayerEvents(page)).length).toBeGreaterThan(before);

    await page.reload();
    await page.locator('[data-step-id]').first().waitFor();
    // Remembered: no banner, and the next answer is sent at once.
    await walkSteps(page, 1);
    await expect.poll(() => dataLayerEvents(page)).not.toEqual([]);
    expect(await consentBanner(page).isVisible()).toBe(false);
  });

  it('the cookie policy reopens the settings; withdrawing performance stops analytics', async () => {
    browser = await launchBrowser({ consent: 'undecided' });
    const page = await browser.newPage();
    await page.goto(BASE_URL);
    await acceptConsent(page);

    await page.goto(`${BASE_URL}/cookie-policy`);
    await page.getByRole('button', { name: 'Show cookie settings' }).click();
    const modal = preferencesModal(page);
    await modal.waitFor();
    await expect
      .poll(() => modal.getByRole('heading', { level: 2 }).textContent())
      .toBe('Cookie settings');
    await modal.locator('input[value="performance"]').uncheck({ force: true });
    await modal.locator('[data-role="save"]').click();
    await modal.waitFor({ state: 'hidden' });
    expect(await storedCategories(browser)).not.toContain('performance');

    await page.goto(BASE_URL);
    await onStep(page, 'loading');
    await walkSteps(page, 2);
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(await consentBanner(page).isVisible()).toBe(false);
  });
});
