import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SaleResource, SubscriptionResource, WebhookEvent } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { adminCall, startFixture, startWebhookReceiver } from '../testing/paypal-fixture.js';

/**
 * A buyer's funding source that declines (`/_emulator/subscriptions/{id}/funding`) and what
 * PayPal then does, as "Payment failures and recovering balances" documents it: retries every
 * 5 days, up to twice per cycle; the cycle's failure counts once the last retry fails and its
 * charge joins the outstanding balance; the plan's payment_failure_threshold suspends.
 */
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

const DAY_MS = 86_400_000;
const eur = (value: string) => ({ currency_code: 'EUR', value });
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString().replace('.000Z', 'Z');

interface Failure {
  subscription_id: string;
  amount: { currency_code: string; value: string };
  time: string;
  reason_code: string;
  next_payment_retry_time?: string;
  suspended: boolean;
}
interface Advanced {
  billed: { subscription_id: string; sale_id: string; amount: unknown; time: string }[];
  failed: Failure[];
}

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  adminCall(emulator.url, method, path, body);
const advanceTo = async (to: string) =>
  (await adminCall<Advanced>(emulator.url, 'POST', '/_emulator/clock/advance', { to })).body;
const declines = (id: string, value = true, reason_code?: string) =>
  admin('POST', `/_emulator/subscriptions/${id}/funding`, { declines: value, reason_code });
