import { randomUUID } from 'node:crypto';
import { uniqueCardNumber } from '@fastwell/emulators/stripe/testing/unique-card';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { formatDate } from '../../domain/mail/mail-dates';
import { TRIAL_REMINDER_MAIL_TEXTS } from '../../domain/trial-reminder-mail/trial-reminder-mail.texts';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, advanceStripeClock, purchase, webhooksSettled } from '../../testing/webhook-helpers';

const mailer = new CapturingMailer();
// The API's clock follows the Stripe emulator's, which the tests move forward.
const hooks = useWebhookApp({ emulatorClock: true, mailer });
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';

const reminders = (email: string, language: 'de' | 'en') =>
  mailer
    .toExceptContracts(email)
    .filter((mail) => mail.text.includes(TRIAL_REMINDER_MAIL_TEXTS[language].cancelLink));

async function trialSubscriber(lang: 'de' | 'en') {
  const email = `probe-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  const id = await purchase(
    hooks,
    user,
    { priceId: ONE_MONTH, trialId: TRIAL, email, lang },
    uniqueCardNumber(),
  );
  const subscription = await hooks.stripe.subscriptions.retrieve(id);
  return { user, email, id, trialEnd: subscription.trial_end ?? 0 };
}

const until = async (unixSeconds: number) => {
  const now = hooks.stripeEmulator.state.clock.now();
  await advanceStripeClock(hooks, unixSeconds - now);
  await webhooksSettled(hooks);
};

describe('the mail three days before a trial converts', () => {
  it('tells the date, the price that will be charged and the cancel link, once', async () => {
    const { email, trialEnd } = await trialSubscriber('de');
    await until(trialEnd - 3 * DAY - 60);
    expect(reminders(email, 'de')).toHaveLength(0);
    await until(trialEnd - 3 * DAY + 60);

    const [mail, ...more] = reminders(email, 'de');
    expect(more).toHaveLength(0);
    const date = formatDate('de', new Date(trialEnd * 1000).toISOString());
    expect(mail?.subject).toBe(TRIAL_REMINDER_MAIL_TEXTS.de.subject(date));
    const price = await hooks.stripe.prices.retrieve(ONE_MONTH);
    const amount = ((price.unit_amount ?? 0) / 100).toFixed(2).replace('.', ',');
    expect(mail?.text).toContain(amount);
    expect(mail?.text).toContain('/cancel');

    await until(trialEnd + DAY);
    expect(reminders(email, 'de')).toHaveLength(1);
  });

  it('a trial cancelled before the reminder is not reminded', async () => {
    const { user, email, trialEnd } = await trialSubscriber('en');
    const cancelled = await hooks.app.call('POST', endpoints.cancelSubscription.path, {
      token: user.idToken,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    await until(trialEnd - 2 * DAY);
    expect(reminders(email, 'en')).toHaveLength(0);
  });
});
