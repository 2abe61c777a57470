import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../../testing/webhook-app';
import {
  DAY,
  advanceStripeClock,
  entriesOf,
  isPurchaseAvailable,
  latestSubtype,
  purchase,
  switchToDecliningCard,
} from '../../testing/webhook-helpers';

// The emulator clock is shared by every subscription of this file's emulator: each test looks
// only at its own user, and what the clock does to the others is recorded for them as well.
const hooks = useWebhookApp();

const subscriptionOf = async (uid: string) =>
  (await hooks.record(uid)).subscription as Record<string, unknown>;

async function emulatorNow(): Promise<number> {
  return ((await hooks.stripeAdmin('GET', '/_emulator/clock')) as { now: number }).now;
}

describe('Stripe webhooks over time (emulator clock)', () => {
  it('a trial starts, then converts at its end into a paid renewal', async () => {
    const user = await hooks.signedIn();
    await purchase(hooks, user, {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
    });
    expect(await subscriptionOf(user.uid)).toMatchObject({ status: 'trialing' });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('trial_started');
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);

    await advanceStripeClock(hooks, 8 * DAY);
    expect(await subscriptionOf(user.uid)).toMatchObject({ status: 'active' });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('renewed');
  });

  it('a period renews', async () => {
    const user = await hooks.signedIn();
    await purchase(hooks, user);
    const before = await subscriptionOf(user.uid);
    await advanceStripeClock(hooks, 31 * DAY);
    const after = await subscriptionOf(user.uid);
    expect(after.current_period_end).toBeGreaterThan(Number(before.current_period_end));
    expect(entriesOf(await hooks.record(user.uid)).map((entry) => entry.subtype)).toEqual(
      expect.arrayContaining(['purchased', 'renewed']),
    );
    expect(latestSubtype(await hooks.record(user.uid))).toBe('renewed');
  });

  it('a cancellation at period end: canceled (still active) until the end, then expired', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    await hooks.stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await hooks.stripeEmulator.webhooksSettled();
    expect(latestSubtype(await hooks.record(user.uid))).toBe('canceled');
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);

    await advanceStripeClock(hooks, 32 * DAY);
    expect(await subscriptionOf(user.uid)).toMatchObject({ status: 'canceled' });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('expired');
    expect(await isPurchaseAvailable(hooks, user)).toBe(true);
  });

  it('a pause: paused (purchase available, spec 02 §4.3), then resumed when it ends', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    const resumesAt = (await emulatorNow()) + 10 * DAY;
    await hooks.stripe.subscriptions.update(id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    await hooks.stripeEmulator.webhooksSettled();
    expect(await subscriptionOf(user.uid)).toMatchObject({
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('paused');
    expect(await isPurchaseAvailable(hooks, user)).toBe(true);

    await advanceStripeClock(hooks, 11 * DAY);
    expect((await subscriptionOf(user.uid)).pause_collection ?? null).toBeNull();
    expect(latestSubtype(await hooks.record(user.uid))).toBe('resumed');
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);
  });

  it('a failed renewal: failed_renewal, still active during the grace period', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    await switchToDecliningCard(hooks, id);
    expect(latestSubtype(await hooks.record(user.uid))).toBe('purchased');

    await advanceStripeClock(hooks, 31 * DAY);
    expect(await subscriptionOf(user.uid)).toMatchObject({ status: 'past_due' });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('failed_renewal');
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);
  });
});
