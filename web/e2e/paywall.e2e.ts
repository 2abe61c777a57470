import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueCardNumber, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

describe('checkout screen by market', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a visitor from Japan sees yen without fractions and pays in JPY', async () => {
    browser = await launchBrowser({ locale: 'ja-JP' });
    const page = await browser.newPage();
    const email = uniqueEmail('jpy');
    await page.goto(`${BASE_URL}/?dc=true`);
    await walkQuestionnaire(page, email);
    const list = page.locator('[role="radiogroup"]').first();
    await list.locator('[data-package-id]').first().waitFor();
    const perDay = await list.locator('[data-testid="package-per-day"]').allTextContents();
    expect(perDay).toHaveLength(3);
    for (const text of perDay) expect(text).toMatch(/^¥\d[\d,]*$/);
    const prices = await list.locator('[data-testid="package-price"]').allTextContents();
    for (const text of prices) expect(text).toMatch(/^¥\d[\d,]*$/);

    await list.locator('[data-package-id*="oneMonthV8"]').click();
    const total = await page.locator('[data-testid="payment-total"]').textContent();
    expect(total).toMatch(/^¥\d[\d,]*$/);
    await payWithCard(page, uniqueCardNumber());
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription?.plan?.id).toMatch(/oneMonthV8_jpy$/);
  });

  it('the discount countdown runs out during the visit: discounts go, and stay gone after a reload', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    // A 12-second countdown (the flag takes minutes), started on the first checkout screen view.
    await page.goto(`${BASE_URL}/?dc=true&ff.discount-timer-minutes=0.2`);
    await walkQuestionnaire(page, uniqueEmail('expiry'));
    const oneMonth = page
      .locator('[role="radiogroup"]')
      .first()
      .locator('[data-package-id*="oneMonthV8"]');
    await oneMonth.waitFor();
    await page.locator('[data-testid="discount-countdown"]').waitFor();
    // §11 PAngV: the discount reads as the first month's introductory price, then the price.
    const intro = await oneMonth.locator('[data-testid="package-intro"]').textContent();
    const regular = /, then (\S+) per month$/.exec(intro ?? '')?.[1];
    const discounted = await oneMonth.locator('[data-testid="package-price"]').textContent();
    expect(intro).toMatch(/^for the first month, then \S+ per month$/);
    expect(regular).not.toBe(discounted);

    await page
      .locator('[data-testid="discount-banner"]')
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(await oneMonth.locator('[data-testid="package-price"]').textContent()).toBe(regular);
    expect(await oneMonth.locator('[data-testid="package-intro"]').count()).toBe(0);

    await page.reload();
    await oneMonth.waitFor();
    expect(await oneMonth.locator('[data-testid="package-price"]').textContent()).toBe(regular);
    expect(await page.locator('[data-testid="discount-banner"]').count()).toBe(0);
    await page.click('[data-testid="confirm"]');
    expect(await page.locator('[data-testid="payment-total"]').textContent()).toBe(regular);
  });
});
