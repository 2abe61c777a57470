import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { logInAtLogin, seedSubscriber } from './manage-subscription-helpers';

// Money audit (issue 17): a subscriber who reaches a checkout screen cannot pay twice by any method.
describe('a subscriber on the checkout screen', () => {
  let browser: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterEach(async () => {
    await browser.close();
  });

  it.each(['', '?source=checkout'])(
    'is sent to download at login, and the checkout screen%s says premium is there, with no way to pay',
    async (query) => {
      const { email } = await seedSubscriber('activeOneMonth');
      await logInAtLogin(page, email);
      await page.waitForURL('**/login/download', { timeout: 20_000 });
      await page.goto(`${BASE_URL}/login/payment${query}`);
      const section = page.locator('[data-testid="already-premium"]');
      await section.waitFor({ timeout: 20_000 });
      expect(await page.locator('h1').textContent()).toBe('You already have Fastwell Premium');
      expect(
        await section.locator('[data-testid="already-premium-next"]').getAttribute('href'),
      ).toBe('/login/download');
      expect(
        await section.locator('[data-testid="already-premium-manage"]').getAttribute('href'),
      ).toBe('/manage_subscription');
      // No package, card form, wallet, hosted Checkout or PayPal button to pay with.
      for (const selector of [
        '[data-package-id]',
        '[data-testid="confirm"]',
        '[data-testid="pay"]',
        '[data-testid="payment-modal"]',
      ])
        expect(await page.locator(selector).count()).toBe(0);
      await section.locator('[data-testid="already-premium-manage"]').click();
      await page.waitForURL('**/manage_subscription**', { timeout: 20_000 });
    },
  );
});
