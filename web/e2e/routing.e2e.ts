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
