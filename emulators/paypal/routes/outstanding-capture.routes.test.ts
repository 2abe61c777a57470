import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SubscriptionResource, TransactionResource, WebhookEvent } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { adminCall, startFixture, startWebhookReceiver } from '../testing/paypal-fixture.js';

/**
 * "Recover outstanding balance": POST …/capture `{ note, capture_type: OUTSTANDING_BALANCE,
 * amount }` on a subscription PayPal suspended for failed payments, then POST …/activate; and
 * GET …/transactions listing every attempt.
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

const path = (id: string, action = '') => `/v1/billing/subscriptions/${id}${action}`;
const get = async (id: string) => (await client.call<SubscriptionResource>('GET', path(id))).body;
const capture = (id: string, value: string, currency_code = 'EUR', note = 'Balance due') =>
  client.call<TransactionResource>('POST', path(id, '/capture'), {
    note,
    capture_type: 'OUTSTANDING_BALANCE',
    amount: { currency_code, value },
  });
const funding = (id: string, declines: boolean) =>
  adminCall(emulator.url, 'POST', `/_emulator/subscriptions/${id}/funding`, { declines });
const transactions = (id: string, start: string, end: string) =>
  client.call<{ transactions: TransactionResource[]; total_items: number }>(
    'GET',
    `${path(id, '/transactions')}?start_time=${start}&end_time=${end}`,
  );

/** ACTIVE, then suspended by PayPal: one failed cycle (threshold 1), 29.99 outstanding. */
async function suspendedForFailures(): Promise<{ id: string; due: string }> {
  const created = await client.createSubscription({
    plan: { payment_preferences: { payment_failure_threshold: 1 } },
  });
  const id = String(created.body.id);
  await client.approve(id);
  const due = String((await get(id)).billing_info?.next_billing_time);
  await funding(id, true);
  await adminCall(emulator.url, 'POST', '/_emulator/clock/advance', { to: plusDays(due, 10) });
  return { id, due };
}

