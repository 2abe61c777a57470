import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, pausedTenDaysIn, webhooksSettled } from '../../testing/webhook-helpers';

// The API's clock follows the Stripe emulator's, which the test moves forward.
const hooks = useWebhookApp({ emulatorClock: true });

/** The end of the last period the customer paid for (paid invoices' lines). */
async function paidThrough(subscriptionId: string): Promise<number> {
  const invoices = await hooks.stripe.invoices.list({ subscription: subscriptionId, limit: 100 });
  return Math.max(
    0,
    ...invoices.data
      .filter((invoice) => invoice.status === 'paid' && invoice.amount_paid > 0)
      .flatMap((invoice) => invoice.lines.data.map((line) => line.period.end)),
  );
}

/**
 * A pause ends by itself at its `resumes_at` (Stripe resumes collection; the invoices generated
 * while paused stay void). Pause ten days into a month, for a month: the renewal inside the pause
 * is voided, and the period running when collection resumes (twenty days of it left) was never
 * paid.
 */
describe('a pause that ends by itself after a voided renewal', () => {
  it('refuses: premium again only with the running period paid (a new period charged at the resume)', async () => {
    const user = await hooks.signedIn();
    const { id, resumesAt, periodEnd } = await pausedTenDaysIn(hooks, user);
    expect(resumesAt).toBeGreaterThan(periodEnd);
    await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { to: resumesAt + DAY });
    await webhooksSettled(hooks);

    const resumed = await hooks.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
    expect(resumed).toMatchObject({ status: 'active', pause_collection: null });
    const latest = resumed.latest_invoice as Stripe.Invoice;
    expect(latest).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({ id, status: 'active' });
    const now = hooks.stripeEmulator.state.clock.now();
    const through = await paidThrough(id);
    expect(through).toBeGreaterThan(now);
    expect((record.subscription as { current_period_end: number }).current_period_end).toBe(
      through,
    );
    // Delivered again, nothing more is charged.
    const invoices = await hooks.stripe.invoices.list({ subscription: id, status: 'paid' });
    await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { to: now + 60 });
    await webhooksSettled(hooks);
    expect(
      (await hooks.stripe.invoices.list({ subscription: id, status: 'paid' })).data,
    ).toHaveLength(invoices.data.length);
  });
});
