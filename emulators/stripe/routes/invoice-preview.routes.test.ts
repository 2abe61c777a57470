import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubscription } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

const DAY = 86_400;

/** A one-month subscription ten days into its period. */
async function tenDaysIn() {
  const { customer, subscription } = await activeSubscription(fixture, {
    price: 'price_v8_oneMonthV8_eur',
  });
  fixture.emulator.state.clock.advance(10 * DAY);
  const item = subscription.items.data[0];
  if (!item) throw new Error('no item');
  return { customer: customer.id, subscription: subscription.id, item: item.id };
}

describe('invoice previews and proration_date (Stripe docs "Create a preview invoice", "Prorations")', () => {
  it('previews the upgrade invoice; the update with the same proration_date bills exactly it', async () => {
    const { customer, subscription, item } = await tenDaysIn();
    const prorationDate = fixture.emulator.state.clock.now();
    const invoicesBefore = await fixture.stripe.invoices.list({ subscription });
    const preview = await fixture.stripe.invoices.createPreview({
      customer,
      subscription,
      subscription_details: {
        items: [{ id: item, price: 'price_v8_sixMonthsV8_eur' }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    const sixMonths = await fixture.stripe.prices.retrieve('price_v8_sixMonthsV8_eur');
    // The new plan minus the unused two thirds of the month.
    expect(preview.amount_due).toBeGreaterThan(0);
    expect(preview.amount_due).toBeLessThan(sixMonths.unit_amount ?? 0);
    expect(preview.lines.data.some((line) => line.amount < 0)).toBe(true);
    // Nothing stored: a preview is not an invoice.
    expect((await fixture.stripe.invoices.list({ subscription })).data).toHaveLength(
      invoicesBefore.data.length,
    );

    fixture.emulator.state.clock.advance(3600); // the buyer reads the offer for an hour
    const updated = await fixture.stripe.subscriptions.update(subscription, {
      items: [{ id: item, price: 'price_v8_sixMonthsV8_eur' }],
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
      expand: ['latest_invoice'],
    });
    expect((updated.latest_invoice as Stripe.Invoice).amount_paid).toBe(preview.amount_due);
  });

  it('a later proration_date credits less unused time; one in the future is refused', async () => {
    const { customer, subscription, item } = await tenDaysIn();
    const now = fixture.emulator.state.clock.now();
    const previewAt = (at: number) =>
      fixture.stripe.invoices.createPreview({
        customer,
        subscription,
        subscription_details: {
          items: [{ id: item, price: 'price_v8_sixMonthsV8_eur' }],
          proration_behavior: 'always_invoice',
          proration_date: at,
        },
      });
    const earlier = await previewAt(now - 5 * DAY);
    const later = await previewAt(now);
    expect(later.amount_due).toBeGreaterThan(earlier.amount_due);
    await expect(previewAt(now + DAY)).rejects.toMatchObject({
      statusCode: 400,
      param: 'proration_date',
    });
    await expect(
      fixture.stripe.invoices.createPreview({ customer: 'cus_other', subscription }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
