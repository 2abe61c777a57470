import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  answerChallenge,
  CARDS,
  challengeUrlOf,
  changePrice,
  eventTypes,
  itemOf,
  paymentIntentOf,
  recordEvents,
} from '../testing/billing-fixture.js';
import {
  cardParams,
  clientPost,
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

describe('subscription updates and payment_behavior', () => {
  it('pending_if_incomplete: a declined charge keeps the items and sets pending_update; paying applies it', async () => {
    const { subscription } = await activeSubscription(fixture, {
      price: V13_MONTH,
      card: CARDS.declinesAfterAttach,
    });
    const sink = recordEvents(fixture);
    const updated = await changePrice(fixture, subscription, {
      price: V8_MONTH,
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(itemOf(updated).price.id).toBe(V13_MONTH);
    expect(updated.status).toBe('active');
    expect(updated.pending_update?.subscription_items?.[0]?.price.id).toBe(V8_MONTH);
    expect(updated.pending_update?.expires_at).toBeGreaterThan(updated.created);
    const invoice = expandedInvoice(updated);
    expect(invoice.status).toBe('open');
    expect(paymentIntentOf(invoice)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    expect(eventTypes(sink)).toEqual(
      expect.arrayContaining(['payment_intent.payment_failed', 'invoice.payment_failed']),
    );
    const secret = paymentIntentOf(invoice).client_secret ?? '';
    const paid = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${paymentIntentOf(invoice).id}/confirm`,
      { client_secret: secret, ...cardParams(CARDS.visa) },
    );
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    const applied = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(applied).price.id).toBe(V8_MONTH);
    expect(applied.pending_update).toBeNull();
  });

  it('pending_if_incomplete with the 3-D Secure card: requires_action, applied once authenticated', async () => {
    const { subscription } = await activeSubscription(fixture, {
      price: V13_MONTH,
      card: CARDS.threeDSecure,
    });
    const sink = recordEvents(fixture);
    const updated = await changePrice(fixture, subscription, {
      price: V8_MONTH,
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const intent = paymentIntentOf(expandedInvoice(updated));
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.redirect_to_url?.return_url).toBeNull();
    expect(eventTypes(sink)).toContain('invoice.payment_action_required');
    expect(updated.pending_update).not.toBeNull();
    const answer = await answerChallenge(challengeUrlOf(intent), 'complete');
    expect(answer.status).toBe(200);
    const applied = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(applied).price.id).toBe(V8_MONTH);
    expect(applied.pending_update).toBeNull();
  });

  it('allow_incomplete applies a declined change and turns past_due; error_if_incomplete answers 402 and changes nothing', async () => {
    const first = await activeSubscription(fixture, {
      price: V13_MONTH,
      card: CARDS.declinesAfterAttach,
    });
    const applied = await changePrice(fixture, first.subscription, {
      price: V8_MONTH,
      proration_behavior: 'always_invoice',
    });
    expect(itemOf(applied).price.id).toBe(V8_MONTH);
    expect(applied.status).toBe('past_due');

    const second = await activeSubscription(fixture, {
      price: V13_MONTH,
      card: CARDS.declinesAfterAttach,
    });
    await expect(
      changePrice(fixture, second.subscription, {
        price: V8_MONTH,
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined' });
    const unchanged = await fixture.stripe.subscriptions.retrieve(second.subscription.id);
    expect(itemOf(unchanged).price.id).toBe(V13_MONTH);
    expect(unchanged.status).toBe('active');
  });
});
