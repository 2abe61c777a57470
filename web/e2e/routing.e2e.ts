import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, onStep } from './funnel-steps';

describe('routing rules before sign-in', () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('home goes to the loading screen and then to the first step', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await onStep(page, 'loading');
    expect(new URL(page.url()).pathname).toBe('/onboarding/loading');
    await page.getByRole('progressbar').waitFor();
    await onStep(page, 'gender');
    expect(new URL(page.url()).pathname).toBe('/onboarding/gender');
    await page.close();
  });

  it('a protected route without a user goes to loading', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/download`);
    await page.waitForURL('**/onboarding/loading');
    await page.close();
  });

  it('goes to login instead when the flag unauth-route-directs-to says so (per-visit URL override)', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/login/payment?ff.unauth-route-directs-to=login`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  });

  it('an unknown path is treated as onboarding and reported', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/no-such-flow/step`);
    await page.waitForURL('**/onboarding/loading');
    expect(await dataLayerEvents(page)).toContain('web_unknownFlowPath');
    await page.close();
  });

  it('scrolls to the top on every route change: an in-app link and the back button', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 480 });
    /** The legal screen of `path` has rendered its own text (not the last page's). */
    const legalScreen = (path: string, previousTitle = '') =>
      page.waitForFunction(
        ([expected, previous]) => {
          const title = document.querySelector('[data-screen="legal"] h1')?.textContent ?? '';
          return window.location.pathname === expected && title !== '' && title !== previous;
        },
        [path, previousTitle] as const,
        { timeout: 30_000 },
      );
    const title = () => page.locator('[data-screen="legal"] h1').innerText();
    const scrollToEnd = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    };
    await page.goto(`${BASE_URL}/terms`);
    await legalScreen('/terms');
    const terms = await title();
    await scrollToEnd();
    await page.getByTestId('accessibility-link').click();
    await legalScreen('/accessibility', terms);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const accessibility = await title();
    await scrollToEnd();
    await page.goBack();
    await legalScreen('/terms', accessibility);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('an onboarding step that is not in the visitor’s list goes to loading', async () => {
    const fresh = await launchBrowser();
    const page = await fresh.newPage();
    await page.goto(`${BASE_URL}/onboarding/plan_is_ready`);
    await page.waitForURL('**/onboarding/loading');
    await fresh.close();
  });
});

describe('languages', () => {
  it('speaks German to a German browser, and falls back to English for others', async () => {
    const german = await launchBrowser({ locale: 'de-DE' });
    const page = await german.newPage();
    await page.goto(`${BASE_URL}/`);
    await onStep(page, 'gender');
    expect(await page.locator('[data-option="f"]').textContent()).toBe('Weiblich');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await german.close();

    const japanese = await launchBrowser({ locale: 'ja-JP' });
    const other = await japanese.newPage();
    await other.goto(`${BASE_URL}/`);
    await onStep(other, 'gender');
    expect(await other.locator('[data-option="f"]').textContent()).toBe('Female');
    await japanese.close();
  });
});
