import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { onStep } from './funnel-steps';

describe('nothing is lost on reload', () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reload keeps the current step and the answers given, and back still works', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await onStep(page, 'gender');
    await page.click('[data-option="m"]');
    await onStep(page, 'tracked_hours');
    await page.click('[data-testid="continue"]');
    await onStep(page, 'goals');
    await page.click('[data-option="boost_energy"]');
    await page.click('[data-testid="continue"]');
    await onStep(page, 'desired_body_type');

    await page.reload();
    await onStep(page, 'desired_body_type');
    expect(new URL(page.url()).pathname).toBe('/onboarding/desired_body_type');
    // The male options survive the reload (the list was built for the chosen gender).
    await page.locator('[data-option="ripped"]').waitFor();

    await page.click('[data-testid="back"]');
    await onStep(page, 'goals');
    expect(await page.locator('[data-option="boost_energy"]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.locator('[data-testid="continue"]').isEnabled()).toBe(true);
  });
});
