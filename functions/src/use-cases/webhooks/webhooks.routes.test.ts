import { afterEach, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_SECRET, useWebhookApp } from '../../testing/webhook-app';
import {
  entriesOf,
  isPurchaseAvailable,
  latestSubtype,
  purchase,
  stripeDeliveries,
} from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

const hooks = useWebhookApp();

afterEach(async () => {
  await hooks.stripeAdmin('POST', '/_emulator/webhooks/chaos', {
    duplicates: false,
    outOfOrder: false,
  });
  await hooks.stripeAdmin('DELETE', '/_emulator/faults');
});

/** POSTs a body to the Stripe route, signed with `secret` unless a header is given. */
async function post(payload: string, options: { secret?: string; header?: string | null } = {}) {
  const header =
    options.header === undefined
      ? hooks.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
        })
      : options.header;
  return hooks.app.call('POST', endpoints.stripeWebhook.path, {
    rawBody: payload,
    headers: header === null ? {} : { 'stripe-signature': header },
  });
}

const forgedEvent = (id: string, subscription: Record<string, unknown>) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: 1,
    data: { object: { ...subscription, status: 'canceled', canceled_at: 1 } },
  });

/** What must not differ between runs of the same story (ids and times aside). */
function outcome(record: Record<string, unknown>) {
  const subscription = record.subscription as Record<string, unknown>;
  const eventIds = entriesOf(record).map((entry) => entry.eventId);
  return {
    status: subscription.status,
    plan: subscription.plan,
    canceled: typeof subscription.canceled_at === 'number',
    pause_collection: subscription.pause_collection ?? null,
    latest: latestSubtype(record),
    type: entriesOf(record).at(-1)?.type,
    uniqueEventIds: new Set(eventIds).size === eventIds.length,
  };
}

describe('POST /api/webhooks/stripe', () => {
  it('records a real purchase from signed deliveries: subscription, iapLog, processed events', async () => {
    const user = await hooks.signedIn();
    const subscriptionId = await purchase(hooks, user);

    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({
      provider: 'stripe',
      id: subscriptionId,
      status: 'active',
      plan: { id: 'price_v8_oneMonthV8_eur', amount: 2999, interval_count: 1 },
      metadata: { uid: user.uid },
    });
    expect(latestSubtype(record)).toBe('purchased');
    for (const entry of entriesOf(record)) {
      expect(entry).toMatchObject({
        type: 'stripe',
        subscriptionId,
        eventId: expect.stringMatching(/^evt_/),
        date: expect.any(String),
      });
    }
    const deliveries = await stripeDeliveries(hooks);
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((delivery) => delivery.succeeded)).toBe(true);
    const handled = deliveries.filter((d) => d.event_type === 'customer.subscription.updated');
    for (const delivery of handled) {
      expect(
        await hooks.app.database.get(`webhookEvents/stripe/${delivery.event_id}`),
      ).toMatchObject({
        status: 'done',
        outcome: 'processed',
        type: 'customer.subscription.updated',
      });
    }
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);
  });

  it('answers 400 to a bad, missing or old (replayed) signature and writes nothing', async () => {
    const user = await hooks.signedIn();
    await purchase(hooks, user);
    const before = await hooks.record(user.uid);
    const payload = forgedEvent('evt_forged000001', before.subscription as Record<string, unknown>);
    const valid = hooks.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });

    for (const answer of [
      await post(payload, { secret: 'whsec_someone_else' }),
      await post(payload, { header: null }),
      await post(payload, { header: 't=1,v1=deadbeef' }),
      // Signed, then altered on the way: the signature is over the exact bytes.
      await post(payload.replace('"created":1', '"created":2'), { header: valid }),
      await post(`${payload} `, { header: valid }),
      // A correctly signed delivery captured ten minutes ago and replayed (tolerance is 5 min).
      await post(payload, {
        header: hooks.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-signature' });
    }
    expect(await hooks.record(user.uid)).toEqual(before);
    expect(await hooks.app.database.get('webhookEvents/stripe/evt_forged000001')).toBeNull();
  });

  it('acknowledges event types outside the allowlist without doing anything', async () => {
    const payload = JSON.stringify({
      id: 'evt_unlisted000001',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const answer = await post(payload);
    expect(answer).toMatchObject({ status: 200, body: { received: true, ignored: true } });
    expect(await hooks.app.database.get('webhookEvents/stripe/evt_unlisted000001')).toBeNull();
  });

  it('answers a replayed (validly signed) event as a duplicate without work', async () => {
    const user = await hooks.signedIn();
    await purchase(hooks, user);
    const [delivery] = (await stripeDeliveries(hooks)).filter(
      (d) => d.event_type === 'invoice.paid',
    );
    const event = await hooks.stripeAdmin('GET', `/_emulator/objects/${delivery?.event_id}`);
    const before = await hooks.record(user.uid);
    const answer = await post(JSON.stringify(event));
    expect(answer).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await hooks.record(user.uid)).toEqual(before);
  });

  it('ends duplicated and reordered deliveries in the same record as a clean run', async () => {
    // One trial per card (issue 17): each story's buyer pays with a card of their own.
    const cards = ['4242424242424242', '5555555555554444', '4000056655665556', '2223003122003222'];
    const story = async () => {
      const user = await hooks.signedIn();
      const id = await purchase(
        hooks,
        user,
        { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v8_trialV8_eur' },
        cards.shift(),
      );
      await hooks.stripe.subscriptions.update(id, { cancel_at_period_end: true });
      await hooks.stripeEmulator.webhooksSettled();
      return outcome(await hooks.record(user.uid));
    };
    const clean = await story();
    expect(clean).toMatchObject({ status: 'trialing', latest: 'canceled', uniqueEventIds: true });

    await hooks.stripeAdmin('POST', '/_emulator/webhooks/chaos', { duplicates: true });
    expect(await story()).toEqual(clean);
    await hooks.stripeAdmin('POST', '/_emulator/webhooks/chaos', {
      duplicates: false,
      outOfOrder: true,
    });
    expect(await story()).toEqual(clean);
    await hooks.stripeAdmin('POST', '/_emulator/webhooks/chaos', {
      duplicates: true,
      outOfOrder: true,
    });
    expect(await story()).toEqual(clean);
    const duplicates = (await stripeDeliveries(hooks)).filter((d) => d.attempt === 1);
    expect(new Set(duplicates.map((d) => d.event_id)).size).toBeLessThan(duplicates.length);
  });
});
