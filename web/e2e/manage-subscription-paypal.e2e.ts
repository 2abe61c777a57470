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

type PayPalSubscription = { id: string; status: string };

/** PayPal's own view, through the PayPal emulator's inspection endpoint. */
async function atPayPal(id: string): Promise<PayPalSubscription> {
  const response = await fetch(`${localUrl(LOCAL_STACK.ports.paypal)}/_emulator/subscriptions`);
  expect(response.ok).toBe(true);
  const { subscriptions } = (await response.json()) as { subscriptions: PayPalSubscription[] };
  const found = subscriptions.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`PayPal has no subscription ${id}`);
  return found;
}

describe('a PayPal subscriber manages the plan in Chromium (spec 02 §4.12, §4.13)', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('pause → on hold (suspended at PayPal) → unpause → cancel without the Stripe-only offer → held to the paid end → restore', async () => {
    const { email, uid } = await seedSubscriber('paypal');
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
    await choose(page, 'cancelAnyway', 'cancel_subscription_success');
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
});
