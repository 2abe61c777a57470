import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../testing/admin-client.js';
import {
  activeSubscription,
  advanceClock,
  CARDS,
  DAY,
  eventTypes,
  itemOf,
  recordEvents,
  saveCard,
} from '../testing/billing-fixture.js';
import {
  defaultCardOf,
  failedRenewal,
  invoiceOf,
  setIssuerDecline,
} from '../testing/dunning-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

/** The invoices `invoice.payment_failed` carried, in order. */
function failedEvents(sink: ReturnType<typeof recordEvents>): Stripe.Invoice[] {
  return sink.emitted
    .filter((event) => event.type === 'invoice.payment_failed')
    .map((event) => event.object as Stripe.Invoice);
}

/** When the renewal first failed, read off its first scheduled retry (3 days later). */
const firstFailureOf = (invoice: Stripe.Invoice) => Number(invoice.next_payment_attempt) - 3 * DAY;

describe('automatic retries of a failed renewal (custom schedule: 3, 5 and 7 days)', () => {
  it('retries at +3, +5 and +7 days, then cancels the subscription for payment_failed', async () => {
    const sink = recordEvents(fixture);
    const { subscription, invoice, failedAt } = await failedRenewal(fixture, 'generic_decline');
    expect(invoice).toMatchObject({
      status: 'open',
      attempted: true,
      attempt_count: 1,
      billing_reason: 'subscription_cycle',
    });
    const first = firstFailureOf(invoice);
    expect(first - failedAt).toBeGreaterThanOrEqual(0);
    expect(first - failedAt).toBeLessThanOrEqual(2);
    expect(subscription.status).toBe('past_due');
    const types = eventTypes(sink);
    expect(types.slice(types.lastIndexOf('invoice.created'))).toEqual([
      'invoice.created',
      'payment_intent.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(failedEvents(sink)).toEqual([
      expect.objectContaining({ attempt_count: 1, next_payment_attempt: first + 3 * DAY }),
    ]);

    const retries = [
      { day: 3, next: first + 5 * DAY },
      { day: 5, next: first + 7 * DAY },
    ];
    for (const [index, { day, next }] of retries.entries()) {
      sink.clear();
      const step = await advanceClock(fixture, { to: first + day * DAY + 60 });
      expect(eventTypes(sink)).toEqual(['payment_intent.payment_failed', 'invoice.payment_failed']);
      expect(step.processed).toEqual([
        expect.objectContaining({
          type: 'invoice_retry',
          at: first + day * DAY,
          invoice: invoice.id,
          payment: 'declined',
          status: 'past_due',
        }),
      ]);
      expect(await invoiceOf(fixture, invoice)).toMatchObject({
        status: 'open',
        attempt_count: index + 2,
        next_payment_attempt: next,
      });
    }

    sink.clear();
    const last = await advanceClock(fixture, { to: first + 7 * DAY + 60 });
    expect(last.processed).toEqual([
      expect.objectContaining({ type: 'invoice_retry', payment: 'declined' }),
      expect.objectContaining({
        type: 'retries_exhausted',
        at: first + 7 * DAY,
        invoice: invoice.id,
        status: 'canceled',
      }),
    ]);
    expect(eventTypes(sink)).toEqual([
      'payment_intent.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    expect(failedEvents(sink)).toEqual([
      expect.objectContaining({ attempt_count: 4, next_payment_attempt: null }),
    ]);
    const ended = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({
      status: 'canceled',
      canceled_at: first + 7 * DAY,
      ended_at: first + 7 * DAY,
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'open',
      attempt_count: 4,
      next_payment_attempt: null,
    });
    const later = await advanceClock(fixture, { seconds: 40 * DAY });
    expect(later.processed).toEqual([]);
  });

  it('a retry after the issuer accepts the card again pays: invoice.paid, active', async () => {
    const { subscription, invoice } = await failedRenewal(fixture, 'insufficient_funds');
    const first = firstFailureOf(invoice);
    await setIssuerDecline(fixture, defaultCardOf(subscription), null);
    const sink = recordEvents(fixture);
    const retry = await advanceClock(fixture, { to: first + 3 * DAY + 60 });
    expect(retry.processed).toEqual([
      expect.objectContaining({ type: 'invoice_retry', payment: 'succeeded', status: 'active' }),
    ]);
    expect(eventTypes(sink)).toEqual([
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(sink.emitted.at(-1)?.previousAttributes).toMatchObject({ status: 'past_due' });
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'paid',
      attempt_count: 2,
      next_payment_attempt: null,
    });
    const after = await advanceClock(fixture, { to: first + 8 * DAY });
    expect(after.processed).toEqual([]);
  });

  it('a retry charges the card the subscription has by then (default_payment_method)', async () => {
    const { subscription, invoice } = await failedRenewal(fixture, 'generic_decline');
    const first = firstFailureOf(invoice);
    const customer = String(subscription.customer);
    const newCard = await saveCard(fixture, customer, CARDS.visa);
    await fixture.stripe.subscriptions.update(subscription.id, {
      default_payment_method: newCard,
    });
    const retry = await advanceClock(fixture, { to: first + 3 * DAY + 60 });
    expect(retry.processed).toEqual([
      expect.objectContaining({ type: 'invoice_retry', payment: 'succeeded' }),
    ]);
    const paid = await invoiceOf(fixture, invoice);
    const intent = await fixture.stripe.paymentIntents.retrieve(
      String(paid.payments?.data[0]?.payment.payment_intent),
    );
    expect(intent).toMatchObject({ status: 'succeeded', payment_method: newCard });
  });

  it('canceling the subscription meanwhile stops its retries', async () => {
    const { subscription, invoice } = await failedRenewal(fixture, 'generic_decline');
    const first = firstFailureOf(invoice);
    await fixture.stripe.subscriptions.cancel(subscription.id);
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'open',
      next_payment_attempt: null,
    });
    const week = await advanceClock(fixture, { to: first + 8 * DAY });
    expect(week.processed).toEqual([]);
  });

  it.each(['lost_card', 'expired_card', 'stolen_card'])(
    'a hard decline (%s) keeps the schedule but no retry charges the same card; the subscription ends 7 days after it',
    async (code) => {
      const sink = recordEvents(fixture);
      const { subscription, invoice, failedAt } = await failedRenewal(fixture, code);
      // Stripe: retries for non-retryable codes stay scheduled and run once a new payment
      // method is attached.
      expect(invoice).toMatchObject({ attempt_count: 1, next_payment_attempt: failedAt + 3 * DAY });
      sink.clear();
      const week = await advanceClock(fixture, { to: failedAt + 7 * DAY + 60 });
      expect(eventTypes(sink)).toEqual(['customer.subscription.deleted']);
      expect(week.processed.map((entry) => entry.type)).toEqual([
        'invoice_retry',
        'invoice_retry',
        'invoice_retry',
        'retries_exhausted',
      ]);
      const endedAt = Number(week.processed.at(-1)?.at);
      expect(endedAt - failedAt - 7 * DAY).toBeGreaterThanOrEqual(0);
      expect(endedAt - failedAt - 7 * DAY).toBeLessThanOrEqual(2);
      expect(await invoiceOf(fixture, invoice)).toMatchObject({
        status: 'open',
        attempt_count: 1,
        next_payment_attempt: null,
      });
      await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
        status: 'canceled',
        cancellation_details: { reason: 'payment_failed' },
      });
    },
  );

  it('after a hard decline, a new card attached is charged at the next scheduled retry', async () => {
    const { subscription, invoice, failedAt } = await failedRenewal(fixture, 'lost_card');
    const card = await saveCard(fixture, String(subscription.customer), CARDS.visa);
    await fixture.stripe.subscriptions.update(subscription.id, { default_payment_method: card });
    await advanceClock(fixture, { to: failedAt + 3 * DAY + 60 });
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'paid', attempt_count: 2 });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('a renewal needing 3-D Secure is not retried either (invoice.payment_action_required)', async () => {
    const { subscription } = await activeSubscription(fixture, { card: CARDS.threeDSecure });
    const sink = recordEvents(fixture);
    const end = itemOf(subscription).current_period_end;
    await advanceClock(fixture, { to: end + 60 });
    expect(eventTypes(sink)).toEqual([
      'invoice.created',
      'payment_intent.requires_action',
      'invoice.payment_action_required',
      'customer.subscription.updated',
    ]);
    const action = sink.emitted.find((event) => event.type === 'invoice.payment_action_required');
    expect(action?.object).toMatchObject({ attempt_count: 1, next_payment_attempt: null });
    const week = await advanceClock(fixture, { to: end + 7 * DAY + 60 });
    expect(week.processed.map((entry) => entry.type)).toEqual(['retries_exhausted']);
  });
});

