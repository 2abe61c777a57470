import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { STRIPE_WEBHOOK_SECRET, useWebhookApp } from '../../testing/webhook-app';
import { paypalPurchase, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

/** Issue 35 point 6: refunds and disputes recorded on the ledger entry they take money from. */
const hooks = useWebhookApp();

type Entry = Record<string, unknown>;
const ledgerOf = async (uid: string) =>
  ((await hooks.app.database.get(`users/${uid}/payments`)) ?? {}) as Record<string, Entry>;

/** A card buyer's first payment: its invoice (the ledger key) and the PaymentIntent that paid it. */
async function cardPayment(user: TestUser) {
  const subscriptionId = await purchase(hooks, user);
  const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId);
  const invoice = await hooks.stripe.invoices.retrieve(String(subscription.latest_invoice), {
    expand: ['payments'],
  });
  const paymentIntent = String(invoice.payments?.data[0]?.payment.payment_intent);
  const intent = await hooks.stripe.paymentIntents.retrieve(paymentIntent);
  return { invoice, paymentIntent, charge: String(intent.latest_charge) };
}

/** Posts a Stripe event (signed like Stripe's), as a redelivery would arrive. */
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = hooks.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  return hooks.app.call('POST', endpoints.stripeWebhook.path, {
    rawBody: payload,
    headers: { 'stripe-signature': header },
  });
}

/** The emulator emits an event of this type for the object as it is now (a new event id). */
async function emitAgain(type: string, id: string) {
  await hooks.stripeAdmin('POST', '/_emulator/events', { type, id });
  await hooks.stripeEmulator.webhooksSettled();
}

/** The events of a type the emulator sent about one object. */
async function eventsAbout(type: string, objectId: string): Promise<Stripe.Event[]> {
  const answer = (await hooks.stripeAdmin('GET', `/_emulator/events?type=${type}`)) as {
    data: Stripe.Event[];
  };
  return answer.data.filter((event) => (event.data.object as { id?: string }).id === objectId);
}

const outcomeOf = (eventId: string) =>
  hooks.app.database.get(`webhookEvents/stripe/${eventId}/outcome`);

describe('a card payment refunded through Stripe’s API', () => {
  it('shows the refund on its ledger entry, once however often the event comes', async () => {
    const user = await hooks.signedIn();
    const { invoice, paymentIntent, charge } = await cardPayment(user);
    const recorded = await ledgerOf(user.uid);
    expect(recorded).toEqual({
      [String(invoice.id)]: expect.objectContaining({ amount: 2999, paymentIntent }),
    });
    expect(recorded[String(invoice.id)]).not.toHaveProperty('refunded');

    await hooks.stripe.refunds.create({ payment_intent: paymentIntent });
    await webhooksSettled(hooks);
    const refunded = await ledgerOf(user.uid);
    expect(refunded).toEqual({
      [String(invoice.id)]: { ...recorded[String(invoice.id)], refunded: 2999 },
    });
    const [event] = await eventsAbout('charge.refunded', charge);
    expect(event && (await outcomeOf(event.id))).toBe('processed');

    // The same event again (a duplicate) and a new one about the same charge change nothing.
    if (!event) throw new Error('no charge.refunded event');
    expect(await deliver(event as unknown as Record<string, unknown>)).toMatchObject({
      status: 200,
      body: { duplicate: true },
    });
    await emitAgain('charge.refunded', charge);
    expect(await deliver({ ...event, id: 'evt_ledger_redelivered_1' })).toMatchObject({
      status: 200,
    });
    expect(await ledgerOf(user.uid)).toEqual(refunded);
  });

  it('records partial refunds as the charge’s total refunded', async () => {
    const user = await hooks.signedIn();
    const { invoice, paymentIntent } = await cardPayment(user);
    await hooks.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    await webhooksSettled(hooks);
    expect((await ledgerOf(user.uid))[String(invoice.id)]).toMatchObject({ refunded: 1000 });
    await hooks.stripe.refunds.create({ payment_intent: paymentIntent });
    await webhooksSettled(hooks);
    expect((await ledgerOf(user.uid))[String(invoice.id)]).toMatchObject({ refunded: 2999 });
  });

  it('a payment recorded after its refund’s event (which found no entry) takes the refund on', async () => {
    const user = await hooks.signedIn();
    const { invoice, paymentIntent, charge } = await cardPayment(user);
    await hooks.app.database.remove(`users/${user.uid}/payments`);
    await hooks.stripe.refunds.create({ payment_intent: paymentIntent });
    await webhooksSettled(hooks);
    const [event] = await eventsAbout('charge.refunded', charge);
    expect(event && (await outcomeOf(event.id))).toBe(
      `ignored: no ledger entry for ${paymentIntent}`,
    );

    const paid = await hooks.stripe.invoices.retrieve(String(invoice.id));
    const late = await deliver({
      id: 'evt_ledger_late_invoice_paid',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: paid },
    });
    expect(late.status).toBe(200);
    expect((await ledgerOf(user.uid))[String(invoice.id)]).toMatchObject({
      amount: 2999,
      paymentIntent,
      refunded: 2999,
    });
  });
});

describe('a card payment disputed (the emulator’s POST /_emulator/disputes)', () => {
  it('shows the disputed amount and the dispute’s status on its ledger entry', async () => {
    const user = await hooks.signedIn();
    const { invoice, paymentIntent } = await cardPayment(user);
    const dispute = (await hooks.stripeAdmin('POST', '/_emulator/disputes', {
      payment_intent: paymentIntent,
    })) as { id: string; status: string };
    expect(dispute.status).toBe('needs_response');
    await webhooksSettled(hooks);
    const disputed = await ledgerOf(user.uid);
    expect(disputed[String(invoice.id)]).toMatchObject({
      amount: 2999,
      disputed: 2999,
      disputeStatus: 'needs_response',
    });
    expect(disputed[String(invoice.id)]).not.toHaveProperty('refunded');

    await emitAgain('charge.dispute.created', dispute.id);
    expect(await ledgerOf(user.uid)).toEqual(disputed);
  });
});

describe('a PayPal sale refunded', () => {
  it('shows the refund on the sale’s ledger entry (PAYMENT.SALE.REFUNDED)', async () => {
    const user = await hooks.signedIn();
    await paypalPurchase(hooks, user, `ledger-${user.uid}@example.com`);
    const [saleId, ...others] = Object.keys(await ledgerOf(user.uid));
    expect(others).toEqual([]);
    const refund = await hooks.paypalCall('POST', `/v1/payments/sale/${String(saleId)}/refund`, {});
    expect(refund.status).toBe(201);
    const { id: refundId } = (await refund.json()) as { id: string };
    await webhooksSettled(hooks);
    expect((await ledgerOf(user.uid))[String(saleId)]).toMatchObject({
      provider: 'paypal',
      amount: 2999,
      refunded: 2999,
      refunds: { [refundId]: 2999 },
    });
  });
});
