import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard } from './funnel-steps';
import {
  choose,
  copy,
  expectNoRawKeys,
  seedSubscriber,
  signInToManage,
  statusState,
  translations,
} from './manage-subscription-helpers';

/** The heading each step shows, by its key in the translation files. */
const TITLE_KEYS: Record<string, string> = {
  subscription_status: 'manage.status.title',
  have_questions: 'manage.haveQuestions.title',
  pause_offer: 'manage.pauseOffer.title',
  pause_subscription: 'manage.pause.title',
  cancellation_reason: 'manage.reasons.title',
  cancellation_reason_expensive: 'manage.retention.expensive.title',
  special_offer: 'manage.specialOffer.title',
  pause_subscription_success: 'manage.success.pause_subscription_success.title',
  unpause_subscription_success: 'manage.success.unpause_subscription_success.title',
  cancel_subscription_success: 'manage.success.cancel_subscription_success.title',
  subscription_restoration_success: 'manage.success.subscription_restoration_success.title',
  special_offer_accepted: 'manage.success.special_offer_accepted.title',
};

/** Chooses, then checks the next step speaks the language: its title, and no raw keys. */
async function chooseIn(
  page: Page,
  catalogue: Record<string, unknown>,
  option: string,
  nextStep: string,
): Promise<void> {
  await choose(page, option, nextStep);
  const key = TITLE_KEYS[nextStep];
  if (key) {
    const heading = page.locator(`[data-step-id="${nextStep}"] h1`);
    expect((await heading.textContent())?.trim()).toBe(copy(catalogue, key));
  }
  await expectNoRawKeys(page);
}

describe('subscription management in every language', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s: pause, unpause, cancel from the pause offer after the special offer, restore, accept the offer, reactivate',
    async (lang) => {
      const catalogue = translations(lang);
      const { email } = await seedSubscriber('activeOneMonth');
      browser = await launchBrowser({ locale: lang });
      const page = await browser.newPage();
      await signInToManage(page, email);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expectNoRawKeys(page);
      const step = (option: string, next: string) => chooseIn(page, catalogue, option, next);

      await step('haveQuestion', 'have_questions');
      expect(await page.getAttribute('[data-option="goToFAQ"]', 'href')).toContain(`/${lang}/`);
      await page.goBack();
      await step('pauseSubscription', 'pause_subscription');
      await step('confirm', 'pause_subscription_success');
      await step('gotIt', 'subscription_status');
      expect(await statusState(page)).toBe('onHold');
      await step('unpauseSubscription', 'unpause_subscription_success');
      await step('gotIt', 'subscription_status');

      await step('cancelSubscription', 'cancellation_reason');
      await step('expensive', 'cancellation_reason_expensive');
      await step('cancelAnyway', 'special_offer');
      await step('pauseInstead', 'pause_offer');
      await step('pause', 'pause_subscription');
      await step('goBack', 'pause_offer');
      await step('noThanks', 'cancel_subscription_success');
      await step('gotIt', 'subscription_status');
      expect(await statusState(page)).toBe('canceled');
      await step('restoreSubscription', 'subscription_restoration_success');
      await step('gotIt', 'subscription_status');

      await step('cancelSubscription', 'cancellation_reason');
      await step('notSpecified', 'special_offer');
      await step('accept', 'special_offer_accepted');
      await step('gotIt', 'subscription_status');
      expect(await statusState(page)).toBe('active');

      const expired = await seedSubscriber('expired');
      await page.click('[data-testid="switch-account"]');
      await page.locator('[data-step-id="login"]').waitFor();
      await page.fill('input[name="email"]', expired.email);
      await page.fill('input[name="password"]', 'fastwell-demo');
      await page.click('[data-testid="login-submit"]');
      expect(await statusState(page)).toBe('expired');
      await expectNoRawKeys(page);
      await page.click('[data-step-id] [data-option="reactivateSubscription"]');
      await page.waitForURL('**/manage_subscription/payment', { timeout: 30_000 });
      await page.locator('[data-package-id*="oneMonthV8"]').first().click();
      await payWithCard(page, '4242424242424242');
      await page.waitForURL((url) => !url.pathname.includes('payment'), { timeout: 30_000 });
      await page.goto(`${BASE_URL}/manage_subscription/subscription_status`);
      expect(await statusState(page)).toBe('active');
    },
  );
});
