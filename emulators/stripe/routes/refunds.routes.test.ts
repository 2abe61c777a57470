import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubscription, eventTypes, recordEvents } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

/** The PaymentIntent that paid a subscription's first invoice. */
async function firstPayment(subscriptionId: string) {
  const invoices = await fixture.stripe.invoices.list({ subscription: subscriptionId });
  const invoice = await fixture.stripe.invoices.retrieve(invoices.data[0]?.id ?? '', {
    expand: ['payments'],
  });
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return { id: String(intent), amount: invoice.amount_paid };
}

describe('refunds (Stripe docs "Create a refund")', () => {
  it('refunds the unrefunded amount of a paid PaymentIntent, in parts, never more', async () => {
    const { subscription } = await activeSubscription(fixture);
    const payment = await firstPayment(subscription.id);
    expect(payment.amount).toBeGreaterThan(100);
    const part = await fixture.stripe.refunds.create({
      payment_intent: payment.id,
      amount: 100,
      reason: 'requested_by_customer',
      metadata: { why: 'test' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 100,
      status: 'succeeded',
      payment_intent: payment.id,
      reason: 'requested_by_customer',
      metadata: { why: 'test' },
    });
    await expect(
      fixture.stripe.refunds.create({ payment_intent: payment.id, amount: payment.amount }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const rest = await fixture.stripe.refunds.create({ payment_intent: payment.id });
    expect(rest.amount).toBe(payment.amount - 100);
    await expect(
      fixture.stripe.refunds.create({ payment_intent: payment.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const listed = await fixture.stripe.refunds.list({ payment_intent: payment.id });
    expect(listed.data.map(({ id }) => id)).toEqual([rest.id, part.id]);
    expect(await fixture.stripe.refunds.retrieve(part.id)).toMatchObject({ amount: 100 });
  });

  it('refuses a PaymentIntent that has not succeeded', async () => {
    const intent = await fixture.stripe.paymentIntents.create({ amount: 500, currency: 'eur' });
    await expect(
      fixture.stripe.refunds.create({ payment_intent: intent.id }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('emits refund.created, then charge.refunded with the charge it refunded', async () => {
    const { subscription } = await activeSubscription(fixture);
    const payment = await firstPayment(subscription.id);
    const intent = await fixture.stripe.paymentIntents.retrieve(payment.id);
    const chargeId = String(intent.latest_charge);
    const sink = recordEvents(fixture);
    const refund = await fixture.stripe.refunds.create({ charge: chargeId, amount: 100 });
    expect(refund).toMatchObject({ charge: chargeId, payment_intent: payment.id });
    expect(eventTypes(sink)).toEqual(['refund.created', 'charge.refunded']);
    expect(sink.emitted[1]?.object).toMatchObject({
      id: chargeId,
      amount_refunded: 100,
      refunded: false,
    });
    await fixture.stripe.refunds.create({ payment_intent: payment.id });
    expect(await fixture.stripe.charges.retrieve(chargeId)).toMatchObject({
      amount_refunded: payment.amount,
      refunded: true,
      payment_intent: payment.id,
    });
  });
});