const get = async (id: string) =>
  (await client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body;
const billing = async (id: string) => (await get(id)).billing_info;
const nextBilling = async (id: string) => String((await billing(id))?.next_billing_time);

async function active(body: Record<string, unknown> = {}): Promise<string> {
  const id = String((await client.createSubscription(body)).body.id);
  await client.approve(id);
  return id;
}

/** The events about one subscription (its own, and its sales'), in the order emitted. */
const eventsOf = async (id: string) => {
  await emulator.webhooksSettled();
  return receiver.received
    .map((webhook) => JSON.parse(webhook.body) as WebhookEvent)
    .filter((event) =>
      'billing_agreement_id' in event.resource
        ? event.resource.billing_agreement_id === id
        : event.resource.id === id,
    );
};
const subscriptionOf = (event: WebhookEvent | undefined) => event?.resource as SubscriptionResource;

describe('a renewal the funding source declines', () => {
  it('takes no payment, emits PAYMENT.FAILED with last_failed_payment and retries in 5 days', async () => {
    const id = await active();
    const due = await nextBilling(id);
    expect(await declines(id)).toEqual({
      status: 200,
      body: { subscription_id: id, declines: true, reason_code: 'PAYMENT_DENIED' },
    });
    receiver.received.length = 0;

    const advanced = await advanceTo(due);
    expect(advanced.billed).toEqual([]);
    const failure = {
      amount: eur('29.99'),
      time: due,
      reason_code: 'PAYMENT_DENIED',
      next_payment_retry_time: plusDays(due, 5),
    };
    expect(advanced.failed).toEqual([{ subscription_id: id, ...failure, suspended: false }]);

    const subscription = await get(id);
    expect(subscription.status).toBe('ACTIVE');
    expect(subscription.billing_info).toMatchObject({
      failed_payments_count: 0,
      outstanding_balance: eur('0.00'),
      last_failed_payment: failure,
      cycle_executions: [expect.objectContaining({ cycles_completed: 2 })],
    });
    expect(subscription.billing_info?.last_payment?.time).toBe(subscription.create_time);
    const month = new Date(Date.parse(due));
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(subscription.billing_info?.next_billing_time).toBe(
      month.toISOString().replace('.000Z', 'Z'),
    );

    const [event, ...others] = await eventsOf(id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      resource_type: 'subscription',
      create_time: due,
      resource: { id, status: 'ACTIVE', billing_info: { last_failed_payment: failure } },
    });
    const { body } = await admin('GET', '/_emulator/sales');
    const sales = (body.sales as SaleResource[]).filter((sale) => sale.billing_agreement_id === id);
    expect(sales).toHaveLength(1);
  });

  it('retries twice, 5 days apart; the last failure counts one failed payment and owes the cycle', async () => {
    const id = await active();
    const due = await nextBilling(id);
    await declines(id, true, 'PAYER_CANNOT_PAY');
    receiver.received.length = 0;

    const first = await advanceTo(plusDays(due, 5));
    expect(first.failed.map((failed) => failed.time)).toEqual([due, plusDays(due, 5)]);
    expect(first.failed[1]).toMatchObject({
      reason_code: 'PAYER_CANNOT_PAY',
      next_payment_retry_time: plusDays(due, 10),
    });
    expect((await billing(id))?.failed_payments_count).toBe(0);

    const last = await advanceTo(plusDays(due, 10));
    expect(last.failed).toEqual([
      {
        subscription_id: id,
        amount: eur('29.99'),
        time: plusDays(due, 10),
        reason_code: 'PAYER_CANNOT_PAY',
        suspended: false,
      },
    ]);
    const subscription = await get(id);
    expect(subscription.status).toBe('ACTIVE');
    expect(subscription.billing_info).toMatchObject({
      failed_payments_count: 1,
      outstanding_balance: eur('29.99'),
    });
    expect(subscription.billing_info?.last_failed_payment).not.toHaveProperty(
      'next_payment_retry_time',
    );
    // Nothing more until the next cycle.
    expect((await advanceTo(plusDays(due, 20))).failed).toEqual([]);

    const events = await eventsOf(id);
    expect(events.map((event) => event.event_type)).toEqual(
      Array(3).fill('BILLING.SUBSCRIPTION.PAYMENT.FAILED'),
    );
    expect(
      events.map((event) => subscriptionOf(event).billing_info?.failed_payments_count),
    ).toEqual([0, 0, 1]);
  });

  it('suspends at the plan threshold (3 for the seeded plans), billing the balance with each cycle', async () => {
    const id = await active();
    const due = await nextBilling(id);
    await declines(id);
    receiver.received.length = 0;

    const { failed, billed } = await advanceTo(plusDays(due, 110));
    expect(billed).toEqual([]);
    expect(failed.map((attempt) => attempt.amount.value)).toEqual([
      ...Array(3).fill('29.99'),
      ...Array(3).fill('59.98'),
      ...Array(3).fill('89.97'),
    ]);
    expect(failed.map((attempt) => attempt.suspended)).toEqual([...Array(8).fill(false), true]);

    const suspended = await get(id);
    expect(suspended).toMatchObject({
      status: 'SUSPENDED',
      status_update_time: failed[8]?.time,
      status_change_note:
        'Payment failure threshold reached: 3 consecutive failed payments (payment_failure_threshold 3).',
      billing_info: {
        failed_payments_count: 3,
        outstanding_balance: eur('89.97'),
        last_failed_payment: { amount: eur('89.97'), reason_code: 'PAYMENT_DENIED' },
      },
    });
    expect(suspended.billing_info).not.toHaveProperty('next_billing_time');

    const events = await eventsOf(id);
    expect(events.map((event) => event.event_type)).toEqual([
      ...Array(9).fill('BILLING.SUBSCRIPTION.PAYMENT.FAILED'),
      'BILLING.SUBSCRIPTION.SUSPENDED',
    ]);
    expect(subscriptionOf(events[8])).toMatchObject({
      status: 'ACTIVE',
      billing_info: { failed_payments_count: 3 },
    });
    expect(subscriptionOf(events[9])).toMatchObject({
      status: 'SUSPENDED',
      status_change_note: suspended.status_change_note,
    });
    expect(events[9]?.create_time).toBe(failed[8]?.time);
  });

  it('funding fixed before the threshold: the retry is paid, the balance collected, the counters reset', async () => {
    const id = await active();
    const first = await nextBilling(id);
    await declines(id);
    await advanceTo(plusDays(first, 10));
    expect(await billing(id)).toMatchObject({
      failed_payments_count: 1,
      outstanding_balance: eur('29.99'),
    });
    const second = await nextBilling(id);
    await advanceTo(second);
    await declines(id, false);
    receiver.received.length = 0;

    const retried = await advanceTo(plusDays(second, 5));
    expect(retried.failed).toEqual([]);
    expect(retried.billed).toEqual([
      {
        subscription_id: id,
        sale_id: expect.any(String),
        amount: { total: '59.98', currency: 'EUR' },
        time: plusDays(second, 5),
      },
    ]);
    const subscription = await get(id);
    expect(subscription.status).toBe('ACTIVE');
    expect(subscription.billing_info).toMatchObject({
      failed_payments_count: 0,
      outstanding_balance: eur('0.00'),
      last_payment: { amount: eur('59.98'), time: plusDays(second, 5) },
      last_failed_payment: { amount: eur('59.98'), time: second },
    });
    expect(subscription.billing_info?.last_failed_payment).not.toHaveProperty(
      'next_payment_retry_time',
    );
    const month = new Date(Date.parse(second));
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(subscription.billing_info?.next_billing_time).toBe(
      month.toISOString().replace('.000Z', 'Z'),
    );

    const events = await eventsOf(id);
    expect(events.map((event) => event.event_type)).toEqual(['PAYMENT.SALE.COMPLETED']);
    expect(events[0]?.resource).toMatchObject({
      id: retried.billed[0]?.sale_id,
      billing_agreement_id: id,
      amount: { total: '59.98', currency: 'EUR' },
    });
    const sale = await client.call('GET', `/v1/payments/sale/${retried.billed[0]?.sale_id}`);
    expect(sale.status).toBe(200);
  });
});

