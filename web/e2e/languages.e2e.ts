import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

/** Each language buys a different package by a different method (card and both wallets). */
const PURCHASES = [
  { locale: 'es-ES', lang: 'es', model: 'trialV8', method: 'google_pay' },
  { locale: 'it-IT', lang: 'it', model: 'threeMonthsV8', method: 'apple_pay' },
  { locale: 'pt-PT', lang: 'pt', model: 'oneMonthV8', method: 'card' },
] as const;

const submitLabel = (lang: string): string =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../public/onboarding/locales/${lang}/translation.json`, import.meta.url),
        'utf8',
      ),
    ) as { upgradeAccount: { submit: string } }
  ).upgradeAccount.submit;

describe('buying in other languages', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(PURCHASES)(
    '$lang: $model by $method, then the upgrade page in the same language',
    async ({ locale, lang, model, method }) => {
      browser = await launchBrowser({ locale });
      const page = await browser.newPage();
      const email = uniqueEmail(`lang-${lang}`);
      await page.goto(`${BASE_URL}/?dc=true`);
      await walkQuestionnaire(page, email);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await page
        .locator('[role="radiogroup"]')
        .first()
        .locator(`[data-package-id*="${model}"]`)
        .click();
      if (method === 'card') {
        await payWithCard(page, '4242424242424242');
      } else {
        const wallet = page.locator(`[data-testid="payment-modal"] [data-wallet="${method}"]`);
        await wallet.waitFor({ timeout: 30_000 });
        await wallet.click();
      }
      await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
      const register = page.locator('[data-testid="register"]');
      await register.waitFor();
      expect((await register.textContent())?.trim()).toBe(submitLabel(lang));
      const found = await findUserByNewsletterEmail(email);
      expect(found?.[1].subscription?.provider).toBe('stripe');
      expect(['active', 'trialing']).toContain(found?.[1].subscription?.status);
      expect(found?.[1].subscription?.plan?.id).toContain(
        model === 'trialV8' ? 'oneMonthV8' : model,
      );
    },
  );
});
