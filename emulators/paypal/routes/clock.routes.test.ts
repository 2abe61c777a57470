import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SubscriptionResource, WebhookEvent } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture, startWebhookReceiver } from '../testing/paypal-fixture.js';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let emulator: PayPalEmulator;
let client: PayPalTestClient;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ emulator, client } = await startFixture({ webhooks: [{ url: receiver.url }] }));
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
beforeEach(() => {
  emulator.reset();
  receiver.received.length = 0;
});

const DAY = 86_400;

const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const now = async () => Date.parse(String((await admin('GET', '/_emulator/clock')).body.now));
const advance = (body: Record<string, unknown>) => admin('POST', '/_emulator/clock/advance', body);
const get = async (id: string) =>
  (await client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body;

/** An approved (ACTIVE, first cycle paid) subscription on a plan. */
async function active(plan_id = 'P-v8_oneMonthV8_eur'): Promise<string> {
  const id = String((await client.createSubscription({ plan_id })).body.id);
  await client.approve(id);
  return id;
}

const receivedEvents = async () => {
  await emulator.webhooksSettled();
  return receiver.received.map((webhook) => JSON.parse(webhook.body) as WebhookEvent);
};

describe('the clock (GET and advance, like the Stripe emulator)', () => {
  it('reads real time, then moves forward by seconds or to a time, never back', async () => {
    const start = await now();
    expect(Math.abs(start - Date.now())).toBeLessThan(5_000);
    const moved = await advance({ seconds: 3600 });
    expect(moved.status).toBe(200);
    expect(Date.parse(String(moved.body.now))).toBeGreaterThanOrEqual(start + 3_600_000 - 1000);
    expect(moved.body.billed).toEqual([]);
    const to = new Date(start + 2 * DAY * 1000).toISOString();
    const jumped = await advance({ to });
    expect(Date.parse(String(jumped.body.now))).toBeGreaterThanOrEqual(Date.parse(to) - 1000);

    for (const body of [
      { to: new Date(start).toISOString() },
      {},
      { seconds: 1, to },
      { seconds: -1 },
    ])
      expect(await advance(body)).toMatchObject({ status: 400, body: { name: 'INVALID_REQUEST' } });
  });

  it('stamps what happens afterwards with its time: creation, approval, payment, status change, events', async () => {
    await advance({ seconds: 10 * DAY });
    const later = await now();
    const id = await active();
    const subscription = await get(id);
    for (const time of [
      subscription.create_time,
      subscription.status_update_time,
      subscription.start_time,
      subscription.billing_info?.last_payment?.time,
    ])
      expect(Math.abs(Date.parse(String(time)) - later)).toBeLessThan(5_000);
    // The first month is paid: the next billing one month after the emulator's now.
    const next = Date.parse(String(subscription.billing_info?.next_billing_time));
    expect(next - later).toBeGreaterThan(27 * DAY * 1000);
    const events = await receivedEvents();
    expect(events.map((event) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.CREATED',
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
    ]);
    for (const event of events)
      expect(Math.abs(Date.parse(event.create_time) - later)).toBeLessThan(5_000);
    // The transmission stays on real time: the receiver checks it against its own clock.
    const transmitted = Date.parse(
      String(receiver.received[0]?.headers['paypal-transmission-time']),
    );
    expect(Math.abs(transmitted - Date.now())).toBeLessThan(5_000);
  });

  it('bills every renewal that comes due, at its billing time, in time order; a suspended one not', async () => {
    const monthly = await active('P-v8_oneMonthV8_eur');
    const trial = await active('P-v8_trialV8_eur');
    const paused = await active('P-v8_oneMonthV8_eur');
    await client.call('POST', `/v1/billing/subscriptions/${paused}/suspend`, { reason: 'pause' });
    const monthlyNext = (await get(monthly)).billing_info?.next_billing_time;
    const trialNext = (await get(trial)).billing_info?.next_billing_time;
    receiver.received.length = 0;

    const moved = await advance({ seconds: 40 * DAY });
    const billed = moved.body.billed as { subscription_id: string; time: string }[];
    // The trial week, then the trial's first month, then the monthly plan's second month.
    expect(billed.map(({ subscription_id }) => subscription_id)).toEqual([trial, monthly, trial]);
    expect(billed[0]?.time).toBe(trialNext);
    expect(billed[1]?.time).toBe(monthlyNext);
    expect(billed.map(({ time }) => Date.parse(time))).toEqual(
      billed.map(({ time }) => Date.parse(time)).sort((a, b) => a - b),
    );

    const renewed = await get(monthly);
    expect(renewed.billing_info?.last_payment?.time).toBe(monthlyNext);
    expect(renewed.billing_info?.cycle_executions?.[0]?.cycles_completed).toBe(2);
    expect(Date.parse(String(renewed.billing_info?.next_billing_time))).toBeGreaterThan(
      await now(),
    );
    expect((await get(paused)).billing_info?.last_payment?.time).toBe(
      (await get(paused)).create_time,
    );

    const sales = (await receivedEvents()).filter(
      (event) => event.event_type === 'PAYMENT.SALE.COMPLETED',
    );
    expect(sales.map((event) => event.create_time)).toEqual(billed.map(({ time }) => time));

    // The renewal made by hand still bills now, whatever next_billing_time says.
    const byHand = await admin('POST', `/_emulator/subscriptions/${monthly}/bill`);
    expect(Math.abs(Date.parse(String(byHand.body.create_time)) - (await now()))).toBeLessThan(
      5_000,
    );
  });

  it('goes back to real time on reset', async () => {
    await advance({ seconds: 30 * DAY });
    await admin('POST', '/_emulator/reset');
    expect(Math.abs((await now()) - Date.now())).toBeLessThan(5_000);
  });
});
