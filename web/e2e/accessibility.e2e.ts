import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AxeAudit } from './axe-audit';
import { BASE_URL, launchAxeBrowser } from './browser';
import { acceptConsent } from './consent-helpers';
import { onStep, payWithCard, uniqueEmail } from './funnel-steps';
import { choose, seedSubscriber, signInToManage } from './manage-subscription-helpers';
import { walkToPayment } from './questionnaire-walker';

// axe (WCAG 2.2 A/AA: contrast, names, roles, 24 px targets…) on every screen of every flow, in
// English and German: no serious or critical finding.
const LANGUAGES = ['en', 'de'] as const;
const TIMEOUT = 30_000;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function open(lang: string, consent: 'accepted' | 'undecided' = 'accepted'): Promise<Page> {
  const browser = await launchAxeBrowser({ locale: lang, consent });
  close = browser.close;
  return browser.context.newPage();
}

const settled = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ timeout: TIMEOUT });

/**
 * The funnel walk audits ~40 screens in one test (about 160 s on this 2-core machine while the
 * rest of the suite runs beside it), more than the suite's 180 s default leaves room for.
 */
const FUNNEL_WALK_TIMEOUT = 360_000;

describe.each(LANGUAGES)('accessibility (%s)', (lang) => {
  it(
    'the funnel: consent, questionnaire, checkout screen, payment, upsell, e-book, account, download',
    async () => {
      const audit = new AxeAudit(lang);
      const page = await open(lang, 'undecided');
      const flags = new URLSearchParams({
        'ff.enable-ebook-upsell': 'true',
        'ff.upsell-funnel-active-durations': JSON.stringify(['trial', 'oneMonth', 'threeMonths']),
      });
      await page.goto(`${BASE_URL}/?${flags.toString()}`);
      await onStep(page, 'loading');
      await audit.check(page, 'loading with the cookie banner');
      await acceptConsent(page);
      const email = uniqueEmail(`axe-${lang}`);
      await walkToPayment(page, {
        gender: 'f',
        units: 'metric',
        email,
        onNewStep: (stepId) => audit.check(page, `onboarding/${stepId}`),
      });
      await settled(page, '[data-package-id]');
      await audit.check(page, 'checkout screen');
      await page.locator('[data-package-id*="oneMonthV8"]').first().click();
      await settled(page, '[data-testid="payment-modal"] input[autocomplete="cc-number"]');
      await settled(page, '[data-testid="paypal-button"] button');
      await audit.check(page, 'payment modal');
      await payWithCard(page, '4242424242424242');
      await settled(page, '[data-testid="ebook-price"]');
      await audit.check(page, 'e-book offer');
      await page.click('[data-testid="ebook-decline"]');
      await settled(page, '[data-testid="upsell-decline"]');
      await audit.check(page, 'upsell');
      await page.click('[data-testid="upsell-decline"]');
      await settled(page, 'input[name="password"]');
      await audit.check(page, 'create account');
      await page.fill('input[name="firstName"]', 'Anna');
      await page.fill('input[name="password"]', 'secret123');
      await page.click('[data-testid="register"]');
      await settled(page, '[data-screen="download"][aria-busy="false"]');
      await audit.check(page, 'download');
      expect(audit.screens.length).toBeGreaterThan(35);
      expect(audit.findings).toEqual([]);
    },
    FUNNEL_WALK_TIMEOUT,
  );

  it('sign-in, subscription management, the partner flow and the accessibility statement', async () => {
    const audit = new AxeAudit(lang);
    const page = await open(lang);
    await page.goto(`${BASE_URL}/accessibility`);
    await settled(page, '[data-page="accessibility"] h2');
    await audit.check(page, 'accessibility statement');
    for (const path of ['/login', '/login/create_account']) {
      await page.goto(`${BASE_URL}${path}`);
      await settled(page, 'input[name="email"]');
      await audit.check(page, path);
    }
    await page.goto(`${BASE_URL}/wellhub?wellhubRegistrationId=demo-new-partner`);
    // The hint appears once the registration is read: the form is at rest.
    await settled(page, '[data-testid="wellhub-email-hint"]');
    await audit.check(page, 'wellhub e-mail');
    await page.fill('input[name="email"]', 'new-partner@demo.fastwell.test');
    await page.click('[data-testid="continue"]');
    await settled(page, '[data-testid="wellhub-sent"]');
    await audit.check(page, 'wellhub check your inbox');

    const active = await seedSubscriber('activeOneMonth');
    await page.goto(`${BASE_URL}/manage_subscription`);
    await onStep(page, 'login');
    await audit.check(page, 'manage/login');
    await signInToManage(page, active.email);
    await audit.check(page, 'manage/subscription_status');
    await choose(page, 'haveQuestion', 'have_questions');
    await audit.check(page, 'manage/have_questions');
    await page.goBack();
    await onStep(page, 'subscription_status');
    await choose(page, 'cancelSubscription', 'pause_offer');
    await audit.check(page, 'manage/pause_offer');
    await choose(page, 'pause', 'pause_subscription');
    await audit.check(page, 'manage/pause_subscription');
    await page.goBack();
    await onStep(page, 'pause_offer');
    for (const [option, next] of [
      ['noThanks', 'cancellation_reason'],
      ['appComplicated', 'cancellation_reason_app_complicated'],
      ['cancelAnyway', 'contact_us_about_experience'],
      ['no', 'special_offer'],
      ['decline', 'cancel_subscription_success'],
    ] as const) {
      await choose(page, option, next);
      await audit.check(page, `manage/${next}`);
    }
    await choose(page, 'gotIt', 'subscription_status');
    await audit.check(page, 'manage/subscription_status (canceled)');

    const expired = await seedSubscriber('expired');
    await page.click('[data-testid="switch-account"]');
    await onStep(page, 'login');
    await signInToManage(page, expired.email);
    await audit.check(page, 'manage/subscription_status (expired)');
    expect(audit.findings).toEqual([]);
  });

  it('cancelling without login: form (with its errors), review, receipt, the restore page and its answer', async () => {
    const audit = new AxeAudit(lang);
    const page = await open(lang);
    await page.goto(`${BASE_URL}/cancel`);
    await settled(page, 'input[name="email"]');
    await audit.check(page, 'cancel/form');
    await page.click('[data-option="extraordinary"]');
    await page.click('[data-testid="continue"]');
    await settled(page, '[data-cancel-form] [aria-invalid="true"]');
    await audit.check(page, 'cancel/form with errors');
    await page.click('[data-option="date"]');
    await settled(page, 'input[name="endDate"]');
    await audit.check(page, 'cancel/form with a wished date and its hint');
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.fill('input[name="endDate"]', inTenDays);
    await page.fill('input[name="name"]', 'Erika Mustermann');
    await page.fill('input[name="email"]', uniqueEmail(`axe-cancel-${lang}`));
    await page.fill('textarea[name="reason"]', 'Umzug');
    await page.click('[data-testid="continue"]');
    await settled(page, '[data-testid="cancel-now"]');
    await audit.check(page, 'cancel/review');
    await page.click('[data-testid="cancel-now"]');
    await settled(page, '[data-testid="cancel-receipt"]');
    await audit.check(page, 'cancel/receipt');
    await page.goto(`${BASE_URL}/cancel/restore?restore=made-up`);
    await settled(page, '[data-testid="keep-subscription"]');
    await audit.check(page, 'cancel/restore');
    await page.click('[data-testid="keep-subscription"]');
    await settled(page, '[data-testid="restore-error"]');
    await audit.check(page, 'cancel/restore (invalid link)');
    expect(audit.findings).toEqual([]);
  });
});
