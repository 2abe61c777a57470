import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { manageStateOf } from '../../contract/subscription-state';
import { hasActiveSubscription } from '../../domain/active-subscription.rules';
import { RENEWAL_MAIL_TEXTS } from '../../domain/renewal-mail/renewal-mail.texts';
import { restoreStoredView } from '../../domain/subscription-view.mapping';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { latestSubtype, paypalPurchase, webhooksSettled } from '../../testing/webhook-helpers';
import { PAYPAL_PAYMENTS_PAGE } from '../../contract/provider-pages';
import type { RenewalRecoveryRecord } from '../shared/renewal-recoveries.repository';

const mailer = new CapturingMailer();
const hooks = useWebhookApp({ mailer });
// Each test starts from PayPal's clock at real time (the API's clock is real time; a
// subscription started in PayPal's future would be refused).
beforeEach(async () => {
  await webhooksSettled(hooks);
  hooks.paypalEmulator.reset();
});
const en = RENEWAL_MAIL_TEXTS.en;
const DAY_MS = 86_400_000;

const admin = async (path: string, body: unknown) => {
  const response = await fetch(`${hooks.paypalEmulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** Moves PayPal's clock by `days` (billing and retrying what falls due); webhooks delivered. */
async function paypalDaysLater(days: number): Promise<void> {
  const clock = (await (await fetch(`${hooks.paypalEmulator.url}/_emulator/clock`)).json()) as {
    now: string;
  };
  await admin('/_emulator/clock/advance', {
    to: new Date(Date.parse(clock.now) + days * DAY_MS).toISOString(),
  });
  await webhooksSettled(hooks);
}

const renewalMails = (email: string) => mailer.toExceptContracts(email);

async function payPalSubscriberWhoseFundingDeclines() {
  const email = `paypal-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  await hooks.app.database.set(`users/${user.uid}/newsletterEmail`, email);
  await hooks.app.database.set(`users/${user.uid}/lang`, 'en');
  const id = await paypalPurchase(hooks, user, email);
  await admin(`/_emulator/subscriptions/${id}/funding`, { declines: true });
  return { user, email, id };
}

const premium = async (uid: string) => hasActiveSubscription(await hooks.record(uid), new Date());

describe('a PayPal renewal that fails', () => {
  it('one mail points to PayPal; premium in grace; PayPal suspends at the threshold: premium ends, told apart from a pause', async () => {
    const { user, email, id } = await payPalSubscriberWhoseFundingDeclines();
    await paypalDaysLater(32);

    const [failed, ...more] = renewalMails(email);
    expect(more).toHaveLength(0);
    expect(failed?.subject).toBe(en.paypalFailed.subject);
    expect(failed?.text).toContain(PAYPAL_PAYMENTS_PAGE);
    expect(failed?.text).not.toContain('/card-update');
    expect(latestSubtype(await hooks.record(user.uid))).toBe('failed_renewal');
    expect(await premium(user.uid)).toBe(true);

    // PayPal retries (5 and 10 days later) and fails again: no mail per retry.
    await paypalDaysLater(11);
    expect(renewalMails(email)).toHaveLength(1);

    // Three failed cycles (the plans' payment_failure_threshold): PayPal suspends.
    await paypalDaysLater(31);
    await paypalDaysLater(31);
    const subscription = (await (
      await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`)
    ).json()) as { status: string };
    expect(subscription.status).toBe('SUSPENDED');
    const record = await hooks.record(user.uid);
    const view = restoreStoredView(record.subscription);
    expect(view).toMatchObject({
      status: 'unpaid',
      end_reason: 'payment_failed',
      pause_collection: null,
    });
    expect(view && manageStateOf(view)).toEqual({ state: 'expired' });
    expect(latestSubtype(record)).toBe('on_hold');
    expect(await premium(user.uid)).toBe(false);
    expect(renewalMails(email).map((mail) => mail.subject)).toEqual([
      en.paypalFailed.subject,
      en.ended.subject,
    ]);
    const recoveries = (await hooks.app.database.get('renewalRecoveries')) as Record<
      string,
      RenewalRecoveryRecord
    >;
    expect(Object.values(recoveries).filter((entry) => entry.subscriptionId === id)).toEqual([
      expect.objectContaining({ provider: 'paypal', outcome: 'ended', uid: user.uid }),
    ]);
  });

  it('funding fixed before the retry: PayPal collects, the subscription is active again', async () => {
    const { user, email, id } = await payPalSubscriberWhoseFundingDeclines();
    await paypalDaysLater(32);
    expect(renewalMails(email)).toHaveLength(1);
    await admin(`/_emulator/subscriptions/${id}/funding`, { declines: false });
    await paypalDaysLater(6);
    const record = await hooks.record(user.uid);
    expect(restoreStoredView(record.subscription)?.status).toBe('active');
    expect(latestSubtype(record)).toBe('renewed');
    expect(await premium(user.uid)).toBe(true);
    const recoveries = (await hooks.app.database.get('renewalRecoveries')) as Record<
      string,
      RenewalRecoveryRecord
    >;
    expect(Object.values(recoveries).filter((entry) => entry.subscriptionId === id)).toEqual([
      expect.objectContaining({ outcome: 'retry' }),
    ]);
    expect(renewalMails(email)).toHaveLength(1);
  });
});
