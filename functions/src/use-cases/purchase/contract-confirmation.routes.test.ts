import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../contract/legal-versions';
import { endpoints, pathOf } from '../../contract/endpoints';
import { CONTRACT_MAIL_TEXTS } from '../../domain/contract-mail/contract-mail.texts';
import type { ContractRecord } from '../../domain/contracts/contract-record';
import { formatMoney } from '../../domain/mail/mail-money';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { payOnHostedPage } from '../../testing/checkout-page';
import { useWebhookApp } from '../../testing/webhook-app';
import { paypalPurchase, purchase, webhooksSettled } from '../../testing/webhook-helpers';

const mailer = new CapturingMailer();
const hooks = useWebhookApp({ mailer });

beforeEach(() => {
  mailer.failing = false;
});

const newEmail = () => `kaeufer-${randomUUID()}@example.com`;
const contractOf = async (id: string) =>
  (await hooks.app.database.get(`contracts/${id}`)) as ContractRecord | null;
const contractMails = (email: string) =>
  mailer
    .to(email)
    .filter((mail) => mail.attachments?.some((file) => file.filename.includes(TERMS_VERSION)));

/** The buyer's return (the checkout screen asks for the subscription it paid). */
const returnTo = (user: TestUser, id: string) =>
  hooks.app.call('POST', pathOf(endpoints.getStripeSubscriptionViaId, { id }), {
    token: user.idToken,
  });

const paidInvoiceOf = async (subscriptionId: string) => {
  const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice'],
  });
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') throw new Error('no invoice');
  return invoice;
};

