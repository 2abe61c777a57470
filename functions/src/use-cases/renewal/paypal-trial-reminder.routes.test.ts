import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { TRIAL_REMINDER_MAIL_TEXTS } from '../../domain/trial-reminder-mail/trial-reminder-mail.texts';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { paypalPurchase, webhooksSettled } from '../../testing/webhook-helpers';

const mailer = new CapturingMailer();
/** The API's clock runs this far ahead of real time (PayPal's clock moved; no webhook follows). */
let clockOffset = 0;
const hooks = useWebhookApp({ mailer, clock: { now: () => new Date(Date.now() + clockOffset) } });
const TRIAL_PLAN = 'P-v8_trialV8_eur';
const DAY_MS = 86_400_000;
const en = TRIAL_REMINDER_MAIL_TEXTS.en;

beforeEach(async () => {
  await webhooksSettled(hooks);
  hooks.paypalEmulator.reset();
  clockOffset = 0;
});

const reminders = (email: string) =>
  mailer.toExceptContracts(email).filter((mail) => mail.text.includes(en.cancelLink));

async function trialBuyer() {
  const email = `paypal-trial-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  await hooks.app.database.set(`users/${user.uid}/newsletterEmail`, email);
  const id = await paypalPurchase(hooks, user, email, TRIAL_PLAN);
  const subscription = (await (
    await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`)
  ).json()) as { billing_info: { next_billing_time: string } };
  return { user, email, id, trialEnd: Date.parse(subscription.billing_info.next_billing_time) };
}

/** Moves PayPal's clock and the API's to `at` (the trial has not converted: nothing is billed). */
async function clocksTo(at: number): Promise<void> {
  const moved = await fetch(`${hooks.paypalEmulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: new Date(at).toISOString() }),
  });
  expect(moved.ok).toBe(true);
  clockOffset = at - Date.now();
}

describe('the mail three days before a PayPal trial converts (hourly job)', () => {
  it("is sent once, with the date and PayPal's regular price, by the job, not before", async () => {
    const { email, trialEnd } = await trialBuyer();
    expect(await hooks.app.runJob('sendTrialReminders')).toEqual({ sent: 0, dropped: 0 });
    await clocksTo(trialEnd - 3 * DAY_MS - 3_600_000);
    await hooks.app.runJob('sendTrialReminders');
    expect(reminders(email)).toHaveLength(0);

    await clocksTo(trialEnd - 3 * DAY_MS + 3_600_000);
    expect(await hooks.app.runJob('sendTrialReminders')).toEqual({ sent: 1, dropped: 0 });
    const [mail] = reminders(email);
    expect(mail?.text).toContain('PayPal');
    // The one-month plan's regular price (29.99 €), not the trial fee.
    expect(mail?.text).toMatch(/29[.,]99/);
    expect(mail?.text).toContain('/cancel');
    expect(await hooks.app.runJob('sendTrialReminders')).toEqual({ sent: 0, dropped: 0 });
    expect(reminders(email)).toHaveLength(1);
  });

  it('a trial cancelled before it is due gets no reminder', async () => {
    const { user, email, trialEnd } = await trialBuyer();
    const cancelled = await hooks.app.call('POST', endpoints.cancelSubscription.path, {
      token: user.idToken,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    await webhooksSettled(hooks);
    await clocksTo(trialEnd - 3 * DAY_MS + 3_600_000);
    expect(await hooks.app.runJob('sendTrialReminders')).toEqual({ sent: 0, dropped: 1 });
    expect(reminders(email)).toHaveLength(0);
  });
});
