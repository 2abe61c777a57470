import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  advanceClock,
  CARDS,
  changePrice,
  DAY,
  itemOf,
  trialSubscription,
} from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

// Stripe docs "Pause payment collection": while paused, invoices are still generated but never
// collected (void: voided at once; keep_as_draft: draft, auto_advance false; mark_uncollectible),
// and the subscription's status is unchanged. "Set the subscription billing renewal date":
// billing_cycle_anchor=now starts a new period at once and invoices it.
let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

const latestInvoice = async (subscription: Stripe.Subscription) => {
  const after = await fixture.stripe.subscriptions.retrieve(subscription.id);
  return { after, invoice: await fixture.stripe.invoices.retrieve(String(after.latest_invoice)) };
};
const now = () => fixture.emulator.state.clock.now();
const pause = (
  subscription: Stripe.Subscription,
  behavior: 'void' | 'keep_as_draft' | 'mark_uncollectible',
) =>
  fixture.stripe.subscriptions.update(subscription.id, {
    pause_collection: { behavior, resumes_at: now() + 60 * DAY },
  });
const paidInvoices = async (subscription: Stripe.Subscription) =>
  (await fixture.stripe.invoices.list({ subscription: subscription.id, status: 'paid' })).data;

describe('a renewal while collection is paused', () => {
  it.each([
    ['void', 'void', 'voided_at'],
    ['mark_uncollectible', 'uncollectible', 'marked_uncollectible_at'],
  ] as const)('%s: the renewal invoice is %s, never attempted', async (behavior, status, at) => {
    const { subscription } = await activeSubscription(fixture);
    await pause(subscription, behavior);
    const end = itemOf(subscription).current_period_end;
    await advanceClock(fixture, { to: end + DAY });
    const { after, invoice } = await latestInvoice(subscription);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status,
      attempted: false,
      auto_advance: false,
      next_payment_attempt: null,
    });
    expect(invoice.status_transitions[at]).toBeGreaterThanOrEqual(end);
    expect(invoice.status_transitions[at]).toBeLessThanOrEqual(now());
    expect(after).toMatchObject({ status: 'active', pause_collection: { behavior } });
    expect(itemOf(after).current_period_start).toBe(end);
    expect(await paidInvoices(subscription)).toHaveLength(1);
  });

  it('keep_as_draft: the renewal invoice stays a draft (not finalised, auto_advance false)', async () => {
    const { subscription } = await activeSubscription(fixture);
    await pause(subscription, 'keep_as_draft');
    await advanceClock(fixture, { to: itemOf(subscription).current_period_end + DAY });
    const { invoice } = await latestInvoice(subscription);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      auto_advance: false,
      status_transitions: { finalized_at: null },
    });
  });

  it('a trial paused across its end: the first paid period is voided, the status active', async () => {
    const { subscription } = await trialSubscription(fixture);
    await pause(subscription, 'void');
    await advanceClock(fixture, { to: (subscription.trial_end ?? 0) + DAY });
    const { after, invoice } = await latestInvoice(subscription);
    expect(invoice).toMatchObject({ status: 'void', amount_due: 2999, attempted: false });
    expect(after.status).toBe('active');
  });

  it('an update billed now while paused is held the same way', async () => {
    const { subscription } = await activeSubscription(fixture);
    await pause(subscription, 'void');
    const updated = await changePrice(fixture, subscription, {
      price: 'price_v8_threeMonthsV8_eur',
    });
    const { invoice } = await latestInvoice(updated);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'void' });
    expect(await paidInvoices(subscription)).toHaveLength(1);
  });
});

describe('billing_cycle_anchor[type]=now on an update', () => {
  it('starts a new period now and bills it in full (proration none)', async () => {
    const { subscription } = await activeSubscription(fixture);
    await advanceClock(fixture, { seconds: 10 * DAY });
    const before = now();
    const updated = await fixture.stripe.subscriptions.update(subscription.id, {
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'none',
    });
    // The emulator's clock is real time plus an offset: a second may pass during the request.
    expect(updated.billing_cycle_anchor).toBeGreaterThanOrEqual(before);
    expect(updated.billing_cycle_anchor).toBeLessThanOrEqual(now());
    expect(itemOf(updated).current_period_start).toBe(updated.billing_cycle_anchor);
    const { invoice } = await latestInvoice(updated);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 2999,
    });
    expect(invoice.lines.data).toHaveLength(1);
  });

  it('credits the unused time of the old period with create_prorations', async () => {
    const { subscription } = await activeSubscription(fixture);
    await advanceClock(fixture, { seconds: 10 * DAY });
    const updated = await fixture.stripe.subscriptions.update(subscription.id, {
      billing_cycle_anchor: { type: 'now' },
    });
    const { invoice } = await latestInvoice(updated);
    expect(invoice.lines.data.map((line) => Math.sign(line.amount))).toEqual([-1, 1]);
    expect(invoice.amount_paid).toBeLessThan(2999);
  });

  it('unpausing with a reset anchor and error_if_incomplete: a decline changes nothing', async () => {
    const { subscription } = await activeSubscription(fixture, { card: CARDS.declinesAfterAttach });
    await pause(subscription, 'void');
    const before = await fixture.stripe.subscriptions.retrieve(subscription.id);
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, {
        pause_collection: '',
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    const after = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({
      status: 'active',
      pause_collection: before.pause_collection,
      billing_cycle_anchor: before.billing_cycle_anchor,
      latest_invoice: before.latest_invoice,
    });
    expect(itemOf(after).current_period_end).toBe(itemOf(before).current_period_end);
  });

  it('is refused during a trial (the emulator does not model it there)', async () => {
    const { subscription } = await trialSubscription(fixture);
    await expect(
      fixture.stripe.subscriptions.update(subscription.id, {
        billing_cycle_anchor: { type: 'now' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'billing_cycle_anchor' });
  });
});
