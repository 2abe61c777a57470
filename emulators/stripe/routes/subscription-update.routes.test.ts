import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingEventSink } from '../events/event-sink.js';
import {
  activeSubscription,
  changePrice,
  eventTypes,
  itemOf,
  paymentIntentOf,
  recordEvents,
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

const V13_MONTH = 'price_v13_oneMonthV13_eur'; // 19.99 / month
const V8_MONTH = 'price_v8_oneMonthV8_eur'; // 29.99 / month
const V8_THREE_MONTHS = 'price_v8_threeMonthsV8_eur'; // 59.99 / 3 months

function updatedEvent(sink: RecordingEventSink) {
  return sink.emitted.find((event) => event.type === 'customer.subscription.updated');
}

describe('subscription updates with proration_behavior', () => {
  it('always_invoice in the same interval charges the prorated difference to the saved card at once', async () => {
    const { subscription } = await activeSubscription(fixture, { price: V13_MONTH });
    const sink = recordEvents(fixture);
    const updated = await changePrice(fixture, subscription, {
      price: V8_MONTH,
      proration_behavior: 'always_invoice',
    });
    expect(itemOf(updated)).toMatchObject({
      id: itemOf(subscription).id,
      price: { id: V8_MONTH },
      current_period_end: itemOf(subscription).current_period_end,
    });
    const invoice = expandedInvoice(updated);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    const amounts = invoice.lines.data.map((line) => line.amount);
    expect(amounts[0]).toBeLessThanOrEqual(-1998);
    expect(amounts[1]).toBeGreaterThanOrEqual(2998);
    expect(invoice.lines.data[0]?.parent?.subscription_item_details?.proration).toBe(true);
    expect(invoice.amount_paid).toBeGreaterThanOrEqual(999);
    expect(invoice.amount_paid).toBeLessThanOrEqual(1001);
    expect(paymentIntentOf(invoice)).toMatchObject({ status: 'succeeded' });
    expect(eventTypes(sink)).toEqual(
      expect.arrayContaining([
        'invoice.created',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
      ]),
    );
    expect(updatedEvent(sink)?.previousAttributes).toHaveProperty('items');
  });

  it('always_invoice to another billing interval (the upsell) starts a new period billed now', async () => {
    const { subscription } = await activeSubscription(fixture, { price: V8_MONTH });
    const updated = await changePrice(fixture, subscription, {
      price: V8_THREE_MONTHS,
      proration_behavior: 'always_invoice',
    });
    const item = itemOf(updated);
    expect(item.price.id).toBe(V8_THREE_MONTHS);
    expect(item.current_period_end - item.current_period_start).toBeGreaterThan(88 * 86400);
    expect(updated.billing_cycle_anchor).toBe(item.current_period_start);
    const invoice = expandedInvoice(updated);
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([expect.any(Number), 5999]);
    expect(invoice.amount_paid).toBeGreaterThanOrEqual(2999);
    expect(invoice.amount_paid).toBeLessThanOrEqual(3001);
    expect(updated.status).toBe('active');
  });

  it('create_prorations and none change the price without issuing an invoice', async () => {
    for (const behaviour of ['create_prorations', 'none'] as const) {
      const { subscription } = await activeSubscription(fixture, { price: V13_MONTH });
      const updated = await changePrice(fixture, subscription, {
        price: V8_MONTH,
        proration_behavior: behaviour,
      });
      expect(itemOf(updated).price.id).toBe(V8_MONTH);
      expect(expandedInvoice(updated).id).toBe(subscription.latest_invoice);
    }
  });

  it('rejects settings that a pending update cannot carry, and unknown items', async () => {
    const { subscription } = await activeSubscription(fixture);
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, {
        payment_behavior: 'pending_if_incomplete',
        metadata: { a: 'b' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'metadata' });
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, {
        items: [{ id: 'si_missing', price: V8_MONTH }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'items[0][id]' });
    await expect(
      fixture.stripe.subscriptions.update('sub_missing', { metadata: { a: 'b' } }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
