import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payOnHostedPage } from '../../testing/checkout-page';
import type { TestUser } from '../../testing/auth-emulator.client';
import { STRIPE_WEBHOOK_SECRET, useWebhookApp } from '../../testing/webhook-app';
import { entriesOf, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';

/** Issue 20 point 4: a purchase carries its experiments to the provider, the iapLog and the ledger. */
const hooks = useWebhookApp();

const VISITOR = '6f1c2a9e-4b7d-4c1e-9a55-0d3b2f8e7a10';
const EXPERIMENTS = { 'selected-package-index': '0', 'color-scheme': 'blue' };
const ENCODED = 'color-scheme:blue,selected-package-index:0';
const ATTRIBUTION = {
  visitorId: VISITOR,
  experiments: EXPERIMENTS,
  origin: 'https://fastwell.app/quiz',
  urlParams: 'utm_source=meta&utm_campaign=spring',
  firstVisit: '2026-11-20T08:15:00.000Z',
  gender: 'female',
  platform: 'web',
};
const METADATA = {
  visitorId: VISITOR,
  experiments: ENCODED,
  origin: ATTRIBUTION.origin,
  urlParams: ATTRIBUTION.urlParams,
  firstVisit: ATTRIBUTION.firstVisit,
  gender: 'female',
  platform: 'web',
};

const call = (user: TestUser, path: EndpointName, body: Record<string, unknown>) =>
  hooks.app.call('POST', endpoints[path].path, { token: user.idToken, body });

const paymentsOf = async (uid: string) =>
  ((await hooks.record(uid)).payments ?? {}) as Record<string, Record<string, unknown>>;

/** Delivers `invoice.paid` for an invoice once more, as a new event (signed like Stripe's). */
async function redeliverInvoicePaid(invoice: Stripe.Invoice, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'invoice.paid',
    created: Math.floor(Date.now() / 1000),
    data: { object: invoice },
  });
  const header = hooks.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  return hooks.app.call('POST', endpoints.stripeWebhook.path, {
    rawBody: payload,
    headers: { 'stripe-signature': header },
  });
}

describe('a card purchase carries its experiments', () => {
  it('into the Stripe metadata, the iapLog and one ledger record per paid invoice', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user, { priceId: 'price_v8_oneMonthV8_eur', ...ATTRIBUTION });
    const subscription = await hooks.stripe.subscriptions.retrieve(id);
    expect(subscription.metadata).toMatchObject({ uid: user.uid, ...METADATA });
    expect(Object.keys(subscription.metadata).length).toBeLessThan(50);

    const record = await hooks.record(user.uid);
    const entries = entriesOf(record);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect(entry).toMatchObject({ experiments: EXPERIMENTS, visitorId: VISITOR });
    expect(record.subscription).toMatchObject({ metadata: { experiments: ENCODED } });

    const invoiceId = String(subscription.latest_invoice);
    const payments = await paymentsOf(user.uid);
    expect(payments).toEqual({
      [invoiceId]: {
        provider: 'stripe',
        subscriptionId: id,
        amount: 2999,
        currency: 'eur',
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        experiments: EXPERIMENTS,
        visitorId: VISITOR,
        paymentIntent: expect.stringMatching(/^pi_/),
      },
    });

    const invoice = await hooks.stripe.invoices.retrieve(invoiceId);
    expect(await redeliverInvoicePaid(invoice, 'evt_redelivered0001')).toMatchObject({
      status: 200,
    });
    expect(await paymentsOf(user.uid)).toEqual(payments);
  });

  it('a purchase without experiments writes none: no experiments or visitorId keys', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    const subscription = await hooks.stripe.subscriptions.retrieve(id);
    expect(subscription.metadata).not.toHaveProperty('experiments');
    for (const entry of entriesOf(await hooks.record(user.uid))) {
      expect(entry).not.toHaveProperty('experiments');
      expect(entry).not.toHaveProperty('visitorId');
    }
    const [payment] = Object.values(await paymentsOf(user.uid));
    expect(payment).toMatchObject({ provider: 'stripe', amount: 2999, currency: 'eur' });
    expect(payment).not.toHaveProperty('experiments');
  });

  it('off-shape attribution never blocks the purchase: the odd values are dropped', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      email: 'odd@example.com',
      lang: 'de',
      visitorId: 'x',
      experiments: { 'not a key!': 'blue' },
      urlParams: { utm_source: 'meta' },
      firstVisit: 'yesterday',
      platform: 'p'.repeat(41),
      origin: 'https://fastwell.app/',
    });
    expect(answer.status).toBe(200);
    const subscription = await hooks.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
    );
    expect(subscription.metadata).toMatchObject({ origin: 'https://fastwell.app/' });
    for (const key of ['visitorId', 'experiments', 'urlParams', 'firstVisit', 'platform'])
      expect(subscription.metadata).not.toHaveProperty(key);
  });

  it('a long query string is cut to Stripe’s 500 characters', async () => {
    const user = await hooks.signedIn();
    const urlParams = `utm_content=${'a'.repeat(900)}`;
    const answer = await call(user, 'createSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      email: 'long@example.com',
      lang: 'de',
      urlParams,
    });
    expect(answer.status).toBe(200);
    const subscription = await hooks.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
    );
    expect(subscription.metadata.urlParams).toBe(urlParams.slice(0, 500));
  });

  it('other experiments are the same purchase: the waiting subscription is answered again', async () => {
    const user = await hooks.signedIn();
    const body = { priceId: 'price_v8_oneMonthV8_eur', email: 'again@example.com', lang: 'de' };
    const first = await call(user, 'createSubscription', {
      ...body,
      ...ATTRIBUTION,
      requestId: 'attempt-one',
    });
    const second = await call(user, 'createSubscription', {
      ...body,
      experiments: { 'color-scheme': 'green' },
      requestId: 'attempt-two',
    });
    expect(second.body.subscriptionId).toBe(first.body.subscriptionId);
  });
});

