import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAWAL_STOP_PARAM } from '../../contract/url-params';
import { endpoints } from '../../contract/endpoints';
import { WITHDRAWAL_MAIL_TEXTS } from '../../domain/withdrawal-mail/withdrawal-mail.texts';
import { formatMoney } from '../../domain/mail/mail-money';
import { CapturingMailer } from '../../testing/capturing-mailer';
import type { OutgoingMail } from '../../adapters/mail/mailer.port';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, advanceStripeClock, purchase, webhooksSettled } from '../../testing/webhook-helpers';

const mailer = new CapturingMailer();
const hooks = useWebhookApp({ mailer, emulatorClock: true });
const HOUR = 3600;

beforeEach(async () => {
  mailer.failing = false;
  await hooks.stripeAdmin('DELETE', '/_emulator/faults');
});

const newEmail = () => `widerruf-${randomUUID()}@example.com`;
const withdraw = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  hooks.app.call('POST', endpoints.submitWithdrawal.path, { body, headers });
const stop = (token: string) =>
  hooks.app.call('POST', endpoints.stopWithdrawal.path, { body: { token } });
const carryOut = () => hooks.app.runJob('carryOutWithdrawals');

const subjects = WITHDRAWAL_MAIL_TEXTS.de;
const withdrawalMails = (email: string, subject: string) =>
  mailer.to(email).filter((mail) => mail.subject === subject);
