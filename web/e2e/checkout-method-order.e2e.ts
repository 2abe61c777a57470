import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { logInAtLogin, seedSubscriber } from './manage-subscription-helpers';

const TIMEOUT = 30_000;

/**
 * The payment sheet as a registered user who never bought sees it: seeded (Auth and the API),
 * signed in at /login, which leads to /login/payment; no questionnaire walk. The country is the
 * one the functions read from the browser's Accept-Language (getProducts' countryCode).
 */
async function openPaymentSheet(page: Page): Promise<void> {
  const { email } = await seedSubscriber('registered');
  await logInAtLogin(page, email);
  await page.waitForURL('**/login/payment', { timeout: TIMEOUT });
  await page.locator('[data-testid="confirm"]').click();
  const modal = page.locator('[data-testid="payment-modal"]');
  for (const control of [
    'input[autocomplete="cc-number"]',
    '[data-testid="paypal-button"] button',
    'button[data-wallet="apple_pay"]',
    'button[data-wallet="google_pay"]',
  ])
    await modal.locator(control).waitFor({ timeout: TIMEOUT });
}

type Shown = { method: string; or: boolean; top: number };

/** The methods' own controls, top to bottom, each with whether an "or" stands above its block. */
function shownMethods(page: Page): Promise<Shown[]> {
  return page.locator('[data-testid="payment-modal"] [data-payment-method]').evaluateAll((blocks) =>
    blocks.map((block) => {
      const control = block.querySelector(
        'button[data-wallet], input[autocomplete="cc-number"], [data-testid="paypal-button"] button',
      );
      const wallet = control?.getAttribute('data-wallet');
      const method = wallet ?? (control?.tagName === 'INPUT' ? 'card' : control ? 'paypal' : '');
      return {
        method,
        or: block.firstElementChild?.getAttribute('aria-hidden') === 'true',
        top: control?.getBoundingClientRect().top ?? Number.NaN,
      };
    }),
  );
}

describe('payment methods in the order of spec 02 §9', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  const PAYPAL_FIRST = ['paypal', 'apple_pay', 'card', 'google_pay'];
  const SPEC_ORDER = ['apple_pay', 'card', 'paypal', 'google_pay'];
  it.each([
    { locale: 'de-DE', country: 'DE', seen: 'PayPal first', order: PAYPAL_FIRST },
    { locale: 'fr-CH', country: 'CH', seen: 'PayPal first', order: PAYPAL_FIRST },
    {
      locale: 'en-US',
      country: 'US',
      seen: 'Apple Pay, card, PayPal, Google Pay',
      order: SPEC_ORDER,
    },
  ])(
    'a visitor from $country ($locale) sees $seen, one "or" between each',
    async ({ locale, order }) => {
      browser = await launchBrowser({ locale });
      const page = await browser.newPage();
      await openPaymentSheet(page);
      const shown = await shownMethods(page);
      expect(shown.map((block) => block.method)).toEqual(order);
      expect(shown.map((block) => block.or)).toEqual([false, true, true, true]);
      const tops = shown.map((block) => block.top);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    },
  );
});
