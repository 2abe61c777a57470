import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueCardNumber, uniqueEmail, walkQuestionnaire } from './funnel-steps';

const TIMEOUT = 30_000;
/** No post-payment offers: a paid trial goes straight on to the account step. */
const NO_OFFERS = new URLSearchParams({
  'ff.enable-ebook-upsell': 'false',
  'ff.upsell-funnel-active-durations': '[]',
}).toString();

/** A new visitor (a browser of their own) who buys the trial with `card`. */
async function buyTrial(card: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/?${NO_OFFERS}`);
  await walkQuestionnaire(page, uniqueEmail('trial-once'));
  await page.locator('[data-package-id*="trialV8"]').first().click();
  await payWithCard(page, card);
  return { browser, page };
}

describe('one trial per card (issue 17)', () => {
  const browsers: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });

  it('a second visitor whose card had a trial is refunded and sent back to the plans without one', async () => {
    const card = uniqueCardNumber();
    const first = await buyTrial(card);
    browsers.push(first.browser);
    await first.page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });

    const second = await buyTrial(card);
    browsers.push(second.browser);
    const { page } = second;
    await page.waitForURL((url) => url.pathname === '/payment', { timeout: TIMEOUT });
    const notice = page.getByTestId('trial-refunded');
    await notice.waitFor({ timeout: TIMEOUT });
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toContain('refunded the trial fee');
    await page.locator('[data-package-id]').first().waitFor({ timeout: TIMEOUT });
    expect(await page.locator('[data-package-id*="trialV8"]').count()).toBe(0);
  });
});
