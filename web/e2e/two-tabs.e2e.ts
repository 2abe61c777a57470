import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueEmail, walkQuestionnaire } from './funnel-steps';

const TIMEOUT = 30_000;
const NO_OFFERS = new URLSearchParams({
  'ff.enable-ebook-upsell': 'false',
  'ff.upsell-funnel-active-durations': '[]',
}).toString();

describe('two tabs, two packages (issue 17)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('the earlier tab cannot pay any more and says why, translated', async () => {
    browser = await launchBrowser();
    const first = await browser.newPage();
    await first.goto(`${BASE_URL}/?${NO_OFFERS}`);
    await walkQuestionnaire(first, uniqueEmail('two-tabs'));
    // The first tab starts a one-month purchase; the card is declined, so it stays unpaid.
    await first.locator('[data-package-id*="oneMonth"]').first().click();
    await payWithCard(first, '4000000000000002');
    const error = first.locator('[data-testid="payment-error"]');
    await expect.poll(() => error.textContent(), { timeout: TIMEOUT }).toContain('declined');

    // A second tab buys three months: that purchase replaces the first tab's.
    const second = await browser.newPage();
    await second.goto(`${BASE_URL}/payment?${NO_OFFERS}`);
    await second.locator('[data-package-id*="threeMonths"]').first().click();
    await payWithCard(second, '4242424242424242');
    await second.waitForURL('**/upgrade_account', { timeout: TIMEOUT });

    await payWithCard(first, '4242424242424242');
    await expect
      .poll(() => error.textContent(), { timeout: TIMEOUT })
      .toBe(
        'This payment was replaced by one you started later (in another tab or window). Nothing was charged here: finish that payment, or choose your plan again to pay here instead.',
      );
    expect(new URL(first.url()).pathname).toBe('/payment');
  });
});
