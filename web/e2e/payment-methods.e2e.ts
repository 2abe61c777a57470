import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { BASE_URL, launchBrowser } from './browser';
import { payWithCard, uniqueCardNumber, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

const THREE_DS_CARD = '4000002760003184';
async function toCheckout(
  browser: BrowserContext,
  label: string,
): Promise<{ page: Page; email: string }> {
  const page = await browser.newPage();
  const email = uniqueEmail(label);
  await page.goto(`${BASE_URL}/?dc=true`);
  await walkQuestionnaire(page, email);
  await page.locator('[data-package-id]').first().waitFor();
  await page.click('[data-testid="confirm"]');
  return { page, email };
}

describe('3-D Secure through the Payment Element', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('completing the challenge finishes the purchase', async () => {
    browser = await launchBrowser();
    const { page, email } = await toCheckout(browser, '3ds-complete');
    await payWithCard(page, THREE_DS_CARD);
    await page
      .getByRole('heading', { name: '3D Secure test challenge' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription?.status).toBe('active');
  });

  it('failing the challenge brings the visitor back to the form with the authentication message, and another card works', async () => {
    browser = await launchBrowser();
    const { page } = await toCheckout(browser, '3ds-fail');
    await payWithCard(page, THREE_DS_CARD);
    await page
      .getByRole('heading', { name: '3D Secure test challenge' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/payment' && url.searchParams.get('redirect_status') === 'failed',
    );
    const error = page.locator('[data-testid="payment-error"]');
    await expect
      .poll(() => error.textContent(), { timeout: 15_000 })
      .toBe("We couldn't verify your card. Please try again or use another card.");
    await payWithCard(page, uniqueCardNumber());
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
  });
});

type PayPalMoney = { currency_code: string; value: string };
type PayPalSubscription = {
  id: string;
  custom_id?: string;
  billing_info?: { last_payment?: { amount: PayPalMoney } };
};

const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' };

/** "$7.49" → USD 7.49: the sheet's amount in English formatting. */
function shownMoney(text: string | null): { currency: string; value: number } {
  const match = /^([€$£¥])([\d,]+(?:\.\d+)?)$/.exec((text ?? '').trim());
  const currency = match?.[1] ? SIGNS[match[1]] : undefined;
  if (!currency || !match?.[2]) throw new Error(`Not an amount: ${text}`);
  return { currency, value: Number(match[2].replace(/,/g, '')) };
}

/** The first amount PayPal bills, as its approval window states it ("Trial: EUR 7.49 per …"). */
function firstBilledAmount(billing: string | null): { currency: string; value: number } {
  const match = /([A-Z]{3}) (\d+(?:\.\d+)?)/.exec(billing ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`No amount in the approval window: ${billing}`);
  return { currency: match[1], value: Number(match[2]) };
}

async function paypalSubscriptionOf(uid: string): Promise<PayPalSubscription | undefined> {
  const response = await fetch(`${localUrl(LOCAL_STACK.ports.paypal)}/_emulator/subscriptions`);
  const { subscriptions } = (await response.json()) as { subscriptions: PayPalSubscription[] };
  return subscriptions.find((subscription) => subscription.custom_id === uid);
}

describe('PayPal through the native PayPal button', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  async function openApproval(page: Page): Promise<Page> {
    const button = page.locator('[data-testid="paypal-button"] button');
    await button.waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.getByRole('heading', { name: 'PayPal test approval' }).waitFor();
    return popup;
  }

  it('approving subscribes the visitor at the discounted "Total today" the sheet showed, recorded as an active PayPal subscription', async () => {
    browser = await launchBrowser();
    const { page, email } = await toCheckout(browser, 'paypal-approve');
    const total = shownMoney(await page.locator('[data-testid="payment-total"]').textContent());
    expect(await page.getByText(/\(introductory price\)$/).count()).toBeGreaterThan(0);
    const popup = await openApproval(page);
    const billing = await popup.locator('dt:has-text("Billing") + dd').textContent();
    expect(firstBilledAmount(billing)).toEqual(total);
    await popup.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
    // Spec 02 §7: one checkout start, on the channel chosen (ad trackers count it as one).
    const starts = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => entry.event === 'web_startCheckout'),
    );
    expect(starts).toMatchObject([{ channel: 'paypal' }]);
    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription).toMatchObject({ provider: 'paypal', status: 'active' });
    const [uid] = found ?? [];
    const atPayPal = await paypalSubscriptionOf(uid ?? '');
    expect(atPayPal?.billing_info?.last_payment?.amount).toEqual({
      currency_code: total.currency,
      value: total.currency === 'JPY' ? String(total.value) : total.value.toFixed(2),
    });
  });

  it('cancelling the PayPal window is silent and leaves the visitor on the payment form', async () => {
    browser = await launchBrowser();
    const { page } = await toCheckout(browser, 'paypal-cancel');
    const popup = await openApproval(page);
    // The window closes itself right after the click: listen before clicking.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await page.locator('[data-testid="paypal-button"] button').waitFor();
    expect(await page.locator('[data-testid="payment-error"]').textContent()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/payment');
    expect(await page.locator('[data-testid="payment-modal"]').isVisible()).toBe(true);
  });
});