describe('POST /v1/billing/subscriptions/{id}/capture (OUTSTANDING_BALANCE)', () => {
  it('collects the balance as sales, resets failed_payments_count, then activate reactivates', async () => {
    const { id, due } = await suspendedForFailures();
    expect(await get(id)).toMatchObject({
      status: 'SUSPENDED',
      billing_info: { outstanding_balance: eur('29.99'), failed_payments_count: 1 },
    });

    const declined = await capture(id, '29.99');
    expect(declined).toMatchObject({
      status: 200,
      body: { status: 'DECLINED', amount_with_breakdown: { gross_amount: eur('29.99') } },
    });
    expect((await get(id)).billing_info?.outstanding_balance).toEqual(eur('29.99'));

    await funding(id, false);
    receiver.received.length = 0;
    const part = await capture(id, '10');
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      status: 'COMPLETED',
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      amount_with_breakdown: {
        gross_amount: eur('10.00'),
        fee_amount: { currency_code: 'EUR' },
        net_amount: { currency_code: 'EUR' },
      },
      payer_email: 'buyer@example.com',
      payer_name: { given_name: 'Test', surname: 'Buyer' },
    });
    expect(await get(id)).toMatchObject({
      status: 'SUSPENDED',
      billing_info: {
        outstanding_balance: eur('19.99'),
        failed_payments_count: 0,
        last_payment: { amount: eur('10.00'), time: part.body.time },
      },
    });
    const rest = await capture(id, '19.99');
    expect(rest.body.status).toBe('COMPLETED');
    expect((await get(id)).billing_info?.outstanding_balance).toEqual(eur('0.00'));

    await emulator.webhooksSettled();
    const sales = receiver.received.map((webhook) => JSON.parse(webhook.body) as WebhookEvent);
    expect(sales.map((event) => [event.event_type, event.resource.id])).toEqual([
      ['PAYMENT.SALE.COMPLETED', part.body.id],
      ['PAYMENT.SALE.COMPLETED', rest.body.id],
    ]);
    expect(sales[0]?.resource).toMatchObject({ billing_agreement_id: id, state: 'completed' });
    expect((await client.call('GET', `/v1/payments/sale/${part.body.id}`)).status).toBe(200);

    const activated = await client.call('POST', path(id, '/activate'), { reason: 'Paid' });
    expect(activated.status).toBe(204);
    const month = new Date(Date.parse(due));
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(await get(id)).toMatchObject({
      status: 'ACTIVE',
      status_change_note: 'Paid',
      billing_info: { next_billing_time: month.toISOString().replace('.000Z', 'Z') },
    });

    const listed = await transactions(id, plusDays(due, -40), plusDays(due, 40));
    expect(listed.status).toBe(200);
    expect(
      listed.body.transactions.map((transaction) => [
        transaction.status,
        transaction.amount_with_breakdown.gross_amount.value,
      ]),
    ).toEqual([
      ['COMPLETED', '29.99'],
      ['DECLINED', '29.99'],
      ['DECLINED', '29.99'],
      ['DECLINED', '29.99'],
      ['DECLINED', '29.99'],
      ['COMPLETED', '10.00'],
      ['COMPLETED', '19.99'],
    ]);
    expect(listed.body.total_items).toBe(7);
    expect(listed.body.transactions.slice(1, 4).map((transaction) => transaction.time)).toEqual([
      due,
      plusDays(due, 5),
      plusDays(due, 10),
    ]);
  });

  it('refuses what PayPal refuses', async () => {
    const paid = String((await client.createSubscription()).body.id);
    await client.approve(paid);
    expect((await capture(paid, '1.00')).body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ZERO_OUTSTANDING_BALANCE' }],
    });

    const { id } = await suspendedForFailures();
    expect((await capture(id, '30.00')).body).toMatchObject({
      details: [{ issue: 'AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE' }],
    });
    expect((await capture(id, '10.00', 'USD')).body).toMatchObject({
      details: [{ issue: 'CURRENCY_MISMATCH' }],
    });
    expect((await capture(id, '0')).status).toBe(400);
    const missing = await client.call('POST', path(id, '/capture'), { note: 'x' });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        name: 'INVALID_REQUEST',
        details: expect.arrayContaining([
          expect.objectContaining({ field: '/capture_type', issue: 'MISSING_REQUIRED_PARAMETER' }),
        ]),
      },
    });
    const wrongType = await client.call('POST', path(id, '/capture'), {
      note: 'x',
      capture_type: 'FULL',
      amount: eur('1.00'),
    });
    expect(wrongType.status).toBe(400);

    await client.call('POST', path(id, '/cancel'), { reason: 'Gone' });
    expect((await capture(id, '1.00')).body).toMatchObject({
      details: [
        {
          issue: 'SUBSCRIPTION_STATUS_INVALID',
          description:
            'Invalid subscription status for capture action; subscription status should be active or suspended or expired.',
        },
      ],
    });
    expect((await capture('I-NOTAREALSUB1', '1.00')).status).toBe(404);
  });
});

describe('GET /v1/billing/subscriptions/{id}/transactions', () => {
  it('lists the sales in the window (refunded ones as REFUNDED) and requires start and end', async () => {
    const id = String((await client.createSubscription()).body.id);
    await client.approve(id);
    const { create_time: created } = await get(id);
    const [sale] = (await transactions(id, plusDays(created, -1), plusDays(created, 1))).body
      .transactions;
    expect(sale).toMatchObject({
      status: 'COMPLETED',
      time: created,
      amount_with_breakdown: { gross_amount: eur('29.99') },
    });
    await client.call('POST', `/v1/payments/sale/${sale?.id}/refund`, {});
    const [refunded] = (await transactions(id, plusDays(created, -1), plusDays(created, 1))).body
      .transactions;
    expect(refunded).toMatchObject({ id: sale?.id, status: 'REFUNDED' });
    expect(
      (await transactions(id, plusDays(created, 1), plusDays(created, 2))).body.transactions,
    ).toEqual([]);

    const noStart = await client.call('GET', `${path(id, '/transactions')}?end_time=${created}`);
    expect(noStart).toMatchObject({
      status: 400,
      body: {
        details: [{ field: 'start_time', location: 'query', issue: 'MISSING_REQUIRED_PARAMETER' }],
      },
    });
    const malformed = await transactions(id, '2026-13-01', created);
    expect(malformed.body).toMatchObject({
      details: [{ field: 'start_time', issue: 'INVALID_PARAMETER_SYNTAX' }],
    });
    expect((await transactions('I-NOTAREALSUB1', created, created)).status).toBe(404);
  });
});
