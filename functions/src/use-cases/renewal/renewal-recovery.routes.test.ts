import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { hasActiveSubscription } from '../../domain/active-subscription.rules';
import { RENEWAL_MAIL_TEXTS } from '../../domain/renewal-mail/renewal-mail.texts';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { completeChallenge, payWithCard, setUpCard } from '../../testing/stripe-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import {
  DAY,
  advanceStripeClock,
  latestSubtype,
  purchase,
  webhooksSettled,
} from '../../testing/webhook-helpers';
import type { RenewalRecoveryRecord } from '../shared/renewal-recoveries.repository';

const mailer = new CapturingMailer();
// The API's clock follows the Stripe emulator's, which the tests move forward.
const hooks = useWebhookApp({ emulatorClock: true, mailer });
const MONTHLY = 'price_v8_oneMonthV8_eur';
const de = RENEWAL_MAIL_TEXTS.de;
const en = RENEWAL_MAIL_TEXTS.en;

beforeEach(() => {
  mailer.failing = false;
});

interface Subscribed {
  user: TestUser;
  email: string;
  subscriptionId: string;
}

/** A monthly subscriber (card 4242) whose card the issuer will decline from now on. */
async function subscriberWithDecliningCard(
  declineCode: string,
  lang: 'de' | 'en' = 'de',
): Promise<Subscribed> {
  const email = `abonnent-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  const subscriptionId = await purchase(hooks, user, { priceId: MONTHLY, email, lang });
  const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId);
  await hooks.stripeAdmin(
    'POST',
    `/_emulator/payment_methods/${String(subscription.default_payment_method)}/decline`,
    { decline_code: declineCode },
  );
  return { user, email, subscriptionId };
}

/** Moves the clock to a minute after the subscription's period ends: its renewal is charged. */
async function untilRenewal(subscriptionId: string): Promise<void> {
  const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId);
  const end = subscription.items.data[0]?.current_period_end ?? 0;
  await advanceStripeClock(hooks, end + 60 - hooks.stripeEmulator.state.clock.now());
  await webhooksSettled(hooks);
}

/** Moves the clock (and the API's) forward and waits for every webhook. */
async function daysLater(days: number): Promise<void> {
  await advanceStripeClock(hooks, days * DAY);
  await webhooksSettled(hooks);
}

const renewalMails = (email: string) =>
  mailer.toExceptContracts(email).filter((mail) => !/Kündigung|cancel/i.test(mail.subject));

function tokenOf(text: string): string {
  const match = /\/card-update\?token=([A-Za-z0-9_.%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no card-update link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

const call = (endpoint: { path: string }, body: Record<string, unknown>) =>
  hooks.app.call('POST', endpoint.path, { body });

async function renewalInvoice(subscriptionId: string) {
  const invoices = await hooks.stripe.invoices.list({ subscription: subscriptionId });
  const renewal = invoices.data.find((invoice) => invoice.billing_reason === 'subscription_cycle');
  if (!renewal?.id) throw new Error('no renewal invoice');
  return renewal;
}

const recoveryOf = async (invoiceId: string) =>
  (await hooks.app.database.get(`renewalRecoveries/${invoiceId}`)) as RenewalRecoveryRecord | null;

const premium = async (uid: string) =>
  hasActiveSubscription(
    await hooks.record(uid),
    new Date(hooks.stripeEmulator.state.clock.now() * 1000),
  );

/** The new card, entered on the link's page: a SetupIntent confirmed in the browser, then paid. */
async function updateCard(token: string, card = '4242424242424242') {
  const setup = await call(endpoints.startCardUpdate, { token });
  expect(setup.status).toBe(200);
  const setupIntentId = await setUpCard(
    hooks.stripeEmulator.url,
    String(setup.body.clientSecret),
    card,
  );
  const completed = await call(endpoints.completeCardUpdate, { token, setupIntentId });
  await webhooksSettled(hooks);
  return completed;
}

describe('a renewal that fails at Stripe is recovered', () => {
  it('fail → one mail → a new card through the link without signing in → paid at once, premium continuous', async () => {
    const { user, email, subscriptionId } = await subscriberWithDecliningCard('insufficient_funds');
    await untilRenewal(subscriptionId);

    const [mail, ...more] = renewalMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(de.failed.subject);
    expect(mail?.text).toContain(de.reasons.insufficient);
    expect(await premium(user.uid)).toBe(true);
    expect(latestSubtype(await hooks.record(user.uid))).toBe('failed_renewal');

    const token = tokenOf(mail?.text ?? '');
    const status = await call(endpoints.cardUpdateStatus, { token });
    const invoice = await renewalInvoice(subscriptionId);
    expect(status.body).toMatchObject({
      cardUpdate: { state: 'open', needs: 'card', amount: invoice.amount_due, hardDecline: false },
    });

    // After the grace period, while Stripe still retries, the link still works.
    await daysLater(3);
    expect(await premium(user.uid)).toBe(false);
    const completed = await updateCard(token);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ cardUpdate: { state: 'paid' } });

    const paid = await renewalInvoice(subscriptionId);
    expect(paid.status).toBe('paid');
    expect(paid.amount_paid).toBe(invoice.amount_due);
    expect(latestSubtype(await hooks.record(user.uid))).toBe('renewed');
    expect(await premium(user.uid)).toBe(true);
    expect(await recoveryOf(invoice.id ?? '')).toMatchObject({ outcome: 'card-update' });

    // The retry that was scheduled charges nothing more; the link is spent.
    await daysLater(4);
    expect((await renewalInvoice(subscriptionId)).amount_paid).toBe(invoice.amount_due);
    expect(renewalMails(email)).toHaveLength(1);
    const again = await call(endpoints.startCardUpdate, { token });
    expect(again.status).toBe(409);
  });

  it('fail → retries exhausted → premium ends, the record says why, three mails in all', async () => {
    const { user, email, subscriptionId } = await subscriberWithDecliningCard(
      'generic_decline',
      'en',
    );
    await untilRenewal(subscriptionId);
    expect(renewalMails(email).map((mail) => mail.subject)).toEqual([en.failed.subject]);
    await daysLater(3);
    expect(await premium(user.uid)).toBe(false);
    expect(renewalMails(email)).toHaveLength(1);
    await daysLater(2);
    expect(renewalMails(email).map((mail) => mail.subject)).toEqual([
      en.failed.subject,
      en.lastRetry.subject,
    ]);
    await daysLater(2);

    const subjects = renewalMails(email).map((mail) => mail.subject);
    expect(subjects).toEqual([en.failed.subject, en.lastRetry.subject, en.ended.subject]);
    const ended = renewalMails(email)[2];
    expect(ended?.text).toContain('/manage_subscription');
    const record = await hooks.record(user.uid);
    expect(latestSubtype(record)).toBe('expired');
    expect(record.subscription).toMatchObject({ status: 'canceled', end_reason: 'payment_failed' });
    expect(await premium(user.uid)).toBe(false);
    const invoice = await renewalInvoice(subscriptionId);
    expect(await recoveryOf(invoice.id ?? '')).toMatchObject({ outcome: 'ended' });

    // The last mail's subscription is over: the first mail's link says so.
    const token = tokenOf(renewalMails(email)[0]?.text ?? '');
    const status = await call(endpoints.cardUpdateStatus, { token });
    expect(status.body).toMatchObject({ cardUpdate: { state: 'ended' } });
    expect((await call(endpoints.startCardUpdate, { token })).status).toBe(409);
  });

  it('a hard decline (lost card) asks for a new card at once; no retry charges that card', async () => {
    const { email, subscriptionId } = await subscriberWithDecliningCard('lost_card');
    await untilRenewal(subscriptionId);
    const [mail] = renewalMails(email);
    expect(mail?.subject).toBe(de.failedHard.subject);
    expect(mail?.text).toContain(de.reasons.lost);
    const status = await call(endpoints.cardUpdateStatus, { token: tokenOf(mail?.text ?? '') });
    expect(status.body).toMatchObject({ cardUpdate: { hardDecline: true, state: 'open' } });
    await daysLater(5);
    expect(renewalMails(email)).toHaveLength(1);
    expect((await renewalInvoice(subscriptionId)).attempt_count).toBe(1);
  });

  it('an expired card is a hard decline too, and a new card recovers it', async () => {
    const { user, email, subscriptionId } = await subscriberWithDecliningCard('expired_card', 'en');
    await untilRenewal(subscriptionId);
    const [mail] = renewalMails(email);
    expect(mail?.subject).toBe(en.failedHard.subject);
    expect(mail?.text).toContain(en.reasons.expired);
    const completed = await updateCard(tokenOf(mail?.text ?? ''));
    expect(completed.body).toMatchObject({ cardUpdate: { state: 'paid' } });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('renewed');
  });

  it('a new card that declines too answers with its decline and leaves the renewal open', async () => {
    const { email, subscriptionId } = await subscriberWithDecliningCard('generic_decline', 'en');
    await untilRenewal(subscriptionId);
    const token = tokenOf(renewalMails(email)[0]?.text ?? '');
    const completed = await updateCard(token, '4000000000000341');
    expect(completed.status).toBe(402);
    // Stripe's decline code passes through, as at the checkout.
    expect(completed.body).toMatchObject({ error: { code: 'generic_decline' } });
    const status = await call(endpoints.cardUpdateStatus, { token });
    expect(status.body).toMatchObject({ cardUpdate: { state: 'open' } });
  });

  it('a renewal that needs authentication: one mail, 3-D Secure from its link, paid', async () => {
    const email = `abonnent-${randomUUID()}@example.com`;
    const user = await hooks.signedIn();
    // 3184 asks for 3-D Secure on every payment, the renewal's included.
    const created = await hooks.app.call('POST', endpoints.createSubscription.path, {
      token: user.idToken,
      body: { priceId: MONTHLY, email, lang: 'en' },
    });
    const clientSecret = String(created.body.clientSecret);
    await payWithCard(hooks.stripeEmulator.url, clientSecret, '4000002760003184');
    await completeChallenge(hooks.stripeEmulator.url, clientSecret);
    const subscriptionId = String(created.body.subscriptionId);
    await webhooksSettled(hooks);
    await untilRenewal(subscriptionId);
    const [mail, ...more] = renewalMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(en.authentication.subject);
    const token = tokenOf(mail?.text ?? '');
    const status = await call(endpoints.cardUpdateStatus, { token });
    expect(status.body).toMatchObject({ cardUpdate: { state: 'open', needs: 'authentication' } });

    const secret = await call(endpoints.authenticateRenewal, { token });
    expect(secret.status).toBe(200);
    await completeChallenge(hooks.stripeEmulator.url, String(secret.body.clientSecret));
    await webhooksSettled(hooks);
    const after = await call(endpoints.cardUpdateStatus, { token });
    expect(after.body).toMatchObject({ cardUpdate: { state: 'paid' } });
    expect(latestSubtype(await hooks.record(user.uid))).toBe('renewed');
    const invoice = await renewalInvoice(subscriptionId);
    expect(await recoveryOf(invoice.id ?? '')).toMatchObject({ outcome: 'authentication' });
  });

  it('a retry and a new card paying at the same moment charge once', async () => {
    const { email, subscriptionId } = await subscriberWithDecliningCard('generic_decline', 'en');
    await untilRenewal(subscriptionId);
    const invoice = await renewalInvoice(subscriptionId);
    const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId);
    // The bank accepts the old card again, just as the subscriber enters a new one.
    await hooks.stripeAdmin(
      'POST',
      `/_emulator/payment_methods/${String(subscription.default_payment_method)}/decline`,
      { decline_code: null },
    );
    const token = tokenOf(renewalMails(email)[0]?.text ?? '');
    const setup = await call(endpoints.startCardUpdate, { token });
    const setupIntentId = await setUpCard(
      hooks.stripeEmulator.url,
      String(setup.body.clientSecret),
    );
    // Stripe's scheduled retry (3 days after the failure) and the page's payment, together.
    const [completed] = await Promise.all([
      call(endpoints.completeCardUpdate, { token, setupIntentId }),
      daysLater(3),
    ]);
    expect(completed.body).toMatchObject({ cardUpdate: { state: 'paid' } });
    const paid = await renewalInvoice(subscriptionId);
    expect(paid.status).toBe('paid');
    const charges = await hooks.stripe.charges.list({ customer: String(subscription.customer) });
    const succeeded = charges.data.filter(
      (charge) =>
        charge.customer === subscription.customer &&
        charge.status === 'succeeded' &&
        charge.amount === invoice.amount_due,
    );
    // The first month and this renewal: one payment each.
    expect(succeeded).toHaveLength(2);
  });

  it('a stranger cannot use or forge the link; the signed-in owner gets their own', async () => {
    const { user, email, subscriptionId } = await subscriberWithDecliningCard('generic_decline');
    await untilRenewal(subscriptionId);
    const token = tokenOf(renewalMails(email)[0]?.text ?? '');
    const [payload, signature] = token.split('.');
    const forged = `${payload}.${(signature ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    for (const bad of [forged, 'nonsense', `${token}x`]) {
      const answer = await call(endpoints.cardUpdateStatus, { token: bad });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'card-update-link-invalid' } });
    }
    const own = await hooks.app.call('POST', endpoints.cardUpdateLink.path, {
      token: user.idToken,
      body: {},
    });
    expect(own.body).toEqual({ token });
    const stranger = await hooks.signedIn();
    const theirs = await hooks.app.call('POST', endpoints.cardUpdateLink.path, {
      token: stranger.idToken,
      body: {},
    });
    expect(theirs.body).toEqual({ token: null });
    expect(subscriptionId).toBeTruthy();
  });
});
