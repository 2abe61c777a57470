import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { onStep, payWithCard, uniqueCardNumber } from './funnel-steps';
import {
  atStripe,
  choose,
  recordedSubscription,
  seedSubscriber,
  signInToManage,
  statusState,
  switchAccount,
} from './manage-subscription-helpers';

type Seeded = { state: string; email?: string };
const demoUsers = JSON.parse(
  readFileSync(process.env.E2E_DEMO_USERS_FILE ?? '.local/demo-users.json', 'utf8'),
) as Seeded[];
const demoEmail = (state: string): string => {
  const email = demoUsers.find((user) => user.state === state)?.email;
  if (!email) throw new Error(`no demo user in state ${state}`);
  return email;
};

const DAY = 24 * 60 * 60;
const inTwoMonths = () => Math.floor(Date.now() / 1000) + 61 * DAY;

/** Cancel anyway on each reason: the steps between the reason and the special offer. */
const REASONS = [
  { reason: 'expensive', step: 'cancellation_reason_expensive' },
  { reason: 'undecided', step: 'cancellation_reason_undecided' },
  { reason: 'appComplicated', step: 'cancellation_reason_app_complicated', asks: true },
  { reason: 'appNotHelping', step: 'cancellation_reason_app_not_helping', asks: true },
  { reason: 'goalAchieved', step: 'cancellation_reason_goal_achieved' },
  { reason: 'foundBetterAlternatives', step: 'cancellation_reason_found_better_alternative' },
  { reason: 'notSpecified' },
] as const;

/** The status's primary button (active): straight to the reasons (spec 02 §4.13). */
async function startCancel(page: Page): Promise<void> {
  await choose(page, 'cancelSubscription', 'cancellation_reason');
}

/** The ids of the steps the page showed, in order (one entry per step change). */
async function recordSteps(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const record = () => {
      const id = document.querySelector('[data-step-id]')?.getAttribute('data-step-id');
      if (id && seen.at(-1) !== id) seen.push(id);
    };
    record();
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { manageSteps: string[] }).manageSteps = seen;
  });
  return () => page.evaluate(() => (window as unknown as { manageSteps: string[] }).manageSteps);
}

