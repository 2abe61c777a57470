import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, uniqueEmail, walkQuestionnaire } from './funnel-steps';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('feature flags for one visit', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('an override changes the loading-title variant; a wrong value falls back and is reported', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/?ff.loading-title=yourPath`);
    await expect.poll(() => heading(page)).toBe('Your path to a healthier weight starts here');

    const other = await browser.newPage();
    await other.goto(`${BASE_URL}/?ff.loading-title=confetti`);
    await expect.poll(() => heading(other)).toBe('The no. 1 app for intermittent fasting');
    await expect.poll(() => dataLayerEvents(other)).toContain('web_growthBookWrongFeature');
  });
});

describe('startup gate (spec 02 §4.1)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a protected route whose payment provider never loads reloads 5 times, then goes on', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await walkQuestionnaire(page, uniqueEmail('startup'));
    await page.locator('[data-screen="payment"]').waitFor();

    // Stripe.js cannot load any more; the page's clock is ours to advance.
    await page.route('**/v3/stripe.js', (route) => route.abort());
    await page.clock.install();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${BASE_URL}/payment`);
    for (let reload = 1; reload <= 5; reload += 1) {
      await page.getByRole('status', { name: 'Loading' }).waitFor();
      const next = page.waitForEvent('load');
      await page.clock.runFor(30_000);
      await next;
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('startupReloadCount')))
        .toBe(String(reload));
    }
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    // Signed in again (auth settles in real time) before the last 30 s pass.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(30_000);
    await page.locator('[data-screen="payment"]').waitFor();
    expect(loads).toBe(6);
    expect(await page.evaluate(() => window.localStorage.getItem('startupReloadCount'))).toBeNull();
  });
});
