import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../testing/admin-client.js';
import { activeSubscription, eventTypes, recordEvents } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

/** The PaymentIntent and charge that paid a new subscription's first invoice. */
async function paidIntent() {
  const { subscription } = await activeSubscription(fixture);
  const invoice = await fixture.stripe.invoices.retrieve(String(subscription.latest_invoice), {
    expand: ['payments'],
  });
  const id = String(invoice.payments?.data[0]?.payment.payment_intent);
  const intent = await fixture.stripe.paymentIntents.retrieve(id);
  return { intent, charge: String(intent.latest_charge) };
}

describe('disputes (opened through the admin API, read through the API)', () => {
  it('opens a dispute on a PaymentIntent: charge.dispute.created, GET /v1/disputes', async () => {
    const { intent, charge } = await paidIntent();
    const sink = recordEvents(fixture);
    const opened = await admin(fixture.emulator.url, 'POST', '/_emulator/disputes', {
      payment_intent: intent.id,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: expect.stringMatching(/^du_/),
      object: 'dispute',
      amount: intent.amount,
      currency: intent.currency,
      charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
    });
    expect(eventTypes(sink)).toEqual(['charge.dispute.created']);
    const id = String(opened.body.id);
    await expect(fixture.stripe.disputes.retrieve(id)).resolves.toMatchObject({ id, charge });
    const listed = await fixture.stripe.disputes.list({ payment_intent: intent.id });
    expect(listed.data.map((dispute) => dispute.id)).toEqual([id]);
    const other = await fixture.stripe.disputes.list({ payment_intent: 'pi_other' });
    expect(other.data).toEqual([]);
    await expect(fixture.stripe.charges.retrieve(charge)).resolves.toMatchObject({
      disputed: true,
    });
    await expect(
      fixture.stripe.refunds.create({ payment_intent: intent.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'charge_disputed' });
  });

  it('opens a dispute on a charge with a reason and an amount; refuses bad requests', async () => {
    const { charge } = await paidIntent();
    const url = `/_emulator/charges/${charge}/dispute`;
    const badReason = await admin(fixture.emulator.url, 'POST', url, { reason: 'bored' });
    expect(badReason.status).toBe(400);
    const tooMuch = await admin(fixture.emulator.url, 'POST', url, { amount: 10_000_000 });
    expect(tooMuch.status).toBe(400);
    const opened = await admin(fixture.emulator.url, 'POST', url, {
      reason: 'product_not_received',
      amount: 500,
    });
    expect(opened.body).toMatchObject({ reason: 'product_not_received', amount: 500, charge });
    const again = await admin(fixture.emulator.url, 'POST', url, {});
    expect(again.status).toBe(400);
    const missing = await admin(fixture.emulator.url, 'POST', '/_emulator/charges/ch_no/dispute');
    expect(missing.status).toBe(400);
    const unpaid = await fixture.stripe.paymentIntents.create({ amount: 500, currency: 'eur' });
    const notPaid = await admin(fixture.emulator.url, 'POST', '/_emulator/disputes', {
      payment_intent: unpaid.id,
    });
    expect(notPaid.status).toBe(400);
  });
});
