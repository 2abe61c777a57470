import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { BASE_URL, launchBrowser } from './browser';
import {
  dataLayerEvents,
  payWithCard,
  uniqueCardNumber,
  uniqueEmail,
  walkQuestionnaire,
} from './funnel-steps';
import { findUserByNewsletterEmail } from './user-records';

type Plan = 'trialV8' | 'oneMonthV8' | 'threeMonthsV8';
type Visit = { page: Page; email: string };
type StoredSubscription = {
  id: string;
  status: string;
  items: { data: { price: { id: string } }[] };
};
type StoredIntent = { status: string; amount: number; metadata: Record<string, string> };

const TIMEOUT = 30_000;
const STRIPE = localUrl(LOCAL_STACK.ports.stripe);
/** Duration types as the app names them (domain/subscription.ts durationType). */
const ALL_DURATIONS = JSON.stringify(['trial', 'oneMonth', 'threeMonths']);
const upsellEmail = (label: string) => uniqueEmail(`upsell-${label.toLowerCase()}`);

async function stripeObject<T>(path: string): Promise<T> {
  const response = await fetch(`${STRIPE}/_emulator/objects${path}`);
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A visitor with a discount link and the flags of this visit pays for `plan` by card. */
async function buyPlan(
  browser: BrowserContext,
  plan: Plan,
  ebook: boolean,
  durations = ALL_DURATIONS,
): Promise<Visit> {
  const page = await browser.newPage();
  const email = upsellEmail(plan);
  const flags = new URLSearchParams({
    dc: 'true',
    'ff.enable-ebook-upsell': String(ebook),
    'ff.upsell-funnel-active-durations': durations,
  });
  await page.goto(`${BASE_URL}/?${flags.toString()}`);
  await walkQuestionnaire(page, email);
  // The checkout screen lists the packages twice (top and under the results title).
  await page.locator(`[data-package-id*="${plan}"]`).first().click();
  // A card of this buyer's own: a trial on a card that had one is refunded (issue 17).
  await payWithCard(page, uniqueCardNumber());
  return { page, email };
}

async function onUpsell(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/update_subscription', { timeout: TIMEOUT });
  expect(new URL(page.url()).searchParams.get('stepId')).toBe('step1');
  await page.getByRole('heading', { level: 1, name: /save \d+%/ }).waitFor({ timeout: TIMEOUT });
}

async function record(email: string) {
  const found = await findUserByNewsletterEmail(email);
  if (!found) throw new Error(`no user record for ${email}`);
  const [uid, user] = found;
  const subscription = user.subscription as
    (StoredSubscription & { plan?: { id?: string } }) | undefined;
  return { uid, user: user as typeof user & { ebook?: boolean }, subscription };
}

async function expectPlan(email: string, model: string): Promise<void> {
  const { subscription } = await record(email);
  expect(subscription?.plan?.id).toContain(`_${model}_`);
  const atStripe = await stripeObject<StoredSubscription>(`/${subscription?.id ?? ''}`);
  expect(atStripe.items.data[0]?.price.id).toContain(`_${model}_`);
  expect(['active', 'trialing']).toContain(atStripe.status);
}

async function purchaseEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'web_purchaseSuccess'),
  );
}

