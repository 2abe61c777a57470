import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  eventTypes,
  recordEvents,
  trialSubscription,
} from '../testing/billing-fixture.js';
import {
  expandedInvoice,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

const periodEnd = (subscription: { items: { data: { current_period_end: number }[] } }) =>
  subscription.items.data[0]?.current_period_end ?? 0;

describe('pause, cancel and other subscription settings', () => {
  it('sets pause_collection with resumes_at and removes it with an empty value', async () => {
    const { subscription } = await activeSubscription(fixture);
    const sink = recordEvents(fixture);
    const resumesAt = fixture.emulator.state.clock.now() + 30 * 86400;
    const paused = await fixture.stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(paused).toMatchObject({
      status: 'active',
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(sink.emitted).toMatchObject([
      {
        type: 'customer.subscription.updated',
        object: { pause_collection: { resumes_at: resumesAt } },
        previousAttributes: { pause_collection: null },
      },
    ]);
    const resumed = await fixture.stripe.subscriptions.update(subscription.id, {
      pause_collection: '',
    });
    expect(resumed.pause_collection).toBeNull();
    expect(sink.emitted[1]?.previousAttributes).toMatchObject({
      pause_collection: { behavior: 'void' },
    });
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, {
        pause_collection: { behavior: 'void', resumes_at: 1000 },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'pause_collection[resumes_at]' });
  });

  it('cancel_at_period_end=true sets cancel_at and canceled_at; false undoes it', async () => {
    const { subscription } = await activeSubscription(fixture);
    const sink = recordEvents(fixture);
    const canceling = await fixture.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
      cancellation_details: { comment: 'too expensive', feedback: 'too_expensive' },
    });
    expect(canceling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: periodEnd(subscription),
      canceled_at: expect.any(Number),
      cancellation_details: { reason: 'cancellation_requested', feedback: 'too_expensive' },
    });
    expect(sink.emitted[0]?.previousAttributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    const restored = await fixture.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    expect(restored).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    expect(eventTypes(sink)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
  });

  it('cancels immediately with DELETE: canceled, ended_at, canceled_at, deleted event', async () => {
    const { subscription } = await activeSubscription(fixture);
    const sink = recordEvents(fixture);
    const canceled = await fixture.stripe.subscriptions.cancel(subscription.id);
    const now = fixture.emulator.state.clock.now();
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toBeGreaterThanOrEqual(now - 5);
    expect(canceled.canceled_at).toBe(canceled.ended_at);
    expect(sink.emitted).toMatchObject([
      {
        type: 'customer.subscription.deleted',
        object: { id: subscription.id, status: 'canceled' },
      },
    ]);
    await expect(fixture.stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'cancel_at_period_end' });
    const metadataOnly = await fixture.stripe.subscriptions.update(subscription.id, {
      metadata: { note: 'kept' },
    });
    expect(metadataOnly.metadata.note).toBe('kept');
  });

  it('trial_end=now ends a trial and charges the first full period to the saved card', async () => {
    const { subscription } = await trialSubscription(fixture);
    expect(subscription.status).toBe('trialing');
    const sink = recordEvents(fixture);
    const ended = await fixture.stripe.subscriptions.update(subscription.id, {
      trial_end: 'now',
      proration_behavior: 'none',
      expand: ['latest_invoice'],
    });
    expect(ended.status).toBe('active');
    expect(ended.trial_end).toBeLessThanOrEqual(fixture.emulator.state.clock.now());
    expect(expandedInvoice(ended)).toMatchObject({
      status: 'paid',
      amount_paid: 2999,
      billing_reason: 'subscription_update',
    });
    expect(periodEnd(ended)).toBeGreaterThan(fixture.emulator.state.clock.now() + 27 * 86400);
    expect(sink.emitted.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      previousAttributes: { status: 'trialing' },
    });
  });

  it('merges and unsets metadata, replaces and clears discounts', async () => {
    const { subscription } = await activeSubscription(fixture);
    await fixture.stripe.subscriptions.update(subscription.id, {
      metadata: { lang: 'de', priceId: 'p1' },
    });
    const merged = await fixture.stripe.subscriptions.update(subscription.id, {
      metadata: { lang: '' },
      discounts: [{ coupon: 'pct_50' }],
    });
    expect(merged.metadata).toMatchObject({ priceId: 'p1' });
    expect(merged.metadata).not.toHaveProperty('lang');
    expect(merged.discounts).toHaveLength(1);
    const cleared = await fixture.stripe.subscriptions.update(subscription.id, { discounts: '' });
    expect(cleared.discounts).toEqual([]);
  });

  it('lists subscriptions by customer, status and price', async () => {
    const { customer, subscription } = await activeSubscription(fixture, {
      price: 'price_v13_oneMonthV13_usd',
    });
    const byPrice = await fixture.stripe.subscriptions.list({
      price: 'price_v13_oneMonthV13_usd',
    });
    expect(byPrice.data.map((entry) => entry.id)).toContain(subscription.id);
    await fixture.stripe.subscriptions.cancel(subscription.id);
    const active = await fixture.stripe.subscriptions.list({ customer: customer.id });
    expect(active.data).toEqual([]);
    const canceled = await fixture.stripe.subscriptions.list({
      customer: customer.id,
      status: 'canceled',
    });
    expect(canceled.data.map((entry) => entry.id)).toEqual([subscription.id]);
  });
});
