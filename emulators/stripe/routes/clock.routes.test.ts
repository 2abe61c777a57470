import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  advanceClock,
  CARDS,
  DAY,
  eventTypes,
  recordEvents,
  trialSubscription,
} from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

const item = (subscription: Stripe.Subscription) => {
  const first = subscription.items.data[0];
  if (!first) throw new Error('no item');
  return first;
};

async function latestInvoice(subscription: Stripe.Subscription) {
  const after = await fixture.stripe.subscriptions.retrieve(subscription.id, {
    expand: ['latest_invoice'],
  });
  const invoice = after.latest_invoice;
  if (!invoice || typeof invoice === 'string') throw new Error('no invoice');
  return { after, invoice };
}

describe('clock control (like Stripe test clocks)', () => {
  it('reads and advances the clock with JSON or a form, forward only', async () => {
    const start = (await (await fetch(`${fixture.emulator.url}/_emulator/clock`)).json()) as {
      now: number;
    };
    expect(Math.abs(start.now - Date.now() / 1000)).toBeLessThan(5);
    const moved = await advanceClock(fixture, { seconds: 3600 });
    expect(moved.now).toBeGreaterThanOrEqual(start.now + 3600);
    expect(moved.processed).toEqual([]);
    const form = await fetch(`${fixture.emulator.url}/_emulator/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `to=${moved.now + DAY}`,
    });
    await expect(form.json()).resolves.toMatchObject({ now: moved.now + DAY });
    const backwards = await fetch(`${fixture.emulator.url}/_emulator/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: start.now }),
    });
    expect(backwards.status).toBe(400);
    await expect(backwards.json()).resolves.toMatchObject({
      error: { type: 'invalid_request_error', param: 'to' },
    });
  });

  it('ends a trial into the paired monthly price, then renews period after period', async () => {
    const { subscription } = await trialSubscription(fixture);
    const trialEnd = subscription.trial_end ?? 0;
    const sink = recordEvents(fixture);
    const first = await advanceClock(fixture, { to: trialEnd + DAY });
    expect(first.processed).toEqual([
      expect.objectContaining({ type: 'trial_will_end', at: trialEnd - 3 * DAY }),
      expect.objectContaining({
        type: 'trial_end',
        at: trialEnd,
        status: 'active',
        payment: 'succeeded',
      }),
    ]);
    const { after, invoice } = await latestInvoice(subscription);
    expect(after.status).toBe('active');
    expect(item(after)).toMatchObject({
      current_period_start: trialEnd,
      price: { id: 'price_v8_oneMonthV8_eur' },
    });
    expect(item(after).current_period_end).toBeGreaterThan(trialEnd + 27 * DAY);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2999,
      billing_reason: 'subscription_cycle',
    });
    expect(eventTypes(sink)).toEqual([
      'customer.subscription.trial_will_end',
      'invoice.created',
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(sink.emitted.at(-1)?.previousAttributes).toMatchObject({ status: 'trialing' });

    const twoMore = await advanceClock(fixture, { to: trialEnd + 62 * DAY });
    expect(twoMore.processed.map((entry) => entry.type)).toEqual(['renewal', 'renewal']);
    const invoices = await fixture.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((entry) => entry.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('announces the end of a trial three days ahead, once (customer.subscription.trial_will_end)', async () => {
    const { subscription } = await trialSubscription(fixture);
    const trialEnd = subscription.trial_end ?? 0;
    const sink = recordEvents(fixture);
    const early = await advanceClock(fixture, { to: trialEnd - 3 * DAY - 60 });
    expect(early.processed).toEqual([]);
    const due = await advanceClock(fixture, { to: trialEnd - 2 * DAY });
    expect(due.processed).toEqual([
      expect.objectContaining({
        type: 'trial_will_end',
        at: trialEnd - 3 * DAY,
        status: 'trialing',
      }),
    ]);
    expect(eventTypes(sink)).toEqual(['customer.subscription.trial_will_end']);
    expect(sink.emitted[0]?.object).toMatchObject({ id: subscription.id, trial_end: trialEnd });
    // Once per trial: the clock moving on to the trial's end sends no second one.
    const ended = await advanceClock(fixture, { to: trialEnd + 60 });
    expect(ended.processed.map((entry) => entry.type)).toEqual(['trial_end']);
    expect(eventTypes(sink).filter((type) => type.endsWith('trial_will_end'))).toHaveLength(1);
  });

  it('a declined renewal makes the subscription past_due', async () => {
    const { subscription } = await activeSubscription(fixture, { card: CARDS.declinesAfterAttach });
    const sink = recordEvents(fixture);
    const result = await advanceClock(fixture, { to: item(subscription).current_period_end + 60 });
    expect(result.processed).toEqual([
      expect.objectContaining({ type: 'renewal', status: 'past_due', payment: 'declined' }),
    ]);
    const { after, invoice } = await latestInvoice(subscription);
    expect(after.status).toBe('past_due');
    expect(invoice).toMatchObject({
      status: 'open',
      attempted: true,
      billing_reason: 'subscription_cycle',
    });
    expect(eventTypes(sink)).toEqual(
      expect.arrayContaining([
        'invoice.created',
        'invoice.payment_failed',
        'customer.subscription.updated',
      ]),
    );
    expect(
      sink.emitted.find((event) => event.type === 'customer.subscription.updated'),
    ).toMatchObject({
      object: { status: 'past_due' },
      previousAttributes: { status: 'active' },
    });
  });

  const declineCard = (paymentMethod: string, body: unknown) =>
    fetch(`${fixture.emulator.url}/_emulator/payment_methods/${paymentMethod}/decline`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const paymentMethodOf = (subscription: Stripe.Subscription): string => {
    const id = subscription.default_payment_method;
    if (!id) throw new Error('no default payment method');
    return typeof id === 'string' ? id : id.id;
  };
  /** The failed renewal's payment error, as its PaymentIntent keeps it. */
  const renewalError = async (subscription: Stripe.Subscription) => {
    const { invoice } = await latestInvoice(subscription);
    const { state } = fixture.emulator;
    const [intentId] =
      [...state.invoiceByPaymentIntent].find(([, invoiceId]) => invoiceId === invoice.id) ?? [];
    return (await fixture.stripe.paymentIntents.retrieve(intentId ?? '')).last_payment_error;
  };

  it.each(['lost_card', 'stolen_card', 'insufficient_funds'])(
    'a renewal the issuer now declines with %s fails with that code',
    async (code) => {
      const { subscription } = await activeSubscription(fixture);
      const set = await declineCard(paymentMethodOf(subscription), { decline_code: code });
      expect(set.status).toBe(200);
      await expect(set.json()).resolves.toMatchObject({ issuer_decline_code: code });
      const sink = recordEvents(fixture);
      const result = await advanceClock(fixture, {
        to: item(subscription).current_period_end + 60,
      });
      expect(result.processed).toEqual([
        expect.objectContaining({ type: 'renewal', status: 'past_due', payment: 'declined' }),
      ]);
      expect(await renewalError(subscription)).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: code,
      });
      expect(eventTypes(sink)).toContain('invoice.payment_failed');
    },
  );

  it('a card whose expiry the clock passed declines its renewal with expired_card', async () => {
    const { subscription } = await activeSubscription(fixture);
    // The test card expires at the end of December 2034: the first renewal in 2035 meets it.
    const result = await advanceClock(fixture, { to: Date.UTC(2035, 1, 28) / 1000 });
    const [declined, ...retries] = result.processed.slice(-5);
    const exhausted = retries.pop();
    expect(declined).toMatchObject({ type: 'renewal', status: 'past_due', payment: 'declined' });
    expect(declined?.at).toBeGreaterThanOrEqual(Date.UTC(2035, 0, 1) / 1000);
    expect(result.processed.slice(0, -5).every((entry) => entry.payment === 'succeeded')).toBe(
      true,
    );
    expect(await renewalError(subscription)).toMatchObject({ code: 'expired_card' });
    // A hard decline: its retries charge nobody on the same card; the default end of retries
    // (cancel) a week after it.
    expect(retries.map((entry) => entry.payment)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(exhausted).toMatchObject({
      type: 'retries_exhausted',
      at: Number(declined?.at) + 7 * DAY,
      status: 'canceled',
    });
  });

  it('the issuer knob: cleared with null, refused for an unknown code or card', async () => {
    const { subscription } = await activeSubscription(fixture);
    const card = paymentMethodOf(subscription);
    expect((await declineCard(card, { decline_code: 'lost_card' })).status).toBe(200);
    expect((await declineCard(card, { decline_code: null })).status).toBe(200);
    const result = await advanceClock(fixture, { to: item(subscription).current_period_end + 60 });
    expect(result.processed).toEqual([expect.objectContaining({ payment: 'succeeded' })]);
    expect((await declineCard(card, { decline_code: 'made_up' })).status).toBe(400);
    expect((await declineCard('pm_missing', { decline_code: 'lost_card' })).status).toBe(404);
  });

  it('a renewal with the 3-D Secure card requires action', async () => {
    const { subscription } = await activeSubscription(fixture, { card: CARDS.threeDSecure });
    const sink = recordEvents(fixture);
    const result = await advanceClock(fixture, { to: item(subscription).current_period_end + 60 });
    expect(result.processed[0]).toMatchObject({ payment: 'requires_action', status: 'past_due' });
    expect(eventTypes(sink)).toContain('invoice.payment_action_required');
  });

  it('keeps prorations from create_prorations for the next renewal invoice', async () => {
    const { subscription } = await activeSubscription(fixture, {
      price: 'price_v13_oneMonthV13_eur',
    });
    await fixture.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item(subscription).id, price: 'price_v8_oneMonthV8_eur' }],
      proration_behavior: 'create_prorations',
    });
    await advanceClock(fixture, { to: item(subscription).current_period_end + 60 });
    const { invoice } = await latestInvoice(subscription);
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([
      expect.any(Number),
      expect.any(Number),
      2999,
    ]);
    expect(invoice.amount_paid).toBeGreaterThanOrEqual(3998);
    expect(invoice.amount_paid).toBeLessThanOrEqual(4000);
  });

  it('resumes a paused subscription at resumes_at (renewals in between are not charged)', async () => {
    const { subscription } = await activeSubscription(fixture);
    const resumesAt = fixture.emulator.state.clock.now() + 45 * DAY;
    await fixture.stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    const sink = recordEvents(fixture);
    const result = await advanceClock(fixture, { to: resumesAt + DAY });
    expect(result.processed.map((entry) => [entry.type, entry.payment])).toEqual([
      ['renewal', 'paused'],
      ['resumed', null],
    ]);
    const { after, invoice } = await latestInvoice(subscription);
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    expect(invoice.status).toBe('void');
    expect(sink.emitted.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      previousAttributes: { pause_collection: { behavior: 'void', resumes_at: resumesAt } },
    });
  });

  it('ends a cancel_at_period_end subscription at its period end', async () => {
    const { subscription } = await activeSubscription(fixture);
    await fixture.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const sink = recordEvents(fixture);
    const end = item(subscription).current_period_end;
    const result = await advanceClock(fixture, {
      seconds: end - fixture.emulator.state.clock.now() + DAY,
    });
    expect(result.processed).toEqual([
      expect.objectContaining({ type: 'canceled', at: end, status: 'canceled' }),
    ]);
    const after = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ status: 'canceled', ended_at: end, cancel_at: end });
    expect(after.latest_invoice).toBe(subscription.latest_invoice);
    expect(eventTypes(sink)).toEqual(['customer.subscription.deleted']);
  });
});
