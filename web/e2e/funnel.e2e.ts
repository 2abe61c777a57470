import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, payWithCard, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

describe('walking skeleton: questionnaire, payment, account, download', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a visitor with a discount link pays by card and ends on the download screen with a saved record', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('success');
    await page.goto(`${BASE_URL}/?dc=true`);
    await walkQuestionnaire(page, email);

    // The checkout screen shows the list twice (spec 02 §2.2); the first one is checked.
    const packages = page.locator('[role="radiogroup"]').first().locator('[data-package-id]');
    await packages.first().waitFor();
    const ids = await packages.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-package-id')),
    );
    expect(ids).toHaveLength(3);
    expect(ids.every((id) => id?.startsWith('price_v8_') && !id.includes('standard'))).toBe(true);
    expect(ids.some((id) => id?.includes('trialV8'))).toBe(true);

    await page.locator('[data-package-id*="oneMonthV8"]').first().click();
    await payWithCard(page, '4242424242424242');

    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
    expect(await dataLayerEvents(page)).toContain('web_purchaseSuccess');
    await page.fill('input[name="firstName"]', 'Anna');
    await page.fill('input[name="password"]', 'secret123');
    await page.click('[data-testid="register"]');
    await page.locator('[data-screen="download"]').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Download the app');

    const found = await findUserByNewsletterEmail(email);
    if (!found) throw new Error(`no user record with newsletterEmail ${email}`);
    const [, user] = found;
    expect(user.newsletter).toBe(true);
    expect(user.personal).toMatchObject({
      gender: 'f',
      goalWeight: 80,
      height: 178,
      initialExperience: 'beginner',
    });
    expect(user.subscription?.status).toBe('active');
    expect(user.subscription?.plan?.id).toContain('oneMonthV8');
    expect(user.providerData?.email).toBe(email);
  });

  it('a declined card shows the payment-declined message and the visitor can pay again', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await walkQuestionnaire(page, uniqueEmail('decline'));

    await page.locator('[data-package-id]').first().waitFor();
    const ids = await page
      .locator('[data-package-id]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-package-id')));
    expect(ids.every((id) => id?.startsWith('price_v8_standard_'))).toBe(true);

    await page.click('[data-testid="confirm"]');
    await payWithCard(page, '4000000000000002');
    const error = page.locator('[data-testid="payment-error"]');
    await expect
      .poll(() => error.textContent(), { timeout: 15_000 })
      .toBe('Your payment was declined. Please check your card details or use another card.');
    expect(page.url()).toMatch(/\/payment$/);

    await payWithCard(page, '4242424242424242');
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
  });
});