describe('the contract confirmation mail (Art. 8(7) CRD, §312f BGB)', () => {
  it('a card purchase is confirmed once, in the language bought in, with what was charged', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user, {
      priceId: 'price_v8_oneMonthV8_eur',
      email,
      lang: 'de',
    });
    // The webhooks have observed it; the buyer's return comes three times (reloads, two tabs).
    await Promise.all([returnTo(user, id), returnTo(user, id), returnTo(user, id)]);
    await webhooksSettled(hooks);

    const mails = contractMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const invoice = await paidInvoiceOf(id);
    expect(invoice.amount_paid).toBeGreaterThan(0);
    expect(mail?.subject).toBe(CONTRACT_MAIL_TEXTS.de.subject);
    expect(mail?.text).toContain(formatMoney('de', invoice.amount_paid, 'eur'));
    expect(mail?.text).toContain(id);
    expect(mail?.text).toContain('Muster-Widerrufsformular');
    expect(mail?.html).toContain(`href="https://fastwell.test/withdraw?lang=de"`);
    expect(mail?.attachments?.[0]?.content).toMatch(/^# /);

    expect(await contractOf(id)).toMatchObject({
      uid: user.uid,
      kind: 'subscription',
      provider: 'stripe',
      email,
      language: 'de',
      termsVersion: TERMS_VERSION,
      charged: { amount: invoice.amount_paid, currency: 'eur' },
      confirmation: { attempts: 1, sentAt: expect.any(String) },
    });
  });

  it('hosted Checkout: confirmed once, to the address of the purchase', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', endpoints.createCheckoutSession.path, {
      token: user.idToken,
      body: {
        priceId: 'price_v8_threeMonthsV8_eur',
        email,
        lang: 'it',
        successUrl: `${hooks.app.url}/payment-return?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${hooks.app.url}/payment`,
      },
    });
    expect(created.status).toBe(200);
    const sessionId = String(created.body.sessionId);
    expect((await payOnHostedPage(String(created.body.url), { email })).status).toBe(303);
    const viaSession = () =>
      hooks.app.call('GET', pathOf(endpoints.getStripeSubscriptionViaSession, { sessionId }), {
        token: user.idToken,
      });
    await Promise.all([viaSession(), viaSession()]);
    await webhooksSettled(hooks);

    const mails = contractMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([CONTRACT_MAIL_TEXTS.it.subject]);
    expect(mails[0]?.text).toContain(formatMoney('it', 5999, 'eur'));
  });

  it('PayPal: confirmed once, to the payer PayPal reports, with the first payment', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    const id = await paypalPurchase(hooks, user, email);

    const mails = contractMails(email);
    expect(mails).toHaveLength(1);
    const contract = await contractOf(id);
    expect(contract).toMatchObject({ kind: 'subscription', provider: 'paypal', email });
    expect(contract?.charged.amount).toBeGreaterThan(0);
    expect(mails[0]?.text).toContain(
      formatMoney(contract?.language ?? 'en', contract?.charged.amount ?? 0, 'eur'),
    );
    expect(mails[0]?.text).toContain('PayPal');
  });

  it('an upsell is a contract of its own: a second mail with what the plan change charged', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user, {
      priceId: 'price_v8_oneMonthV8_eur',
      email,
      lang: 'en',
    });
    const upsold = await hooks.app.call('POST', endpoints.updateSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_sixMonthsV8_eur', stepId: 'step1', lang: 'en' },
    });
    expect(upsold.status).toBe(200);
    await webhooksSettled(hooks);

    const mails = contractMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      CONTRACT_MAIL_TEXTS.en.subject,
      CONTRACT_MAIL_TEXTS.en.subject,
    ]);
    const invoice = await paidInvoiceOf(id);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(mails[1]?.text).toContain(formatMoney('en', invoice.amount_paid, 'eur'));
    expect(await contractOf(`${id}~price_v8_sixMonthsV8_eur`)).toMatchObject({
      kind: 'upsell',
      planId: 'price_v8_sixMonthsV8_eur',
      paymentId: invoice.id,
      charged: { amount: invoice.amount_paid },
    });
  });

  it('the e-book: confirmed with the consent to immediate delivery it was bought with', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    await purchase(hooks, user, { priceId: 'price_v8_oneMonthV8_eur', email, lang: 'de' });
    const bought = await hooks.app.call('POST', endpoints.purchaseEbook.path, {
      token: user.idToken,
      body: {
        priceId: 'price_ebookV1_ebookV1_eur',
        currency: 'eur',
        immediateDeliveryConsent: true,
      },
    });
    expect(bought).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    await webhooksSettled(hooks);

    const mails = contractMails(email);
    expect(mails).toHaveLength(2);
    const intentId = String(await hooks.app.database.get(`users/${user.uid}/ebookPaymentIntentId`));
    const ebook = await contractOf(intentId);
    expect(ebook).toMatchObject({ kind: 'ebook', paymentId: intentId, charged: { amount: 999 } });
    expect(ebook?.ebookWaiverAcceptedAt).toEqual(expect.any(String));
    expect(mails[1]?.text).toContain(formatMoney('de', 999, 'eur'));
    expect(mails[1]?.text).toContain(intentId);
  });

  it('a refused SMTP server: the contract is recorded, the hourly job sends it once', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    mailer.failing = true;
    const id = await purchase(hooks, user, {
      priceId: 'price_v8_oneMonthV8_eur',
      email,
      lang: 'fr',
    });
    await returnTo(user, id);
    expect(contractMails(email)).toEqual([]);
    expect(await contractOf(id)).toMatchObject({
      confirmation: { attempts: 1, failedAt: expect.any(String) },
    });

    mailer.failing = false;
    const first = await hooks.app.runJob('sendContractConfirmations');
    expect(first).toMatchObject({ failed: 0 });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await hooks.app.runJob('sendContractConfirmations')).toEqual({ sent: 0, failed: 0 });
    expect(contractMails(email).map((mail) => mail.subject)).toEqual([
      CONTRACT_MAIL_TEXTS.fr.subject,
    ]);
    expect(await contractOf(id)).toMatchObject({
      confirmation: { attempts: 2, sentAt: expect.any(String) },
    });
  });

  it('a purchase never paid (declined card) concludes no contract and sends no mail', async () => {
    const email = newEmail();
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', endpoints.createSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur', email, lang: 'de' },
    });
    const id = String(created.body.subscriptionId);
    await returnTo(user, id);
    await webhooksSettled(hooks);
    expect(await contractOf(id)).toBeNull();
    expect(mailer.to(email)).toEqual([]);
  });
});
