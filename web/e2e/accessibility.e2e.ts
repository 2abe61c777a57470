import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { AxeAudit } from './axe-audit';
import { BASE_URL, launchAxeBrowser } from './browser';
import { CONSENT_COOKIE, acceptConsent, consentBanner } from './consent-helpers';
import { onStep, payWithCard, uniqueEmail } from './funnel-steps';
import {
  choose,
  seedSubscriber,
  submitDemoLogin,
  switchAccount,
} from './manage-subscription-helpers';
import { walkToPayment } from './questionnaire-walker';
import { createRegistration, verificationLinkSentTo } from './wellhub-helpers';

// axe (WCAG 2.2 A/AA: contrast, names, roles, 24 px targets…): no serious or critical finding.
// The questionnaire walk runs in English and German; every other screen (legal pages, sign-in,
// the partner flow, subscription management, the checkout screen, the cancellation form) runs in
// all six languages from seeded state (demo users, a partner registration, the API).
const FUNNEL_LANGUAGES = ['en', 'de'] as const;
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

describe.each(FUNNEL_LANGUAGES)('accessibility of the funnel (%s)', (lang) => {
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
});

/** Every legal page, by its path and its file's stem (web/src/features/legal/domain/legal.ts). */
const LEGAL_PAGES = {
  accessibility: 'accessibility',
  terms: 'terms',
  'refund-policy': 'refund-policy',
  privacy: 'privacy-web',
  'privacy-app': 'privacy-app',
  'cookie-policy': 'cookie-policy',
} as const;
const LEGAL_FILES = readdirSync(new URL('../public/assets/legal/', import.meta.url));

/** Each legal page and the language of the text it shows in `lang`: its own, else English. */
const legalPagesIn = (lang: string): { path: string; textLang: string }[] =>
  Object.entries(LEGAL_PAGES).map(([path, stem]) => ({
    path,
    textLang: LEGAL_FILES.includes(`${stem}.${lang}.md`) ? lang : 'en',
  }));

/**
 * Moves to a path as the app's own links do (history and the router, no reload), so a language's
 * screens share one page load; the first visit loads the page.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) {
    await page.goto(`${BASE_URL}${path}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The language an element's text is marked with: its own lang, or its nearest ancestor's. */
const languageOf = (page: Page, selector: string): Promise<string | null> =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null);

const tenDaysAhead = (): string =>
  new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A first visit (the cookie banner over the accessibility statement), then every legal page. */
async function auditLegalPages(page: Page, audit: AxeAudit, lang: string): Promise<void> {
  await page.context().clearCookies({ name: CONSENT_COOKIE });
  await openInApp(page, '/accessibility');
  await settled(page, '[data-page="accessibility"] h2');
  await consentBanner(page).waitFor({ timeout: TIMEOUT });
  await audit.check(page, '/accessibility with the cookie banner');
  await acceptConsent(page);
  expect(await page.getAttribute('html', 'lang')).toBe(lang);
  for (const { path, textLang } of legalPagesIn(lang)) {
    if (new URL(page.url()).pathname !== `/${path}`) await openInApp(page, `/${path}`);
    await settled(page, `[data-page="${path}"] h2`);
    // A text not written in the page's language is marked as the language it is in.
    expect(await languageOf(page, `[data-page="${path}"] h1`)).toBe(textLang);
    await audit.check(page, textLang === lang ? `/${path}` : `/${path} (${textLang} text)`);
  }
}

async function auditSignIn(page: Page, audit: AxeAudit): Promise<void> {
  for (const [path, screen] of [
    ['/login', 'login'],
    ['/login/create_account', 'create_account'],
  ] as const) {
    await openInApp(page, path);
    await settled(page, `[data-screen="${screen}"] input[name="email"]`);
    await audit.check(page, path);
  }
}

