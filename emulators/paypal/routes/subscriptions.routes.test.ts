import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SubscriptionResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

const get = (id: string) =>
  client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`);
const act = (id: string, action: string, body: unknown = { reason: 'Customer request' }) =>
  client.call('POST', `/v1/billing/subscriptions/${id}/${action}`, body);

async function activeSubscription(plan = 'P-v8_oneMonthV8_eur'): Promise<string> {
  const { body } = await client.createSubscription({ plan_id: plan });
  await client.approve(String(body.id));
  return String(body.id);
}

describe('POST /v1/billing/subscriptions', () => {
  it('creates an APPROVAL_PENDING subscription with approve and self links', async () => {
    const { status, body } = await client.createSubscription({
      plan_id: 'P-v8_threeMonthsV8_usd',
      custom_id: 'uid-123',
      subscriber: { email_address: 'ann@example.com' },
      application_context: {
        brand_name: 'Fastwell',
        user_action: 'SUBSCRIBE_NOW',
        return_url: 'http://localhost:5173/paypal/return',
        cancel_url: 'http://localhost:5173/paypal/cancel',
      },
    });
    expect(status).toBe(201);
    const id = String(body.id);
    expect(id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(body).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: 'P-v8_threeMonthsV8_usd',
      custom_id: 'uid-123',
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      links: expect.arrayContaining([
        { rel: 'approve', href: `${emulator.url}/checkoutnow?token=${id}`, method: 'GET' },
        { rel: 'self', href: `${emulator.url}/v1/billing/subscriptions/${id}`, method: 'GET' },
      ]),
    });
    const fetched = await get(id);
    expect(fetched.body).toMatchObject({ id, status: 'APPROVAL_PENDING', custom_id: 'uid-123' });
    expect(fetched.body).not.toHaveProperty('billing_info');
  });

  it('answers 422 UNPROCESSABLE_ENTITY for an unknown plan and 400 for a malformed body', async () => {
    const unknown = await client.createSubscription({ plan_id: 'P-does-not-exist' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      debug_id: expect.any(String),
      details: [{ field: '/plan_id', issue: 'INVALID_RESOURCE_ID' }],
    });
    const missing = await client.call('POST', '/v1/billing/subscriptions', { custom_id: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/plan_id', location: 'body', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    const empty = await client.createSubscription({ custom_id: '' });
    expect(empty).toMatchObject({
      status: 400,
      body: { details: [{ field: '/custom_id', value: '', issue: 'INVALID_STRING_LENGTH' }] },
    });
    const badUrl = await client.createSubscription({
      application_context: { return_url: 'not a url', cancel_url: 'http://x.test/' },
    });
    expect(badUrl.body).toMatchObject({
      details: [{ field: '/application_context/return_url', issue: 'INVALID_PARAMETER_SYNTAX' }],
    });
  });
});

describe('GET /v1/billing/subscriptions/:id', () => {
  it('answers PayPal fields after approval: payer_id, last_payment, cycle executions', async () => {
    const id = await activeSubscription('P-v8_trialV8_eur');
    const { status, body } = await get(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      plan_id: 'P-v8_trialV8_eur',
      status: 'ACTIVE',
      custom_id: 'uid-ann',
      subscriber: {
        payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
        email_address: 'buyer@example.com',
        name: { given_name: 'Test', surname: 'Buyer' },
      },
      billing_info: {
        outstanding_balance: { currency_code: 'EUR', value: '0.00' },
        last_payment: { amount: { currency_code: 'EUR', value: '4.99' }, time: expect.any(String) },
        failed_payments_count: 0,
        cycle_executions: [
          expect.objectContaining({ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 1 }),
          expect.objectContaining({ tenure_type: 'REGULAR', sequence: 2, cycles_completed: 0 }),
        ],
      },
    });
    const next = Date.parse(String(body.billing_info?.next_billing_time));
    const paid = Date.parse(String(body.billing_info?.last_payment?.time));
    expect(next - paid).toBe(7 * 24 * 3600 * 1000);
    expect(body.links?.map((link) => link.rel)).toEqual([
      'cancel',
      'edit',
      'self',
      'suspend',
      'capture',
    ]);
  });

  it('answers 404 RESOURCE_NOT_FOUND with INVALID_RESOURCE_ID for an unknown id', async () => {
    const { status, body } = await get('I-NOTAREALSUB1');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      details: [
        { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' },
      ],
    });
    expect((await act('I-NOTAREALSUB1', 'cancel')).status).toBe(404);
  });
});

describe('suspend, activate and cancel', () => {
  it('moves ACTIVE → SUSPENDED → ACTIVE → CANCELLED with 204 answers', async () => {
    const id = await activeSubscription();
    expect((await act(id, 'suspend', { reason: 'Paused by user' })).status).toBe(204);
    const suspended = await get(id);
    expect(suspended.body).toMatchObject({
      status: 'SUSPENDED',
      status_change_note: 'Paused by user',
    });
    expect(suspended.body.billing_info).not.toHaveProperty('next_billing_time');
    expect((await act(id, 'activate', {})).status).toBe(204);
    const active = await get(id);
    expect(active.body.status).toBe('ACTIVE');
    expect(active.body.billing_info?.next_billing_time).toEqual(expect.any(String));
    expect((await act(id, 'cancel')).status).toBe(204);
    const cancelled = await get(id);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      status_change_note: 'Customer request',
    });
    expect(cancelled.body.links?.map((link) => link.rel)).toEqual(['self']);
  });

  it('answers 422 SUBSCRIPTION_STATUS_INVALID for transitions PayPal refuses', async () => {
    const { body } = await client.createSubscription();
    const pendingId = String(body.id);
    const activeId = await activeSubscription();
    const cancelledId = await activeSubscription();
    await act(cancelledId, 'cancel');
    const refused: [string, string, string][] = [
      [pendingId, 'cancel', 'active or suspended'],
      [pendingId, 'suspend', 'active'],
      [activeId, 'activate', 'suspended'],
      [cancelledId, 'activate', 'suspended'],
      [cancelledId, 'suspend', 'active'],
      [cancelledId, 'cancel', 'active or suspended'],
    ];
    for (const [id, action, rule] of refused) {
      const answer = await act(id, action);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        name: 'UNPROCESSABLE_ENTITY',
        details: [
          {
            issue: 'SUBSCRIPTION_STATUS_INVALID',
            description: `Invalid subscription status for ${action} action; subscription status should be ${rule}.`,
          },
        ],
      });
    }
    expect((await client.approve(activeId)).status).toBe(422);
  });

  it('requires a reason to cancel or suspend', async () => {
    const id = await activeSubscription();
    const answer = await act(id, 'cancel', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: [{ field: '/reason', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    expect((await get(id)).body.status).toBe('ACTIVE');
  });
});
