import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { pauseResumesAt } from '../../domain/subscription-actions.rules';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../../testing/paypal-subscriber';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// PayPal has no pause with a resume date (suspend, later activate): the picker promises
// "resumes on <date>", and the hourly job keeps that promise through PayPal's clock.
let app: TestApp;
let paypal: PayPalFixture;
/** The API's clock runs this far ahead of real time: kept equal to the PayPal emulator's (which
 * never goes back, so neither does this between tests). */
let clockOffset = 0;

beforeAll(async () => {
  paypal = await startPayPalFixture();
  app = await startTestApp({
    paypal: paypal.client,
    clock: { now: () => new Date(Date.now() + clockOffset) },
  });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

/** Moves PayPal's clock (billing what falls due) and the API's to `at`. */
async function moveClocksTo(at: number): Promise<void> {
  const moved = await fetch(`${paypal.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: new Date(at).toISOString() }),
  });
  if (!moved.ok) throw new Error(`clock advance answered ${moved.status}`);
  const { now } = (await moved.json()) as { now: string };
  clockOffset = Date.parse(now) - Date.now();
}

async function pausedSubscriber(months: number) {
  const user = await signUpAnonymously();
  const id = await confirmedPayPalSubscription(app, paypal, user);
  const paused = await app.call('POST', endpoints.pauseSubscription.path, {
    token: user.idToken,
    body: { months },
  });
  expect(paused.status).toBe(200);
  const { resumes_at } = (paused.body.subscription as { pause_collection: { resumes_at: number } })
    .pause_collection;
  return { user, id, resumesAt: resumes_at * 1000 };
}

const atPayPal = async (id: string) => paypal.client.getSubscription(id);
const recordOf = async (user: TestUser) =>
  (await app.database.get(`users/${user.uid}/subscription`)) as {
    status: string;
    pause_collection: { resumes_at: number | null } | null;
  };
const resumeJob = () => app.runJob('resumePausedPayPalSubscriptions');
const paypalAction = async (id: string, action: 'activate' | 'suspend', reason: string) =>
  paypal.client.subscriptionAction(id, action, reason);

describe('a PayPal pause resumes on its date (hourly job)', () => {
  it('shows the date the picker promised, and the job reactivates it then, not before', async () => {
    const before = Date.now();
    const { user, id, resumesAt } = await pausedSubscriber(2);
    expect(resumesAt).toBeGreaterThanOrEqual(pauseResumesAt(new Date(before), 2) * 1000);
    expect((await recordOf(user)).pause_collection?.resumes_at).toBe(resumesAt / 1000);
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [] });
    await moveClocksTo(resumesAt - 3_600_000);
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [] });
    expect((await atPayPal(id))?.status).toBe('SUSPENDED');

    await moveClocksTo(resumesAt + 60_000);
    expect(await resumeJob()).toEqual({ resumed: 1, forSupport: [] });
    expect((await atPayPal(id))?.status).toBe('ACTIVE');
    const record = await recordOf(user);
    expect(record.status).toBe('active');
    expect(record.pause_collection ?? null).toBeNull();
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [] });
  });

  it('forgets a pause its owner ended early', async () => {
    const { user, id, resumesAt } = await pausedSubscriber(1);
    const unpaused = await app.call('POST', endpoints.unpauseSubscription.path, {
      token: user.idToken,
      body: {},
    });
    expect(unpaused.status).toBe(200);
    expect(await app.database.get(`paypalPauses/${id}`)).toBeNull();
    await moveClocksTo(resumesAt + 60_000);
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [] });
  });

  it('never reactivates a paused contract held for a cancellation', async () => {
    const { id, resumesAt } = await pausedSubscriber(1);
    const endsAt = new Date(resumesAt + 30 * 86_400_000).toISOString();
    await app.database.set(`scheduledCancellations/${id}`, {
      cancellationId: 'c-held',
      provider: 'paypal',
      wishedDay: endsAt.slice(0, 10),
      endsAt,
      scheduledAt: new Date(Date.now() + clockOffset).toISOString(),
      suspendedAt: new Date(Date.now() + clockOffset).toISOString(),
      paused: true,
    });
    await moveClocksTo(resumesAt + 60_000);
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [] });
    expect((await atPayPal(id))?.status).toBe('SUSPENDED');
  });

  it('never reactivates a suspension PayPal made later (e.g. after failed payments): listed for support', async () => {
    const { id, resumesAt } = await pausedSubscriber(1);
    // Reactivated outside Fastwell, then suspended again two days later by PayPal itself.
    await paypalAction(id, 'activate', 'Reactivated at PayPal');
    await moveClocksTo(Date.now() + clockOffset + 2 * 86_400_000);
    await paypalAction(id, 'suspend', 'Maximum number of failed payments reached');
    await moveClocksTo(resumesAt + 60_000);
    expect(await resumeJob()).toEqual({ resumed: 0, forSupport: [id] });
    expect((await atPayPal(id))?.status).toBe('SUSPENDED');
  });
});