/** A partner registration's e-mail entry, "check your inbox", the mail's sign-up, the download. */
async function auditPartnerFlow(
  page: Page,
  audit: AxeAudit,
  registration: { id: string; email: string },
): Promise<void> {
  await openInApp(page, `/wellhub?wellhubRegistrationId=${registration.id}`);
  // The hint appears once the registration is read: the form is at rest.
  await settled(page, '[data-testid="wellhub-email-hint"]');
  await audit.check(page, 'wellhub e-mail');
  await page.fill('input[name="email"]', registration.email);
  await page.click('[data-testid="continue"]');
  await settled(page, '[data-testid="wellhub-sent"]');
  await audit.check(page, 'wellhub check your inbox');
  const link = new URL(await verificationLinkSentTo(registration.email));
  await openInApp(page, `${link.pathname}${link.search}`);
  await settled(page, '[data-screen="wellhub_register"]');
  await audit.check(page, 'wellhub register');
  await page.fill('input[name="firstName"]', 'Wanda');
  await page.fill('input[name="password"]', 'secret123');
  await page.click('[data-testid="continue"]');
  await settled(page, '[data-screen="download"][aria-busy="false"]');
  await audit.check(page, 'wellhub download');
}

/**
 * The wizard as the signed-in partner member, then "Not you?" to an active subscriber: every
 * step to a cancellation (spec 02 §4.13's order), leaving from the pause offer after the special
 * offer.
 */
async function auditManagement(page: Page, audit: AxeAudit, subscriber: string): Promise<void> {
  await openInApp(page, '/manage_subscription');
  await onStep(page, 'subscription_status');
  await audit.check(page, 'manage/subscription_status (partner member)');
  await switchAccount(page, subscriber);
  await audit.check(page, 'manage/subscription_status');
  await choose(page, 'haveQuestion', 'have_questions');
  await audit.check(page, 'manage/have_questions');
  await page.goBack();
  await onStep(page, 'subscription_status');
  for (const [option, next] of [
    ['cancelSubscription', 'cancellation_reason'],
    ['appComplicated', 'cancellation_reason_app_complicated'],
    ['cancelAnyway', 'contact_us_about_experience'],
    ['no', 'special_offer'],
    ['pauseInstead', 'pause_offer'],
    ['pause', 'pause_subscription'],
  ] as const) {
    await choose(page, option, next);
    await audit.check(page, `manage/${next}`);
  }
  await choose(page, 'goBack', 'pause_offer');
  await choose(page, 'noThanks', 'cancel_subscription_success');
  await audit.check(page, 'manage/cancel_subscription_success');
  await choose(page, 'gotIt', 'subscription_status');
  await audit.check(page, 'manage/subscription_status (canceled)');
}

/** "Not you?" to an expired subscriber, who reactivates: the checkout screen and its payment sheet. */
async function auditReactivation(page: Page, audit: AxeAudit, expired: string): Promise<void> {
  await page.click('[data-testid="switch-account"]');
  await onStep(page, 'login');
  await audit.check(page, 'manage/login');
  await submitDemoLogin(page, expired);
  await onStep(page, 'subscription_status');
  await audit.check(page, 'manage/subscription_status (expired)');
  await page.click('[data-step-id] [data-option="reactivateSubscription"]');
  await settled(page, '[data-package-id]');
  await audit.check(page, 'checkout screen (reactivate)');
  await page.locator('[data-package-id*="oneMonthV8"]').first().click();
  await settled(page, '[data-testid="payment-modal"] input[autocomplete="cc-number"]');
  await settled(page, '[data-testid="paypal-button"] button');
  await audit.check(page, 'payment modal');
}

