import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  answerChallenge,
  CARDS,
  challengeUrlOf,
  DAY,
  eventTypes,
  paymentIntentOf,
  recordEvents,
  saveCard,
} from '../testing/billing-fixture.js';
import {
  failedRenewal,
  intentIdOf,
  invoiceOf,
  setRetrySettings,
} from '../testing/dunning-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

/** A renewal the issuer declined, and a new card of the same customer. */
async function declinedWithNewCard(card: string = CARDS.visa) {
  const failed = await failedRenewal(fixture, 'generic_decline');
  const newCard = await saveCard(fixture, String(failed.subscription.customer), card);
  return { ...failed, newCard };
}

const chargesOf = async (invoice: Stripe.Invoice) =>
  fixture.stripe.charges.list({ payment_intent: intentIdOf(invoice) });

describe('POST /v1/invoices/:id/pay', () => {
  it('pays the open invoice with a new card; the retry due later charges nothing', async () => {
    const { subscription, invoice, newCard } = await declinedWithNewCard();
    const sink = recordEvents(fixture);
    const paid = await fixture.stripe.invoices.pay(invoice.id, {
      payment_method: newCard,
      expand: ['payments.data.payment.payment_intent'],
    });
    expect(paid).toMatchObject({
      status: 'paid',
      attempt_count: 2,
      amount_paid: invoice.amount_due,
      next_payment_attempt: null,
    });
    expect(paymentIntentOf(paid)).toMatchObject({ status: 'succeeded', payment_method: newCard });
    expect(eventTypes(sink)).toEqual([
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
    const later = await advanceClock(fixture, { seconds: 8 * DAY });
    expect(later.processed).toEqual([]);
    expect((await chargesOf(paid)).data).toHaveLength(1);
    await expect(fixture.stripe.invoices.pay(invoice.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: 'Invoice is already paid',
    });
  });

  it('a decline answers 402 card_error with the PaymentIntent; the schedule goes on', async () => {
    const { invoice } = await failedRenewal(fixture, 'generic_decline');
    const sink = recordEvents(fixture);
    const error = await fixture.stripe.invoices.pay(invoice.id).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment_intent: { id: intentIdOf(invoice), status: 'requires_payment_method' },
    });
    expect(eventTypes(sink)).toEqual(['payment_intent.payment_failed', 'invoice.payment_failed']);
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'open',
      attempt_count: 2,
      next_payment_attempt: invoice.next_payment_attempt,
    });
  });

  it('a card that needs 3-D Secure: 402 invoice_payment_intent_requires_action, then the challenge pays', async () => {
    const { subscription, invoice, newCard } = await declinedWithNewCard(CARDS.threeDSecure);
    const sink = recordEvents(fixture);
    const error = await fixture.stripe.invoices
      .pay(invoice.id, { payment_method: newCard })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'invoice_payment_intent_requires_action',
      payment_intent: { status: 'requires_action' },
    });
    expect(eventTypes(sink)).toEqual([
      'payment_intent.requires_action',
      'invoice.payment_action_required',
    ]);
    const intent = await fixture.stripe.paymentIntents.retrieve(intentIdOf(invoice));
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'open', attempt_count: 2 });
    await answerChallenge(challengeUrlOf(intent), 'complete');
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'paid' });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('refuses a void invoice and a payment method of another customer', async () => {
    const { invoice } = await failedRenewal(fixture, 'generic_decline');
    const other = await failedRenewal(fixture, 'generic_decline');
    const foreign = String(other.subscription.default_payment_method);
    await expect(
      fixture.stripe.invoices.pay(invoice.id, { payment_method: foreign }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' });
    await fixture.stripe.invoices.voidInvoice(invoice.id);
    await expect(fixture.stripe.invoices.pay(invoice.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('an uncollectible invoice can still be paid', async () => {
    await setRetrySettings(fixture, {
      retry_days: [1],
      invoice_after_retries: 'mark_uncollectible',
    });
    const { invoice, newCard } = await declinedWithNewCard();
    await advanceClock(fixture, { seconds: 2 * DAY });
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'uncollectible' });
    const paid = await fixture.stripe.invoices.pay(invoice.id, { payment_method: newCard });
    expect(paid).toMatchObject({ status: 'paid' });
  });
});

describe("confirming the invoice's PaymentIntent with a new card (POST /v1/payment_intents/:id/confirm)", () => {
  it('pays the invoice; no retry charges again', async () => {
    const { subscription, invoice, newCard } = await declinedWithNewCard();
    const confirmed = await fixture.stripe.paymentIntents.confirm(intentIdOf(invoice), {
      payment_method: newCard,
    });
    expect(confirmed.status).toBe('succeeded');
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'paid', attempt_count: 2 });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
    const later = await advanceClock(fixture, { seconds: 8 * DAY });
    expect(later.processed).toEqual([]);
    expect((await chargesOf(invoice)).data).toHaveLength(1);
  });
});
