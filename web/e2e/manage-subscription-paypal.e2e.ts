import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { launchBrowser } from './browser';
import {
  choose,
  recordedSubscription,
  seedSubscriber,
  signInToManage,
  statusState,
} from './manage-subscription-helpers';

type PayPalSubscription = {
  id: string;
  status: string;
  plan_overridden?: boolean;
  billing_info?: { last_payment?: { amount: { value: string; currency_code: string } } };
};

/** PayPal's own view, through the PayPal emulator's inspection endpoint. */
async function atPayPal(id: string): Promise<PayPalSubscription> {
  const response = await fetch(`${localUrl(LOCAL_STACK.ports.paypal)}/_emulator/subscriptions`);
  expect(response.ok).toBe(true);
  const { subscriptions } = (await response.json()) as { subscriptions: PayPalSubscription[] };
  const found = subscriptions.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`PayPal has no subscription ${id}`);
  return found;
}

const MONTHLY = 'price_v8_standard_oneMonthV8_eur';

/** PayPal bills the subscription's next cycle now (at the price for that cycle's date). */
async function billNextCycle(id: string): Promise<string | undefined> {
  const billed = await fetch(
    `${localUrl(LOCAL_STACK.ports.paypal)}/_emulator/subscriptions/${id}/bill`,
    { method: 'POST' },
  );
  expect(billed.status).toBe(200);
  return (await atPayPal(id)).billing_info?.last_payment?.amount.value;
}

describe('a PayPal subscriber manages the plan in Chromium (spec 02 §4.12, §4.13)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('pause → on hold (suspended at PayPal) → unpause → cancel, declining the offer → held to the paid end → restore', async () => {
    const { email, uid } = await seedSubscriber('paypal', 'en', MONTHLY);
    const id = (await recordedSubscription(uid)).id;
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    expect(await statusState(page)).toBe('active');

    await choose(page, 'pauseSubscription', 'pause_subscription');
    await choose(page, 'confirm', 'pause_subscription_success');
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('onHold');
    expect((await atPayPal(id)).status).toBe('SUSPENDED');
    expect((await recordedSubscription(uid)).pause_collection).not.toBeNull();

    await choose(page, 'unpauseSubscription', 'unpause_subscription_success');
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('active');
    expect((await atPayPal(id)).status).toBe('ACTIVE');

    await choose(page, 'cancelSubscription', 'cancellation_reason');
    await choose(page, 'expensive', 'cancellation_reason_expensive');
    await choose(page, 'cancelAnyway', 'special_offer');
    await choose(page, 'decline', 'cancel_subscription_success');
    expect((await atPayPal(id)).plan_overridden ?? false).toBe(false);
    // PayPal's cancel is final: held (suspended, nothing billed) until the paid end instead.
    expect((await atPayPal(id)).status).toBe('SUSPENDED');
    const recorded = await recordedSubscription(uid);
    expect(recorded.status).toBe('active');
    expect(recorded.canceled_at).toEqual(expect.any(Number));
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('canceled');

    // Spec 02 §2.6, §4.13: restorable until its end, as a card subscription is.
    await choose(page, 'restoreSubscription', 'subscription_restoration_success');
    expect((await atPayPal(id)).status).toBe('ACTIVE');
    expect((await recordedSubscription(uid)).canceled_at ?? null).toBeNull();
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('active');
  });

  it('special offer accepted: PayPal bills the lowered price, the subscription stays active; a later cancel skips the offer', async () => {
    // Monthly: the next payment (a month away) always falls within the 3-month offer, whatever
    // today's date (PayPal moves a 29th–31st billing day to the 1st of a shorter month's next).
    const { email, uid } = await seedSubscriber('paypal', 'en', MONTHLY);
    const id = (await recordedSubscription(uid)).id;
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signInToManage(page, email);
    await choose(page, 'cancelSubscription', 'cancellation_reason');
    await choose(page, 'goalAchieved', 'cancellation_reason_goal_achieved');
    await choose(page, 'cancelAnyway', 'special_offer');
    await choose(page, 'accept', 'special_offer_accepted');
    expect(await page.textContent('[data-testid="manage-success-body"]')).toMatch(/50%/);
    const recorded = await recordedSubscription(uid);
    expect(recorded.metadata.specialOfferStartDate).toBeTruthy();
    expect(recorded.canceled_at ?? null).toBeNull();
    expect(await atPayPal(id)).toMatchObject({ status: 'ACTIVE', plan_overridden: true });
    // The renewal PayPal bills next is half the plan's price (the screen's 50 %).
    const regular = (recorded as unknown as { plan: { amount: number } }).plan.amount;
    expect(await billNextCycle(id)).toBe(((regular - Math.round(regular / 2)) / 100).toFixed(2));
    await choose(page, 'gotIt', 'subscription_status');
    expect(await statusState(page)).toBe('active');
    // PayPal's BILLING.SUBSCRIPTION.UPDATED for the price change reached the webhook: the
    // server's own override is no tampering, so nothing was cancelled.
    await page.reload();
    expect(await statusState(page)).toBe('active');
    expect((await atPayPal(id)).status).toBe('ACTIVE');

    await choose(page, 'cancelSubscription', 'cancellation_reason');
    await choose(page, 'notSpecified', 'cancel_subscription_success');
    expect((await atPayPal(id)).status).toBe('SUSPENDED');
  });
});
