import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

describe('hosted Checkout (source other than elements)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('pays on the Checkout page, comes back with session_id, resolves the purchase once and saves it', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('checkout');
    await page.goto(`${BASE_URL}/?dc=true&source=checkout`);
    await walkQuestionnaire(page, email);
    await page.locator('[data-package-id*="threeMonthsV8"]').first().click();
    await page.click('[data-testid="hosted-checkout"]');

    await page.waitForURL(/127\.0\.0\.1:12111\/c\/pay\//, { timeout: 30_000 });
    expect(await page.inputValue('#email')).toBe(email);
    await page.fill('#card-number', '4242 4242 4242 4242');
    await page.fill('#card-expiry', '12 / 34');
    await page.fill('#card-cvc', '123');
    // §312j BGB beside Stripe's own button: the price per period, the term and the renewal.
    expect(await page.textContent('#submit-text')).toMatch(
      /^You pay \S+ for your first 3 months\. After that, your plan renews at \S+ every 3 months until you cancel\.$/,
    );
    await page.check('input[name="terms_of_service"]');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();

    await page.waitForURL(/\/payment_success\?.*session_id=cs_/, { timeout: 30_000 });
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
    const events = await dataLayerEvents(page);
    expect(events.filter((event) => event === 'web_purchaseSuccess')).toHaveLength(1);
    expect(events).toContain('web_commit_36_payment');

    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription).toMatchObject({ provider: 'stripe', status: 'active' });
    expect(found?.[1].subscription?.plan?.id).toContain('threeMonthsV8');
  });

  it('cancelling on the Checkout page returns to the checkout screen with nothing bought', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('checkout-cancel');
    await page.goto(`${BASE_URL}/?source=checkout`);
    await walkQuestionnaire(page, email);
    await page.click('[data-testid="confirm"]');
    await page.click('[data-testid="hosted-checkout"]');
    await page.waitForURL(/127\.0\.0\.1:12111\/c\/pay\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/payment$/, { timeout: 30_000 });
    await page.locator('[data-package-id]').first().waitFor();
    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription).toBeUndefined();
  });
});