const stopTokenOf = (mail: OutgoingMail | undefined): string => {
  const match = new RegExp(`/withdraw/stop\\?${WITHDRAWAL_STOP_PARAM}=([A-Za-z0-9_.-]+)`).exec(
    mail?.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no stop link in:\n${mail?.text}`);
  return match[1];
};

/** A card buyer (an anonymous account, as in the funnel) who paid the first month. */
async function cardBuyer(email: string) {
  const user = await hooks.signedIn();
  const subscriptionId = await purchase(hooks, user, {
    priceId: 'price_v8_oneMonthV8_eur',
    email,
    lang: 'de',
  });
  await webhooksSettled(hooks);
  return { user, subscriptionId };
}

const emulatorObjects = async (type: string): Promise<Record<string, unknown>[]> =>
  (
    (await hooks.stripeAdmin('GET', `/_emulator/objects?type=${type}`)) as {
      data: Record<string, unknown>[];
    }
  ).data;
/** Where a withdrawal stands (the job's counts include other tests' withdrawals). */
const statusOf = async (id: unknown) => hooks.app.database.get(`withdrawals/${String(id)}/status`);
const idOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.withdrawal as { id: string }).id;

const refundsOf = async (subscriptionId: string) => {
  const invoices = (await emulatorObjects('invoice')).filter(
    (invoice) =>
      (invoice.parent as { subscription_details?: { subscription?: string } } | null)
        ?.subscription_details?.subscription === subscriptionId,
  );
  const intents = new Set(
    invoices.flatMap((invoice) =>
      (
        (invoice.payments as { data?: { payment?: { payment_intent?: string } }[] } | undefined)
          ?.data ?? []
      ).map((payment) => payment.payment?.payment_intent),
    ),
  );
  return (await emulatorObjects('refund')).filter((refund) =>
    intents.has(refund.payment_intent as string),
  );
};
const paidOf = async (subscriptionId: string) =>
  (await emulatorObjects('invoice'))
    .filter(
      (invoice) =>
        (invoice.parent as { subscription_details?: { subscription?: string } } | null)
          ?.subscription_details?.subscription === subscriptionId,
    )
    .reduce((sum, invoice) => sum + Number(invoice.amount_paid), 0);

describe('POST /api/withdrawals (Art. 11a CRD, §356a BGB)', () => {
  it('within 14 days: a receipt at once; 48 hours later the contract ends and all is refunded', async () => {
    const email = newEmail();
    const { user, subscriptionId } = await cardBuyer(email);
    const answer = await withdraw({ name: 'Jürgen Müller', email, language: 'de' });
    expect(answer.status).toBe(201);
    const id = idOf(answer);
    expect(answer.body).toEqual({
      withdrawal: {
        id: expect.any(String),
        receivedAt: expect.any(String),
        name: 'Jürgen Müller',
        email,
      },
    });
    const [received, ...more] = withdrawalMails(email, subjects.received.subject);
    expect(more).toEqual([]);
    const paid = await paidOf(subscriptionId);
    expect(paid).toBeGreaterThan(0);
    expect(received?.text).toContain(subscriptionId);
    expect(received?.text).toContain(formatMoney('de', paid, 'eur'));
    expect(received?.text).toContain(subjects.received.stopLink);

    // Not yet: the stop link works until then, and access continues.
    await carryOut();
    await advanceStripeClock(hooks, 47 * HOUR);
    expect(await carryOut()).toMatchObject({ failed: 0 });
    expect(await statusOf(id)).toBe('received');
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');

    await advanceStripeClock(hooks, HOUR + 60);
    expect(await carryOut()).toMatchObject({ failed: 0 });
    expect(await statusOf(id)).toBe('carried-out');
    await webhooksSettled(hooks);
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    const refunds = await refundsOf(subscriptionId);
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBe(paid);
    const record = await hooks.record(user.uid);
    expect(record).toMatchObject({ subscription: { status: 'canceled' } });
    // The refund came back through Stripe's webhook onto the payment's ledger entry.
    const ledger = Object.values(record.payments as Record<string, { amount: number }>);
    expect(ledger.map((payment) => payment.amount).reduce((sum, amount) => sum + amount)).toBe(
      paid,
    );
    for (const payment of ledger) expect(payment).toMatchObject({ refunded: payment.amount });
    const [done] = withdrawalMails(email, subjects.carriedOut.subject);
    expect(done?.text).toContain(formatMoney('de', paid, 'eur'));

    // Another run changes nothing: refunded once.
    await carryOut();
    expect(await refundsOf(subscriptionId)).toHaveLength(refunds.length);
    expect(await stop(stopTokenOf(received))).toMatchObject({
      status: 409,
      body: { error: { code: 'withdrawal-carried-out' } },
    });
  });

  it('after 14 days: the mail says when the period ended and points to cancelling; nothing ends', async () => {
    const email = newEmail();
    const { subscriptionId } = await cardBuyer(email);
    await advanceStripeClock(hooks, 15 * DAY);
    const answer = await withdraw({ name: 'Anna', email, language: 'de' });
    expect(answer.status).toBe(201);
    const [received] = withdrawalMails(email, subjects.received.subject);
    expect(received?.text).toContain(subjects.received.cancelLink);
    expect(received?.text).not.toContain(subjects.received.stopLink);
    expect(received?.html).toContain('href="https://fastwell.test/cancel?lang=de"');
    await advanceStripeClock(hooks, 3 * DAY);
    await carryOut();
    expect(await statusOf(idOf(answer))).toBe('received');
    expect((await hooks.app.database.get('withdrawalsDue')) ?? {}).not.toHaveProperty(idOf(answer));
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });

  it('an unknown address gets the same receipt; only the mail says nothing was found', async () => {
    const email = newEmail();
    const answer = await withdraw({
      name: 'Niemand',
      email,
      reference: 'sub_nothing',
      language: 'en',
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body.withdrawal as object).sort()).toEqual([
      'email',
      'id',
      'name',
      'receivedAt',
      'reference',
    ]);
    const [received] = mailer.to(email);
    expect(received?.subject).toBe(WITHDRAWAL_MAIL_TEXTS.en.received.subject);
    expect(received?.text).toContain('sub[_]nothing'.replace('[_]', '_'));
    expect(received?.text).not.toContain(WITHDRAWAL_MAIL_TEXTS.en.received.stopLink);
  });

  it('a repeated submission is confirmed again and refunds once', async () => {
    const email = newEmail();
    const { subscriptionId } = await cardBuyer(email);
    expect((await withdraw({ name: 'Anna', email, language: 'de' })).status).toBe(201);
    await advanceStripeClock(hooks, HOUR);
    expect((await withdraw({ name: 'Anna', email, language: 'de' })).status).toBe(201);
    expect(withdrawalMails(email, subjects.received.subject)).toHaveLength(2);
    await advanceStripeClock(hooks, 49 * HOUR);
    expect(await carryOut()).toMatchObject({ failed: 0 });
    const refunds = await refundsOf(subscriptionId);
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBe(
      await paidOf(subscriptionId),
    );
    expect(withdrawalMails(email, subjects.carriedOut.subject)).toHaveLength(1);
  });

  it('a stranger who knows the address: the owner stops it with the mail link, and nothing ends', async () => {
    const email = newEmail();
    const { subscriptionId } = await cardBuyer(email);
    // The stranger sends it twice, from anywhere, claiming any header, in any language.
    await withdraw(
      { name: 'Mallory', email, language: 'fr' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    await withdraw({ name: 'Mallory', email, reference: subscriptionId, language: 'es' });
    const [first, second] = [
      ...withdrawalMails(email, WITHDRAWAL_MAIL_TEXTS.fr.received.subject),
      ...withdrawalMails(email, WITHDRAWAL_MAIL_TEXTS.es.received.subject),
    ];
    const stopped = await stop(stopTokenOf(second));
    expect(stopped).toMatchObject({
      status: 200,
      body: { stopped: { receivedAt: expect.any(String) } },
    });
    expect(await stop(stopTokenOf(second))).toMatchObject({ status: 200 });
    expect(await stop(stopTokenOf(first))).toMatchObject({ status: 200 });
    expect(await stop('forged.token')).toMatchObject({
      status: 400,
      body: { error: { code: 'stop-link-invalid' } },
    });
    await advanceStripeClock(hooks, 49 * HOUR);
    expect(await carryOut()).toMatchObject({ failed: 0 });
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    expect(await refundsOf(subscriptionId)).toEqual([]);
  });

  it('a refund the provider refuses is retried by the next run, and never made twice', async () => {
    const email = newEmail();
    const { subscriptionId } = await cardBuyer(email);
    const id = idOf(await withdraw({ name: 'Anna', email, language: 'de' }));
    await advanceStripeClock(hooks, 49 * HOUR);
    await hooks.stripeAdmin('POST', '/_emulator/faults', [
      { method: 'POST', path: '/v1/refunds', error: 'api_error_500' },
    ]);
    expect(await carryOut()).toMatchObject({ waiting: 1, failed: 0 });
    expect(await statusOf(id)).toBe('received');
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(await refundsOf(subscriptionId)).toEqual([]);
    expect(withdrawalMails(email, subjects.carriedOut.subject)).toEqual([]);

    await hooks.stripeAdmin('DELETE', '/_emulator/faults');
    expect(await carryOut()).toEqual({ carriedOut: 1, waiting: 0, failed: 0 });
    expect(await statusOf(id)).toBe('carried-out');
    const made = Object.values((await hooks.app.database.get(`withdrawals/${id}/refunds`)) ?? {});
    expect(made).toEqual([
      expect.objectContaining({ kind: 'invoice', status: 'refunded', attempts: 2 }),
    ]);
    expect(made[0]).not.toHaveProperty('lastError');
    const refunds = await refundsOf(subscriptionId);
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBe(
      await paidOf(subscriptionId),
    );
    expect(withdrawalMails(email, subjects.carriedOut.subject)).toHaveLength(1);
  });

  it('the e-book bought with the waiver is named and kept; the subscription is withdrawn', async () => {
    const email = newEmail();
    const { user, subscriptionId } = await cardBuyer(email);
    const bought = await hooks.app.call('POST', endpoints.purchaseEbook.path, {
      token: user.idToken,
      body: {
        priceId: 'price_ebookV1_ebookV1_eur',
        currency: 'eur',
        immediateDeliveryConsent: true,
      },
    });
    expect(bought.status).toBe(200);
    await webhooksSettled(hooks);
    const intentId = String(await hooks.app.database.get(`users/${user.uid}/ebookPaymentIntentId`));

    const withdrawalId = idOf(await withdraw({ name: 'Anna', email, language: 'de' }));
    const [received] = withdrawalMails(email, subjects.received.subject);
    expect(received?.text).toContain(intentId);
    expect(received?.text).toContain(subjects.received.waived.slice(0, 40));
    expect(
      await hooks.app.database.get(`withdrawals/${withdrawalId}/contracts/${intentId}/outcome`),
    ).toBe('waived');
    await advanceStripeClock(hooks, 49 * HOUR);
    await carryOut();
    expect(await statusOf(withdrawalId)).toBe('carried-out');
    expect((await hooks.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    const ebookRefunds = (await emulatorObjects('refund')).filter(
      (refund) => refund.payment_intent === intentId,
    );
    expect(ebookRefunds).toEqual([]);
    expect(await hooks.app.database.get(`users/${user.uid}/ebook`)).toBe(true);
  });

  it('an upsell withdrawn alone: the plan goes back, its charge is refunded, the subscription runs on', async () => {
    const email = newEmail();
    const { user, subscriptionId } = await cardBuyer(email);
    await advanceStripeClock(hooks, 20 * DAY);
    const upsold = await hooks.app.call('POST', endpoints.updateSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_sixMonthsV8_eur', stepId: 'step1', lang: 'de' },
    });
    expect(upsold.status).toBe(200);
    await webhooksSettled(hooks);
    const upsellInvoice = (
      await hooks.stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice'],
      })
    ).latest_invoice;
    if (!upsellInvoice || typeof upsellInvoice === 'string') throw new Error('no upsell invoice');
    expect(upsellInvoice.amount_paid).toBeGreaterThan(0);

    const withdrawalId = idOf(await withdraw({ name: 'Anna', email, language: 'de' }));
    const judged = (await hooks.app.database.get(
      `withdrawals/${withdrawalId}/contracts`,
    )) as Record<string, { outcome: string; kind: string }>;
    expect(
      Object.values(judged)
        .map((c) => [c.kind, c.outcome])
        .sort(),
    ).toEqual([
      ['subscription', 'period-ended'],
      ['upsell', 'withdrawn'],
    ]);
    await advanceStripeClock(hooks, 49 * HOUR);
    await carryOut();
    expect(await statusOf(withdrawalId)).toBe('carried-out');
    const after = await hooks.stripe.subscriptions.retrieve(subscriptionId);
    expect(after.status).toBe('active');
    expect(after.items.data[0]?.price.id).toBe('price_v8_oneMonthV8_eur');
    const refunds = await refundsOf(subscriptionId);
    expect(refunds.map((refund) => Number(refund.amount))).toEqual([upsellInvoice.amount_paid]);
  });
});
