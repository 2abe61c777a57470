import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { BASE_URL, launchBrowser } from './browser';
import { logInAtLogin, recordedSubscription, seedSubscriber } from './manage-subscription-helpers';
import { readUsers } from './user-records';

// Spec 02 §4.8: a PayPal buyer gets the e-book (a one-off PayPal order) and the plan upsell (a
// revision of the PayPal subscription), each approved in PayPal's window.
const PAYPAL = localUrl(LOCAL_STACK.ports.paypal);
const TIMEOUT = 30_000;
type Money = { currency_code: string; value: string };
type Order = {
  id: string;
  status: string;
  purchase_units: { amount: Money; custom_id?: string }[];
};
type Subscription = {
  id: string;
  status: string;
  plan_id: string;
  billing_info?: { last_payment?: { amount: Money } };
};

async function emulator<T>(path: string): Promise<T> {
  const response = await fetch(`${PAYPAL}/_emulator/${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}
const subscriptionAtPayPal = async (id: string) =>
  (await emulator<{ subscriptions: Subscription[] }>('subscriptions')).subscriptions.find(
    (subscription) => subscription.id === id,
  );
/** "€9.99" or "9,99 €" → 9.99 */
const amountIn = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,.]/g, '').replace(',', '.'));

/** Clicks the PayPal button; PayPal's window opens; the buyer agrees. */
async function approveInPayPal(page: Page, testId: string, label = 'Approve'): Promise<void> {
  const button = page.locator(`[data-testid="${testId}"] button`);
  await button.waitFor({ timeout: TIMEOUT });
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.getByRole('heading', { name: 'PayPal test approval' }).waitFor({ timeout: TIMEOUT });
  await popup.getByRole('button', { name: label }).click();
}

describe('the post-payment offers for a PayPal buyer (spec 02 §4.8)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('buys the e-book through a PayPal order, then upgrades by a PayPal revision billed from the next cycle', async () => {
    const { email, uid } = await seedSubscriber('paypal');
    const subscriptionId = (await recordedSubscription(uid)).id;
    const before = await subscriptionAtPayPal(subscriptionId);
    expect(before?.status).toBe('ACTIVE');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await logInAtLogin(page, email);
    await page.waitForURL(/\/login\/(download|payment)$/, { timeout: TIMEOUT });
    const flags = new URLSearchParams({
      'ff.upsell-funnel-active-durations': JSON.stringify(['threeMonths']),
    });
    await page.goto(`${BASE_URL}/login/ebook_purchase?${flags.toString()}`);

    // The e-book: the waiver first, then PayPal's window for the price shown.
    const price = page.locator('[data-testid="ebook-price"]');
    await price.waitFor({ timeout: TIMEOUT });
    const shownEbook = amountIn(await price.textContent());
    expect(await page.locator('[data-testid="ebook-disclaimer"]').textContent()).toContain(
      'PayPal',
    );
    await page.locator('[data-testid="paypal-ebook"] button').click();
    await page
      .getByText('Please confirm immediate delivery to buy the e-book, or continue without it.')
      .waitFor({ timeout: TIMEOUT });
    await page.check('[data-testid="ebook-waiver"]');
    await approveInPayPal(page, 'paypal-ebook');
    await page.waitForURL((url) => url.pathname === '/login/update_subscription', {
      timeout: TIMEOUT,
    });
    expect((await readUsers())[uid]).toMatchObject({ ebook: true });
    const { orders } = await emulator<{ orders: Order[] }>('orders');
    const order = orders.find((entry) => entry.purchase_units[0]?.custom_id === uid);
    expect(order?.status).toBe('COMPLETED');
    expect(Number(order?.purchase_units[0]?.amount.value)).toBe(shownEbook);

    // The upsell: nothing today, the longer plan's price from the next billing date.
    await page.locator('[data-testid="upsell-row-firstCharge"]').waitFor({ timeout: TIMEOUT });
    expect(amountIn(await page.locator('[data-testid="upsell-row-today"]').textContent())).toBe(0);
    const firstCharge = await page.locator('[data-testid="upsell-row-firstCharge"]').textContent();
    // PayPal asks the buyer's consent to the plan change.
    await approveInPayPal(page, 'paypal-upsell', 'Agree and continue');
    await page.waitForURL((url) => url.pathname === '/login/download', { timeout: TIMEOUT });
    const revised = await subscriptionAtPayPal(subscriptionId);
    expect(revised?.status).toBe('ACTIVE');
    expect(revised?.plan_id).not.toBe(before?.plan_id);
    expect(revised?.plan_id).toContain('nineMonthsV8');
    // Nothing charged today; PayPal's next payment is the amount the screen named.
    expect(revised?.billing_info?.last_payment).toEqual(before?.billing_info?.last_payment);
    const billed = await fetch(`${PAYPAL}/_emulator/subscriptions/${subscriptionId}/bill`, {
      method: 'POST',
    });
    const billedText = await billed.text();
    expect(billed.status === 200 ? 'paid' : billedText).toBe('paid');
    const next = (await subscriptionAtPayPal(subscriptionId))?.billing_info?.last_payment?.amount;
    expect(amountIn(firstCharge?.split('·')[0] ?? '')).toBe(Number(next?.value));
    const recorded = (await recordedSubscription(uid)) as unknown as { plan?: { id?: string } };
    expect(recorded.plan?.id).toBe(revised?.plan_id);
  });
});