describe('post-payment upsell and e-book', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each([
    ['oneMonthV8', 'sixMonthsV8'],
    ['threeMonthsV8', 'nineMonthsV8'],
  ] as const)('a %s buyer accepts the upgrade to %s', async (plan, upsold) => {
    browser = await launchBrowser();
    const { page, email } = await buyPlan(browser, plan, false);
    await onUpsell(page);
    const today = await page.locator('[data-testid="upsell-row-today"]').textContent();
    const shown = /[€$£¥](\d[\d,]*(?:\.\d{2})?)/.exec(today ?? '')?.[1];
    if (!shown) throw new Error(`No amount charged today on the upsell: ${today}`);
    await page.click('[data-testid="upsell-accept"]');
    await page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });
    await expectPlan(email, upsold);
    // Shown = charged (issue 17): the upgrade's invoice took exactly the amount the screen showed.
    const { subscription } = await record(email);
    const atStripe = await stripeObject<{ latest_invoice: string }>(`/${subscription?.id ?? ''}`);
    const invoice = await stripeObject<{ amount_paid: number; billing_reason: string }>(
      `/${atStripe.latest_invoice}`,
    );
    expect(invoice.billing_reason).toBe('subscription_update');
    const decimals = shown.includes('.') ? 100 : 1; // yen has no minor unit
    expect(invoice.amount_paid).toBe(Math.round(Number(shown.replace(/,/g, '')) * decimals));
    expect(await purchaseEvents(page)).toContainEqual(
      expect.objectContaining({ product: 'upsell', channel: 'stripe' }),
    );
    expect(await dataLayerEvents(page)).toContain('web_commit_36_update_subscription');
  });

  it.each(['oneMonthV8', 'threeMonthsV8'] as const)(
    'a %s buyer declines the upgrade and keeps the plan',
    async (plan) => {
      browser = await launchBrowser();
      const { page, email } = await buyPlan(browser, plan, false);
      await onUpsell(page);
      await page.click('[data-testid="upsell-decline"]');
      await page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });
      await expectPlan(email, plan);
      expect(await dataLayerEvents(page)).toContain('web_commit_36_update_subscription');
    },
  );

  it('a trial buyer buys the e-book, then upgrades to three months', async () => {
    browser = await launchBrowser();
    const { page, email } = await buyPlan(browser, 'trialV8', true);
    await page.waitForURL('**/ebook_purchase', { timeout: TIMEOUT });
    await page.locator('[data-testid="ebook-price"]').waitFor({ timeout: TIMEOUT });
    // 50 % off the 19.99 e-book: 19.99 − round(9.995) (the stack's currency follows the request country).
    expect(await page.locator('[data-testid="ebook-price"]').textContent()).toMatch(/9\.99/);
    expect(await page.locator('[data-testid="ebook-headline"]').textContent()).toBe(
      'Reach 80 kg with a clear plan for every day',
    );
    // §356(5) BGB: without the waiver box nothing is bought.
    await page.click('[data-testid="ebook-buy"]');
    await page
      .getByText('Please confirm immediate delivery to buy the e-book, or continue without it.')
      .waitFor({ timeout: TIMEOUT });
    expect(page.url()).toMatch(/\/ebook_purchase$/);
    await page.check('[data-testid="ebook-waiver"]');
    await page.click('[data-testid="ebook-buy"]');
    await onUpsell(page);
    await page.click('[data-testid="upsell-accept"]');
    await page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });

    const { uid, user } = await record(email);
    expect(user.ebook).toBe(true);
    const intents = await stripeObject<{ data: StoredIntent[] }>('?type=payment_intent');
    const ebook = intents.data.find(
      (intent) => intent.metadata.uid === uid && intent.metadata.product === 'ebook',
    );
    expect(ebook).toMatchObject({
      status: 'succeeded',
      amount: 999,
      metadata: expect.objectContaining({ withdrawalWaiver: 'immediate-delivery-waiver-v1' }),
    });
    expect(user).toMatchObject({
      ebookWaiver: { wording: 'immediate-delivery-waiver-v1', acceptedAt: expect.any(String) },
    });
    await expectPlan(email, 'threeMonthsV8');
    const products = (await purchaseEvents(page)).map(
      (event) => (event as { product?: string }).product,
    );
    expect(products).toEqual(expect.arrayContaining(['ebook', 'upsell']));
  });

  it('a trial buyer declines both offers and keeps the trial', async () => {
    browser = await launchBrowser();
    const { page, email } = await buyPlan(browser, 'trialV8', true);
    await page.waitForURL('**/ebook_purchase', { timeout: TIMEOUT });
    await page.locator('[data-testid="ebook-price"]').waitFor({ timeout: TIMEOUT });
    await page.click('[data-testid="ebook-decline"]');
    await onUpsell(page);
    await page.click('[data-testid="upsell-decline"]');
    await page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });
    const { user, subscription } = await record(email);
    expect(user.ebook).toBeUndefined();
    expect(subscription?.status).toBe('trialing');
    await expectPlan(email, 'oneMonthV8');
    expect(await purchaseEvents(page)).not.toContainEqual(
      expect.objectContaining({ product: expect.any(String) }),
    );
  });

  it('with the upsell off, the e-book page blocks back and the purchase ends on the final route', async () => {
    browser = await launchBrowser();
    const { page, email } = await buyPlan(browser, 'oneMonthV8', true, JSON.stringify(['trial']));
    await page.waitForURL('**/ebook_purchase', { timeout: TIMEOUT });
    await page.locator('[data-testid="ebook-price"]').waitFor({ timeout: TIMEOUT });
    await page.goBack();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/ebook_purchase');
    await page.locator('[data-testid="ebook-buy"]').waitFor();
    await page.check('[data-testid="ebook-waiver"]');
    await page.click('[data-testid="ebook-buy"]');
    await page.waitForURL('**/upgrade_account', { timeout: TIMEOUT });
    const { user } = await record(email);
    expect(user.ebook).toBe(true);
    await expectPlan(email, 'oneMonthV8');
  });
});