describe('subscription management in Chromium (spec 02 §2.6, §4.12, §4.13)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('shows each seeded demo user its state and primary action', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const expected = [
      ['activeOneMonth', 'active', 'cancelSubscription'],
      ['trialing', 'active', 'cancelSubscription'],
      ['canceledAtPeriodEnd', 'canceled', 'restoreSubscription'],
      ['expired', 'expired', 'reactivateSubscription'],
      ['paused', 'onHold', 'unpauseSubscription'],
      ['paypal', 'active', 'cancelSubscription'],
    ] as const;
    for (const [index, [state, shown, primary]] of expected.entries()) {
      if (index === 0) await signInToManage(page, demoEmail(state));
      else await switchAccount(page, demoEmail(state));
      expect(await page.textContent('[data-testid="manage-email"]')).toBe(demoEmail(state));
      expect(await statusState(page)).toBe(shown);
      const first = page.locator('[data-step-id] [data-option]').first();
      expect(await first.getAttribute('data-option')).toBe(primary);
    }
  });

  it('cancel runs in §4.13 order: reasons, a reason, cancel anyway, special offer, rather pause, pause offer, pause, picker', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    const shown = await recordSteps(page);
    const primary = page.locator('[data-step-id] [data-option]').first();
    expect(await primary.getAttribute('data-option')).toBe('cancelSubscription');
    expect((await primary.textContent())?.trim()).toBe('Cancel subscription');
    await choose(page, 'cancelSubscription', 'cancellation_reason');
    await choose(page, 'expensive', 'cancellation_reason_expensive');
    await choose(page, 'cancelAnyway', 'special_offer');
    expect(await page.textContent('[data-option="pauseInstead"]')).toBe(
      "I'd rather pause my subscription",
    );
    await choose(page, 'pauseInstead', 'pause_offer');
    await choose(page, 'pause', 'pause_subscription');
    expect(await page.isChecked('[data-option="oneMonth"] input')).toBe(true);
    expect(await shown()).toEqual([
      'subscription_status',
      'cancellation_reason',
      'cancellation_reason_expensive',
      'special_offer',
      'pause_offer',
      'pause_subscription',
    ]);
    // Back out of the picker: to the pause offer it came from; nothing was paused or canceled.
    await choose(page, 'goBack', 'pause_offer');
    const { id } = await recordedSubscription(uid);
    expect(await atStripe(id)).toMatchObject({
      pause_collection: null,
      cancel_at_period_end: false,
    });
  });

  it('pause from the status opens the picker directly; go back returns to the status', async () => {
    const { email } = await seedSubscriber('activeOneMonth');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    const shown = await recordSteps(page);
    await choose(page, 'pauseSubscription', 'pause_subscription');
    expect(await shown()).toEqual(['subscription_status', 'pause_subscription']);
    await choose(page, 'goBack', 'subscription_status');
    expect(await statusState(page)).toBe('active');
  });

  it('active → pause 2 months → on hold until the resume date → unpause → active', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    await choose(page, 'pauseSubscription', 'pause_subscription');
    expect(await page.isChecked('[data-option="oneMonth"] input')).toBe(true);
    await page.check('[data-option="twoMonths"] input');
    await choose(page, 'confirm', 'pause_subscription_success');
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('onHold');
    expect(await page.textContent('[data-testid="manage-status-date"]')).toMatch(/^Paused until /);

    const record = await recordedSubscription(uid);
    const paused = await atStripe(record.id);
    expect(paused.pause_collection?.behavior).toBe('void');
    expect(Math.abs((paused.pause_collection?.resumes_at ?? 0) - inTwoMonths())).toBeLessThan(
      3 * DAY,
    );
    expect(record.pause_collection?.resumes_at).toBe(paused.pause_collection?.resumes_at);

    await choose(page, 'unpauseSubscription', 'unpause_subscription_success');
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('active');
    expect((await atStripe(record.id)).pause_collection).toBeNull();
    expect((await recordedSubscription(uid)).pause_collection ?? null).toBeNull();
  });

  it('active → cancel for each reason → learn more, cancel anyway → offer declined → canceled → restore → active', async () => {
    const { email, uid } = await seedSubscriber('activeThreeMonths');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    const subscriptionId = (await recordedSubscription(uid)).id;

    for (const entry of REASONS) {
      await startCancel(page);
      if ('step' in entry) {
        await choose(page, entry.reason, entry.step);
        const learnMore = page.locator('[data-option="learnMore"]');
        expect(await learnMore.getAttribute('href')).toMatch(
          /^https:\/\/help\.fastwell\.app\/en\//,
        );
        const [article] = await Promise.all([browser.waitForEvent('page'), learnMore.click()]);
        await article.close();
        await onStep(page, entry.step);
        await choose(
          page,
          'cancelAnyway',
          'asks' in entry ? 'contact_us_about_experience' : 'special_offer',
        );
        if ('asks' in entry) await choose(page, 'no', 'special_offer');
      } else {
        await choose(page, entry.reason, 'special_offer');
      }
      expect(await page.getAttribute('[data-testid="special-offer"]', 'data-duration')).toBe(
        'threeMonths',
      );
      await choose(page, 'decline', 'cancel_subscription_success');
      const canceled = await atStripe(subscriptionId);
      expect(canceled.cancel_at_period_end).toBe(true);
      expect((await recordedSubscription(uid)).canceled_at).not.toBeNull();
      await choose(page, 'gotIt', 'subscription_status');
      expect(await statusState(page)).toBe('canceled');

      await choose(page, 'restoreSubscription', 'subscription_restoration_success');
      await choose(page, 'gotIt', 'subscription_status');
      expect(await statusState(page)).toBe('active');
      expect((await atStripe(subscriptionId)).cancel_at_period_end).toBe(false);
      expect((await recordedSubscription(uid)).canceled_at ?? null).toBeNull();
    }
  });

  it('special offer accepted: discounted at Stripe, still active; a later cancel skips the offer', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    await startCancel(page);
    await choose(page, 'goalAchieved', 'cancellation_reason_goal_achieved');
    await choose(page, 'cancelAnyway', 'special_offer');
    await choose(page, 'accept', 'special_offer_accepted');
    const id = (await recordedSubscription(uid)).id;
    const offered = await atStripe(id);
    expect(offered.metadata.specialOfferStartDate).toBeTruthy();
    const [discountId] = offered.discounts ?? [];
    const discount = (await atStripe(String(discountId))) as unknown as {
      source: { coupon: string };
    };
    expect(discount.source.coupon).toBe('special_offer_3m');
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('active');

    await startCancel(page);
    await choose(page, 'notSpecified', 'cancel_subscription_success');
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
  });

  it('a trial subscriber cancels without the special offer', async () => {
    const { email, uid } = await seedSubscriber('trialing');
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    await startCancel(page);
    await choose(page, 'undecided', 'cancellation_reason_undecided');
    await choose(page, 'cancelAnyway', 'cancel_subscription_success');
    expect((await atStripe((await recordedSubscription(uid)).id)).cancel_at_period_end).toBe(true);
  });

  it('expired → reactivate → payment → active', async () => {
    const { email, uid } = await seedSubscriber('expired');
    const oldId = (await recordedSubscription(uid)).id;
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    expect(await statusState(page)).toBe('expired');
    await page.click('[data-step-id] [data-option="reactivateSubscription"]');
    await page.waitForURL('**/manage_subscription/payment', { timeout: 30_000 });
    await page.locator('[data-package-id*="oneMonthV8"]').first().click();
    await payWithCard(page, uniqueCardNumber());
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith('/manage_subscription/') && !url.pathname.includes('payment'),
      { timeout: 30_000 },
    );
    const record = await recordedSubscription(uid);
    expect(record.id).not.toBe(oldId);
    expect(record.status).toBe('active');
    expect((await atStripe(record.id)).status).toBe('active');

    await page.goto(`${BASE_URL}/manage_subscription/subscription_status`);
    expect(await statusState(page)).toBe('active');
  });
});
