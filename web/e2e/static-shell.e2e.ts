import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { onStep } from './funnel-steps';

type Box = { text: string; x: number; y: number; width: number; height: number };

/** The visible h1 (the static shell's or the app's), its text and box. */
function visibleHeading(page: Page): Promise<Box | null> {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('h1')].find((h1) => h1.offsetParent !== null);
    if (!heading) return null;
    const { x, y, width, height } = heading.getBoundingClientRect();
    return { text: heading.textContent ?? '', x, y, width, height };
  });
}

/** The page as index.html paints it before any of the app's JavaScript has run. */
async function reloadWithoutTheApp(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await page.unroute('**/assets/*.js');
}

describe('the static shell of the first step (index.html, before JavaScript)', () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['', 'Build your personal fasting plan'],
    ['?lang=de', 'Erstelle deinen persönlichen Fastenplan'],
  ])(
    'a reload on the gender step%s paints its heading where the app then renders it',
    async (query, title) => {
      const page = await browser.newPage();
      await page.goto(`${BASE_URL}/${query}`);
      await onStep(page, 'gender');
      const app = await visibleHeading(page);
      expect(app?.text).toBe(title);

      await reloadWithoutTheApp(page);
      expect(await visibleHeading(page)).toEqual(app);

      await page.reload();
      await onStep(page, 'gender');
      expect(await visibleHeading(page)).toEqual(app);
      await page.close();
    },
  );

  it('without a saved questionnaire the gender step paints the loading shell, where the app sends it', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/terms`);
    await page.evaluate(() => window.localStorage.removeItem('appState'));
    await page.goto(`${BASE_URL}/onboarding/gender`);
    await onStep(page, 'loading');
    expect(new URL(page.url()).pathname).toBe('/onboarding/loading');

    await page.goto(`${BASE_URL}/terms`);
    await page.evaluate(() => window.localStorage.removeItem('appState'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${BASE_URL}/onboarding/gender`);
    expect(await visibleHeading(page)).toBeNull();
    expect(await page.locator('.boot-shell-loading img').isVisible()).toBe(true);
    await page.close();
  });
});

describe('the layout (spec 01 §3 and §9: content at most 576 px)', () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['a phone', 375],
    ['a tablet', 800],
    ['a desktop', 1280],
  ])('on %s (%i px wide) the page’s column is at most 576 px and centred', async (_name, width) => {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${BASE_URL}/terms`);
    await page.locator('main.app-main h1').waitFor();
    const layout = await page.evaluate(() => {
      const box = (selector: string) => {
        const { x, width } = document.querySelector(selector)?.getBoundingClientRect() ?? {};
        return { x, width };
      };
      return {
        viewport: document.documentElement.clientWidth,
        main: box('main.app-main'),
        footer: box('footer.app-footer'),
        heading: box('main.app-main h1'),
      };
    });
    // The viewport without a scrollbar, if one takes room.
    const column = Math.min(layout.viewport, 576);
    expect(layout.viewport).toBeGreaterThan(width - 20);
    expect(layout.main).toEqual({ x: (layout.viewport - column) / 2, width: column });
    expect(layout.footer).toEqual(layout.main);
    expect(layout.heading.width).toBeLessThanOrEqual(column);
    await page.close();
  });
});