// Every language from seeded state, one browser page each: the app loads once and moves by its
// own navigation.
describe.each(SUPPORTED_LANGUAGES)('accessibility of the seeded screens (%s)', (lang) => {
  let page: Page;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    const browser = await launchAxeBrowser({ locale: lang });
    closeBrowser = browser.close;
    page = await browser.context.newPage();
  });
  afterAll(() => closeBrowser());

  it('legal pages, sign-in, the partner flow, subscription management and the checkout screen', async () => {
    const audit = new AxeAudit(lang);
    const partnerEmail = uniqueEmail(`axe-wellhub-${lang}`);
    const seeded = Promise.all([
      seedSubscriber('activeOneMonth'),
      seedSubscriber('expired'),
      createRegistration(partnerEmail),
    ]);
    await auditLegalPages(page, audit, lang);
    await auditSignIn(page, audit);
    const [active, expired, registration] = await seeded;
    await auditPartnerFlow(page, audit, { id: registration.id, email: partnerEmail });
    await auditManagement(page, audit, active.email);
    await auditReactivation(page, audit, expired.email);
    expect(audit.findings).toEqual([]);
  });

  it('cancelling without login: form (with its errors), review, receipt, the restore page and its answer', async () => {
    const audit = new AxeAudit(lang);
    await openInApp(page, '/cancel');
    await settled(page, '[data-step-id="form"] input[name="email"]');
    await audit.check(page, 'cancel/form');
    await page.click('[data-option="extraordinary"]');
    await page.click('[data-testid="continue"]');
    await settled(page, '[data-cancel-form] [aria-invalid="true"]');
    await audit.check(page, 'cancel/form with errors');
    await page.click('[data-option="date"]');
    await settled(page, 'input[name="endDate"]');
    await audit.check(page, 'cancel/form with a wished date and its hint');
    await page.fill('input[name="endDate"]', tenDaysAhead());
    await page.fill('input[name="name"]', 'Erika Mustermann');
    await page.fill('input[name="email"]', uniqueEmail(`axe-cancel-${lang}`));
    await page.fill('textarea[name="reason"]', 'Umzug');
    await page.click('[data-testid="continue"]');
    await settled(page, '[data-testid="cancel-now"]');
    await audit.check(page, 'cancel/review');
    await page.click('[data-testid="cancel-now"]');
    await settled(page, '[data-testid="cancel-receipt"]');
    await audit.check(page, 'cancel/receipt');
    await openInApp(page, '/cancel/restore?restore=made-up');
    await settled(page, '[data-testid="keep-subscription"]');
    await audit.check(page, 'cancel/restore');
    await page.click('[data-testid="keep-subscription"]');
    await settled(page, '[data-testid="restore-error"]');
    await audit.check(page, 'cancel/restore (invalid link)');
    expect(audit.findings).toEqual([]);
  });

  it('withdrawing without login: form (with its errors), review, receipt, the stop page and its answer', async () => {
    const audit = new AxeAudit(lang);
    await openInApp(page, '/withdraw');
    await settled(page, '[data-step-id="form"] input[name="email"]');
    await audit.check(page, 'withdraw/form');
    await page.click('[data-testid="withdraw-continue"]');
    await settled(page, '[data-withdraw-form] [aria-invalid="true"]');
    await audit.check(page, 'withdraw/form with errors');
    await page.fill('input[name="name"]', 'Erika Mustermann');
    await page.fill('input[name="email"]', uniqueEmail(`axe-withdraw-${lang}`));
    await page.fill('input[name="reference"]', 'sub_made_up');
    await page.click('[data-testid="withdraw-continue"]');
    await settled(page, '[data-testid="withdraw-confirm"]');
    await audit.check(page, 'withdraw/review');
    await page.click('[data-testid="withdraw-confirm"]');
    await settled(page, '[data-testid="withdraw-receipt"]');
    await audit.check(page, 'withdraw/receipt');
    await openInApp(page, '/withdraw/stop?stop=made-up');
    await settled(page, '[data-testid="stop-withdrawal"]');
    await audit.check(page, 'withdraw/stop');
    await page.click('[data-testid="stop-withdrawal"]');
    await settled(page, '[data-testid="stop-error"]');
    await audit.check(page, 'withdraw/stop (invalid link)');
    expect(audit.findings).toEqual([]);
  });

  it('the card-update page of a link that is not valid (the open and paid states: card-update.clock.e2e.ts)', async () => {
    const audit = new AxeAudit(lang);
    await openInApp(page, '/card-update?token=made-up');
    await settled(page, '[data-testid="card-update-invalid"]');
    await audit.check(page, 'card-update (invalid link)');
    expect(audit.findings).toEqual([]);
  });
});