describe('the end of retries as the account settings say (/_emulator/billing/retry_settings)', () => {
  const settings = (body?: unknown) =>
    admin(
      fixture.emulator.url,
      body === undefined ? 'GET' : 'POST',
      '/_emulator/billing/retry_settings',
      body,
    );

  it('reads, changes (fields given) and resets the settings; refuses bad values', async () => {
    await expect(settings()).resolves.toMatchObject({
      status: 200,
      body: { retry_days: [3, 5, 7], end_behavior: 'cancel', invoice_after_retries: 'leave_open' },
    });
    await expect(settings({ end_behavior: 'unpaid' })).resolves.toMatchObject({
      body: { retry_days: [3, 5, 7], end_behavior: 'unpaid' },
    });
    for (const bad of [
      { retry_days: [5, 3] },
      { retry_days: [0] },
      { retry_days: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { end_behavior: 'delete' },
      { invoice_after_retries: 'void' },
      { retry_day: [1] },
    ]) {
      const refused = await settings(bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
    await admin(fixture.emulator.url, 'POST', '/_emulator/reset');
    await expect(settings()).resolves.toMatchObject({ body: { end_behavior: 'cancel' } });
  });

  it('unpaid + mark_uncollectible: later renewals are invoiced but not attempted', async () => {
    await settings({
      retry_days: [2],
      end_behavior: 'unpaid',
      invoice_after_retries: 'mark_uncollectible',
    });
    const { subscription, invoice } = await failedRenewal(fixture, 'generic_decline');
    const first = Number(invoice.next_payment_attempt) - 2 * DAY;
    const sink = recordEvents(fixture);
    const end = await advanceClock(fixture, { to: first + 2 * DAY + 60 });
    expect(end.processed.map((entry) => [entry.type, entry.status])).toEqual([
      ['invoice_retry', 'past_due'],
      ['retries_exhausted', 'unpaid'],
    ]);
    expect(eventTypes(sink).slice(-3)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.marked_uncollectible',
    ]);
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'uncollectible',
      status_transitions: { marked_uncollectible_at: first + 2 * DAY },
    });
    const next = await advanceClock(fixture, { to: itemOf(subscription).current_period_end + 60 });
    expect(next.processed).toEqual([
      expect.objectContaining({ type: 'renewal', payment: 'not_attempted', status: 'unpaid' }),
    ]);
    const renewed = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(
      await invoiceOf(fixture, { id: String(renewed.latest_invoice) } as Stripe.Invoice),
    ).toMatchObject({
      status: 'open',
      attempted: false,
      attempt_count: 0,
      next_payment_attempt: null,
    });
  });

  it('past_due: the subscription stays past_due and the next renewal is charged again', async () => {
    await settings({ end_behavior: 'past_due' });
    const { subscription, invoice } = await failedRenewal(fixture, 'generic_decline');
    const first = firstFailureOf(invoice);
    const end = await advanceClock(fixture, { to: first + 7 * DAY + 60 });
    expect(end.processed.at(-1)).toMatchObject({ type: 'retries_exhausted', status: 'past_due' });
    expect(await invoiceOf(fixture, invoice)).toMatchObject({
      status: 'open',
      next_payment_attempt: null,
    });
    await setIssuerDecline(fixture, defaultCardOf(subscription), null);
    const next = await advanceClock(fixture, { to: itemOf(subscription).current_period_end + 60 });
    expect(next.processed).toEqual([
      expect.objectContaining({ type: 'renewal', payment: 'succeeded', status: 'active' }),
    ]);
    expect(await invoiceOf(fixture, invoice)).toMatchObject({ status: 'open' });
  });
});
