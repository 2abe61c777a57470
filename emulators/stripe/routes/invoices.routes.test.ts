import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubscription, CARDS, saveCard } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

async function customerWithCard(number: string) {
  const customer = await fixture.stripe.customers.create({ email: 'invoices@example.com' });
  const paymentMethod = await saveCard(fixture, customer.id, number);
  return { customer: customer.id, paymentMethod };
}

describe('setup intents and invoices', () => {
  it('creates and confirms a setup intent with a saved payment method', async () => {
    const { customer, paymentMethod } = await customerWithCard(CARDS.visa);
    const setupIntent = await fixture.stripe.setupIntents.create({
      customer,
      payment_method: paymentMethod,
      confirm: true,
      usage: 'off_session',
    });
    expect(setupIntent).toMatchObject({ status: 'succeeded', payment_method: paymentMethod });
    const pending = await fixture.stripe.setupIntents.create({ customer });
    expect(pending.status).toBe('requires_payment_method');
    const confirmed = await fixture.stripe.setupIntents.confirm(pending.id, {
      payment_method: paymentMethod,
    });
    expect(confirmed.status).toBe('succeeded');
  });

  it('retrieves and lists invoices; their PaymentIntents come with expand[]=payments', async () => {
    const { customer, subscription } = await activeSubscription(fixture);
    const invoices = await fixture.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).not.toHaveProperty('payments');
    const invoice = await fixture.stripe.invoices.retrieve(String(subscription.latest_invoice), {
      expand: ['payments.data.payment.payment_intent', 'confirmation_secret'],
    });
    expect(invoice).toMatchObject({
      status: 'paid',
      customer: customer.id,
      confirmation_secret: { type: 'payment_intent' },
      payments: { data: [{ payment: { payment_intent: { status: 'succeeded' } } }] },
    });
    const open = await fixture.stripe.invoices.list({ customer: customer.id, status: 'open' });
    expect(open.data).toEqual([]);
    await expect(fixture.stripe.invoices.retrieve('in_missing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('voids an open invoice: its PaymentIntent is cancelled and can no longer be confirmed', async () => {
    const customer = await fixture.stripe.customers.create({ email: 'void@example.com' });
    const subscription = await fixture.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_v8_oneMonthV8_eur' }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const secret = String(invoice.confirmation_secret?.client_secret);
    const voided = await fixture.stripe.invoices.voidInvoice(invoice.id ?? '', {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect(voided).toMatchObject({
      status: 'void',
      payments: {
        data: [
          {
            status: 'canceled',
            payment: {
              payment_intent: { status: 'canceled', cancellation_reason: 'void_invoice' },
            },
          },
        ],
      },
    });
    expect(voided.status_transitions.voided_at).toEqual(expect.any(Number));
    const intent = secret.split('_secret_')[0] ?? '';
    await expect(
      fixture.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    await expect(fixture.stripe.invoices.voidInvoice(invoice.id ?? '')).rejects.toMatchObject({
      statusCode: 400,
      message: "You can only pass in open invoices. This invoice isn't open.",
    });
  });
});
