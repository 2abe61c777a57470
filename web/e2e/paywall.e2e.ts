import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueCardNumber, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { logInAtLogin, seedSubscriber } from './manage-subscription-helpers';
import { findUserByNewsletterEmail } from './user-records';

/** The checkout screen as a seeded registered user who never bought sees it (no questionnaire walk). */
async function openCheckoutScreen(page: Page): Promise<void> {
  const { email } = await seedSubscriber('registered');
  await logInAtLogin(page, email);
  await page.waitForURL('**/login/payment', { timeout: 30_000 });
  await page.locator('[data-testid="confirm"]').waitFor({ timeout: 30_000 });
}

/** How many slides of the screenshot slider fit its visible width. */
function visibleSlides(page: Page): Promise<number> {
  return page.locator('[data-testid="screenshot-slider"]').evaluate((slider) => {
    const slide = slider.querySelector('li');
    return slide ? slider.clientWidth / slide.getBoundingClientRect().width : 0;
  });
}

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

describe('checkout screen layout and payment sheet (seeded, no questionnaire)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('the screenshot slider shows 1.3 slides up to 768 px wide, 2.5 wider', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.setViewportSize({ width: 768, height: 900 });
    await openCheckoutScreen(page);
    expect(await visibleSlides(page)).toBeCloseTo(1.3, 2);
    await page.setViewportSize({ width: 769, height: 900 });
    expect(await visibleSlides(page)).toBeCloseTo(2.5, 2);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await visibleSlides(page)).toBeCloseTo(1.3, 2);
  });

  it('the payment sheet takes 400 ms to close', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await openCheckoutScreen(page);
    await page.locator('[data-testid="confirm"]').click();
    const sheet = page.locator('[data-testid="payment-modal"]');
    await sheet.locator('input[autocomplete="cc-number"]').waitFor({ timeout: 30_000 });
    const close = sheet.getByRole('button', { name: 'Close', exact: true });
    const started = Date.now();
    await close.click();
    const closing = await sheet.evaluate((element) => ({
      state: element.getAttribute('data-state'),
      duration: getComputedStyle(element).animationDuration,
    }));
    await sheet.waitFor({ state: 'detached' });
    expect(closing).toEqual({ state: 'closed', duration: '0.4s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });
});