describe("a merchant's suspend and PayPal's suspension for failed payments", () => {
  it('differ in the resource and the event; only the merchant one can be activated', async () => {
    const paused = await active();
    const failing = await active({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { payment_preferences: { payment_failure_threshold: 1 } },
    });
    expect(
      (
        await client.call('POST', `/v1/billing/subscriptions/${paused}/suspend`, {
          reason: 'Paused by the subscriber',
        })
      ).status,
    ).toBe(204);
    await declines(failing);
    await advanceTo(plusDays(await nextBilling(failing), 10));

    const [merchant] = (await eventsOf(paused)).filter(
      (event) => event.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED',
    );
    const [system] = (await eventsOf(failing)).filter(
      (event) => event.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED',
    );
    expect(subscriptionOf(merchant)).toMatchObject({
      status: 'SUSPENDED',
      status_change_note: 'Paused by the subscriber',
      billing_info: { failed_payments_count: 0, outstanding_balance: eur('0.00') },
    });
    expect(subscriptionOf(merchant).billing_info).not.toHaveProperty('last_failed_payment');
    expect(subscriptionOf(system)).toMatchObject({
      status: 'SUSPENDED',
      status_change_note:
        'Payment failure threshold reached: 1 consecutive failed payments (payment_failure_threshold 1).',
      billing_info: {
        failed_payments_count: 1,
        outstanding_balance: eur('29.99'),
        last_failed_payment: { amount: eur('29.99'), reason_code: 'PAYMENT_DENIED' },
      },
    });
    expect(await get(failing)).toMatchObject({
      status: 'SUSPENDED',
      status_change_note: subscriptionOf(system).status_change_note,
    });

    const activate = (id: string) =>
      client.call('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'Back' });
    expect((await activate(paused)).status).toBe(204);
    expect(await activate(failing)).toMatchObject({
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [
          {
            issue: 'SUBSCRIPTION_CANNOT_BE_ACTIVATED',
            description:
              'Subscription cannot be activated after payment failure threshold has reached.',
          },
        ],
      },
    });
  });

  it('a merchant suspend waits with a pending retry; cancelling stops it and keeps the amount owed', async () => {
    const id = await active();
    const due = await nextBilling(id);
    await declines(id);
    await advanceTo(due);
    await client.call('POST', `/v1/billing/subscriptions/${id}/suspend`, { reason: 'Hold' });
    expect((await advanceTo(plusDays(due, 12))).failed).toEqual([]);
    expect((await get(id)).billing_info?.last_failed_payment?.next_payment_retry_time).toBe(
      plusDays(due, 5),
    );

    await client.call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'Gone' });
    const cancelled = await get(id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.billing_info).toMatchObject({
      outstanding_balance: eur('29.99'),
      failed_payments_count: 0,
    });
    expect(cancelled.billing_info?.last_failed_payment).not.toHaveProperty(
      'next_payment_retry_time',
    );
    expect((await advanceTo(plusDays(due, 40))).failed).toEqual([]);
  });
});