describe('a hosted Checkout purchase carries its experiments', () => {
  it('into the session and the subscription it creates', async () => {
    const user = await hooks.signedIn();
    const created = await call(user, 'createCheckoutSession', {
      priceId: 'price_v8_threeMonthsV8_eur',
      lang: 'de',
      successUrl: `${hooks.app.url}/payment-return?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${hooks.app.url}/payment`,
      ...ATTRIBUTION,
    });
    expect(created.status).toBe(200);
    const sessionId = String(created.body.sessionId);
    expect((await hooks.stripe.checkout.sessions.retrieve(sessionId)).metadata).toMatchObject(
      METADATA,
    );
    expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
    await webhooksSettled(hooks);
    const session = await hooks.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['subscription'],
    });
    const subscription = session.subscription as Stripe.Subscription;
    expect(subscription.metadata).toMatchObject({ uid: user.uid, ...METADATA });
    const [payment] = Object.values(await paymentsOf(user.uid));
    expect(payment).toMatchObject({
      provider: 'stripe',
      subscriptionId: subscription.id,
      amount: 5999,
      experiments: EXPERIMENTS,
    });
  });
});

describe('a PayPal purchase carries its experiments', () => {
  it('in the server’s binding, the view’s metadata, the iapLog and the ledger', async () => {
    const user = await hooks.signedIn();
    const created = await call(user, 'createPaypalSubscription', {
      priceId: 'price_v8_sixMonthsV8_eur',
      ...ATTRIBUTION,
    });
    expect(created.status).toBe(200);
    const id = String(created.body.subscriptionId);
    expect(await hooks.app.database.get(`paypalSubscriptions/${id}`)).toMatchObject({
      uid: user.uid,
      metadata: METADATA,
    });
    const atPayPal = await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`);
    expect(await atPayPal.json()).toMatchObject({ custom_id: user.uid });

    await new PayPalDevtools(hooks.paypalEmulator.url).approve(id);
    const confirmed = await call(user, 'confirmPaypalSubscription', { subscriptionId: id });
    await webhooksSettled(hooks);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { subscription: { metadata: { uid: user.uid, ...METADATA } } },
    });
    const record = await hooks.record(user.uid);
    const entries = entriesOf(record);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect(entry).toMatchObject({ type: 'paypal', experiments: EXPERIMENTS, visitorId: VISITOR });
    const payments = Object.values(await paymentsOf(user.uid));
    expect(payments).toEqual([
      {
        provider: 'paypal',
        subscriptionId: id,
        amount: 8999,
        currency: 'eur',
        paidAt: expect.any(String),
        experiments: EXPERIMENTS,
        visitorId: VISITOR,
      },
    ]);
  });
});
