import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { MailCatcherClient, linksOf } from '../../emulators/mail/mail-catcher.client';
import type { CaughtMail } from '../../emulators/mail/mail-catcher.client';
import type { BrowserContext } from 'playwright-core';
import { AxeAudit } from './axe-audit';
import { BASE_URL, launchBrowser } from './browser';
import {
  atStripe,
  recordedSubscription,
  seedSubscriber,
  signInToManage,
  statusState,
} from './manage-subscription-helpers';

// Issue 35: a renewal that fails at Stripe. The subscriber sees the failed state on the
// management screen, and updates the card from the mail's link without signing in; the renewal
// is paid at once and the subscription is active again. This file moves the Stripe emulator's
// clock (every subscription of the stack renews), so it runs alone (e2e/vitest.clock.config.ts).
const CASES = [
  { lang: 'de', locale: 'de-DE', subject: 'Ihre Zahlung an Fastwell ist fehlgeschlagen' },
  { lang: 'en', locale: 'en-GB', subject: 'Your Fastwell payment failed' },
] as const;

const STRIPE = localUrl(LOCAL_STACK.ports.stripe);
const mail = new MailCatcherClient();

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

/** Stripe events since `since` (the emulator's clock) whose webhook deliveries are still due. */
async function undeliveredEventsSince(since: number): Promise<number> {
  const response = await fetch(
    `${STRIPE}/v1/events?delivery_success=false&created[gte]=${since}&limit=100`,
    { headers: { authorization: `Bearer ${LOCAL_STACK.stripe.secretKey}` } },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/**
 * The issuer declines the subscription's card from now on; the clock reaches its renewal. The
 * emulator's clock is the whole stack's: every subscription the suites before made renews as it
 * moves. Those renew first, up to a second before this one's, and their webhooks are delivered
 * before its renewal fails, so that its mail does not wait behind hundreds of others.
 */
async function failRenewal(subscriptionId: string): Promise<void> {
  const subscription = (await atStripe(subscriptionId)) as unknown as {
    default_payment_method: string;
    items: { data: { current_period_end: number }[] };
  };
  const end = subscription.items.data[0]?.current_period_end ?? 0;
  const { now } = (await (await fetch(`${STRIPE}/_emulator/clock`)).json()) as { now: number };
  await post(`${STRIPE}/_emulator/clock/advance`, { to: end - 1 });
  await expect
    .poll(() => undeliveredEventsSince(now), { timeout: 240_000, interval: 1_000 })
    .toBe(0);
  await post(`${STRIPE}/_emulator/payment_methods/${subscription.default_payment_method}/decline`, {
    decline_code: 'insufficient_funds',
  });
  await post(`${STRIPE}/_emulator/clock/advance`, { to: end + 60 });
}

async function payOnCardUpdatePage(page: Page): Promise<void> {
  const element = page.locator('[data-testid="card-update-payment-element"]');
  const number = element.locator('input[autocomplete="cc-number"]');
  await number.waitFor();
  await number.fill('4242424242424242');
  await element.locator('input[autocomplete="cc-exp"]').fill('12 / 34');
  await element.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.click('[data-testid="card-update-submit"]');
}

describe.each(CASES)('a renewal that fails ($lang)', (lang) => {
  it('the management screen shows it; the mail link takes a new card without signing in; active again', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth', lang.lang);
    const { id } = await recordedSubscription(uid);
    await failRenewal(id);

    const failed: CaughtMail = await mail.waitFor(email, {
      timeoutMs: 30_000,
      match: (caught) => caught.subject === lang.subject,
    });
    const link = linksOf(failed).find((href) => href.startsWith(`${BASE_URL}/card-update?token=`));
    expect(link).toBeTruthy();
    await expect.poll(async () => (await atStripe(id)).status).toBe('past_due');

    // Signed in, the management screen says the payment failed and offers the card update.
    browser = await launchBrowser({ locale: lang.locale });
    const manage = await browser.newPage();
    await signInToManage(manage, email);
    expect(await statusState(manage)).toBe('active');
    await manage.locator('[data-testid="manage-payment-failed"]').waitFor();
    await expect.poll(() => manage.locator('[data-option="updateCard"]').isVisible()).toBe(true);
    await browser.close();

    // From the mail, in a browser that never signed in.
    browser = await launchBrowser({ locale: lang.locale });
    const page = await browser.newPage();
    await page.goto(link ?? '');
    const screen = page.locator('[data-testid="card-update"]');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('card');
    // The token does not stay in the address bar.
    await expect.poll(() => page.url()).not.toContain('token=');
    const amount = await page.locator('[data-testid="card-update-amount"]').innerText();
    expect(amount).toMatch(/\d/);
    const audit = new AxeAudit(lang.lang);
    await page.locator('[data-testid="card-update-form"][data-state="ready"]').waitFor();
    await audit.check(page, 'card-update (open)');
    await payOnCardUpdatePage(page);
    await expect.poll(() => screen.getAttribute('data-state'), { timeout: 30_000 }).toBe('paid');
    await audit.check(page, 'card-update (paid)');
    expect(audit.findings).toEqual([]);

    await expect.poll(async () => (await atStripe(id)).status).toBe('active');
    await expect.poll(async () => (await recordedSubscription(uid)).status).toBe('active');
    // A reload keeps the answer.
    await page.reload();
    await expect.poll(() => screen.getAttribute('data-state')).toBe('paid');
  });
});