describe('the retry policy and the funding route', () => {
  it('GET/POST /_emulator/payment-retries: no retries count the failure at once; reset restores 5 days × 2', async () => {
    expect((await admin('GET', '/_emulator/payment-retries')).body).toEqual({
      interval_days: 5,
      max_retries: 2,
    });
    expect((await admin('POST', '/_emulator/payment-retries', { max_retries: 0 })).body).toEqual({
      interval_days: 5,
      max_retries: 0,
    });
    const id = await active();
    await declines(id);
    const { failed } = await advanceTo(await nextBilling(id));
    expect(failed).toHaveLength(1);
    expect(failed[0]).not.toHaveProperty('next_payment_retry_time');
    expect(await billing(id)).toMatchObject({
      failed_payments_count: 1,
      outstanding_balance: eur('29.99'),
    });

    expect((await admin('POST', '/_emulator/payment-retries', { interval_days: 0 })).status).toBe(
      400,
    );
    await admin('POST', '/_emulator/reset');
    expect((await admin('GET', '/_emulator/payment-retries')).body).toEqual({
      interval_days: 5,
      max_retries: 2,
    });
  });

  it('a retry is made only before the next billing; /bill makes the pending retry now', async () => {
    await admin('POST', '/_emulator/payment-retries', { interval_days: 1, max_retries: 1 });
    const id = await active();
    await declines(id);
    const byHand = await admin('POST', `/_emulator/subscriptions/${id}/bill`);
    expect(byHand.body).toMatchObject({
      subscription_id: id,
      amount: eur('29.99'),
      next_payment_retry_time: expect.any(String),
      suspended: false,
    });
    const retried = await admin('POST', `/_emulator/subscriptions/${id}/bill`);
    expect(retried.body).not.toHaveProperty('next_payment_retry_time');
    expect((await billing(id))?.failed_payments_count).toBe(1);

    // A 3-day plan: a retry 5 days later would come after the next billing, so none is made.
    await admin('POST', '/_emulator/payment-retries', { interval_days: 5, max_retries: 2 });
    const plan = await client.call('POST', '/v1/billing/plans', {
      product_id: 'PROD-FASTWELL',
      name: 'Every three days',
      billing_cycles: [
        {
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          frequency: { interval_unit: 'DAY', interval_count: 3 },
          pricing_scheme: { fixed_price: eur('1.00') },
        },
      ],
      payment_preferences: { payment_failure_threshold: 2 },
    });
    const short = await active({ plan_id: String(plan.body.id) });
    await declines(short);
    const { failed } = await advanceTo(plusDays(await nextBilling(short), 3));
    expect(
      failed.map(({ next_payment_retry_time, suspended }) => ({
        retry: next_payment_retry_time,
        suspended,
      })),
    ).toEqual([
      { retry: undefined, suspended: false },
      { retry: undefined, suspended: true },
    ]);
  });

  it('answers 404 for an unknown subscription and 400 for a reason PayPal does not name', async () => {
    expect((await declines('I-NOTAREALSUB1')).status).toBe(404);
    const id = await active();
    expect((await declines(id, true, 'CARD_EXPIRED')).status).toBe(400);
    expect((await admin('POST', `/_emulator/subscriptions/${id}/funding`, {})).status).toBe(400);
  });
});
