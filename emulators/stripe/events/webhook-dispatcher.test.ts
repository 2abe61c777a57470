import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInRequest } from '../http/request-context.js';
import { buildCustomer } from '../objects/customer.factory.js';
import { EmulatorState } from '../state/emulator-state.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

const SECRET = 'whsec_unit_test';
const stripe = new Stripe('sk_test_unit');

let receiver: WebhookReceiver;
let state: EmulatorState;
let dispatcher: WebhookDispatcher;

const customer = (email: string) =>
  state.customers.put(buildCustomer({ email, created: state.clock.now() }));

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  state = new EmulatorState();
  dispatcher = new WebhookDispatcher(state, {
    endpoints: [{ url: receiver.url, secret: SECRET }],
    baseDelayMs: 5,
    maxAttempts: 4,
    chaosWindowMs: 30,
  });
  state.events = dispatcher;
});
afterEach(async () => {
  dispatcher.close();
  await receiver.close();
});

describe('WebhookDispatcher (unit, state.events.emit called directly)', () => {
  it('turns an emit into a Stripe.Event and delivers it signed like Stripe', async () => {
    state.clock.advance(86_400);
    const ann = customer('ann@example.com');
    const emittedFrom = state.clock.now();
    state.events.emit('customer.updated', ann, { email: 'old@example.com' });
    const emittedBy = state.clock.now();
    const [webhook] = await receiver.waitFor(1);
    const header = String(webhook?.headers['stripe-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(webhook?.rawBody ?? '', header, SECRET);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_\w{24}$/),
      object: 'event',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.updated',
      data: { object: { id: ann.id, email: 'ann@example.com' } },
    });
    // The emulator's clock is real time plus the test-clock offset: the event carries the second it
    // was emitted in (a second may tick between emitting and reading).
    expect(event.created).toBeGreaterThanOrEqual(emittedFrom);
    expect(event.created).toBeLessThanOrEqual(emittedBy);
    expect(event.created).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 86_400 - 5);
    expect(event.data.previous_attributes).toEqual({ email: 'old@example.com' });
    expect(() =>
      stripe.webhooks.constructEvent(webhook?.rawBody ?? '', header, 'whsec_wrong'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    await dispatcher.settled();
    expect(dispatcher.events.get(event.id)?.pending_webhooks).toBe(0);
  });

  it('carries the API request that caused the change and snapshots the object', () => {
    const ann = customer('ann@example.com');
    runInRequest({ id: 'req_abc', idempotencyKey: 'key-1' }, () =>
      state.events.emit('customer.created', ann),
    );
    ann.email = 'changed@example.com';
    expect(dispatcher.list()[0]).toMatchObject({
      request: { id: 'req_abc', idempotency_key: 'key-1' },
      data: { object: { email: 'ann@example.com' } },
    });
  });

  it('retries with backoff until the endpoint answers 2xx and records every attempt', async () => {
    receiver.respondWith((n) => (n <= 2 ? 500 : 200));
    state.events.emit('customer.created', customer('ann@example.com'));
    await receiver.waitFor(3);
    await dispatcher.settled();
    const attempts = dispatcher.deliveries.list();
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status, attempt.succeeded])).toEqual(
      [
        [1, 500, false],
        [2, 500, false],
        [3, 200, true],
      ],
    );
    const times = attempts.map((attempt) => Date.parse(attempt.attempted_at));
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(9);
    expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(1);
  });

  it('gives up after maxAttempts and records network errors', async () => {
    await receiver.close();
    state.events.emit('customer.created', customer('ann@example.com'));
    await dispatcher.settled();
    const attempts = dispatcher.deliveries.list();
    expect(attempts).toHaveLength(4);
    expect(attempts[0]).toMatchObject({ status: null, succeeded: false });
    expect(attempts[0]?.error).toMatch(/ECONNREFUSED/);
    expect(dispatcher.list()[0]?.pending_webhooks).toBe(1);
  });

  it('delivers the events of one customer in emit order while others are not held up', async () => {
    const ann = customer('ann@example.com');
    const bob = customer('bob@example.com');
    let annFailures = 0;
    receiver.respondWith((_n, webhook) =>
      webhook.rawBody.includes(ann.id) && annFailures++ < 2 ? 503 : 200,
    );
    state.events.emit('customer.created', ann);
    state.events.emit('customer.updated', ann, { name: null });
    state.events.emit('customer.created', bob);
    await receiver.waitFor(5);
    const order = receiver.received.map(
      (webhook) => `${webhook.rawBody.includes(ann.id) ? 'ann' : 'bob'} ${webhook.type}`,
    );
    expect(order.filter((entry) => entry.startsWith('ann'))).toEqual([
      'ann customer.created',
      'ann customer.created',
      'ann customer.created',
      'ann customer.updated',
    ]);
    expect(order.indexOf('bob customer.created')).toBeLessThan(2);
  });

  it('chaos duplicates: every event arrives twice with the same id', async () => {
    dispatcher.chaos.duplicates = true;
    state.events.emit('customer.created', customer('ann@example.com'));
    const webhooks = await receiver.waitFor(2);
    expect(webhooks[0]?.id).toBe(webhooks[1]?.id);
    await dispatcher.settled();
    expect(receiver.received).toHaveLength(2);
  });

  it('chaos outOfOrder: a window of events arrives in reverse emit order', async () => {
    dispatcher.chaos.outOfOrder = true;
    const ann = customer('ann@example.com');
    state.events.emit('customer.created', ann);
    state.events.emit('customer.updated', ann, { email: null });
    state.events.emit('customer.deleted', ann);
    await receiver.waitFor(3);
    expect(receiver.received.map((webhook) => webhook.type)).toEqual([
      'customer.deleted',
      'customer.updated',
      'customer.created',
    ]);
  });

  it('reset forgets events, deliveries and pending retries', async () => {
    receiver.respondWith(() => 500);
    dispatcher.chaos.duplicates = true;
    dispatcher.endpoints.add({ url: `${receiver.url}?runtime`, secret: SECRET });
    state.events.emit('customer.created', customer('ann@example.com'));
    await receiver.waitFor(1);
    dispatcher.reset();
    await dispatcher.settled();
    const afterReset = receiver.received.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(receiver.received.length).toBe(afterReset);
    expect(dispatcher.list()).toEqual([]);
    expect(dispatcher.deliveries.list()).toEqual([]);
    expect(dispatcher.chaos).toEqual({ duplicates: false, outOfOrder: false });
    expect(dispatcher.endpoints.list()).toEqual([
      { id: 'we_options_1', url: receiver.url, secret: SECRET, source: 'options' },
    ]);
  });
});
