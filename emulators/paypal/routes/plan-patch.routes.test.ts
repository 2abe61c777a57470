import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { PlanResource, SubscriptionResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { adminCall, startFixture } from '../testing/paypal-fixture.js';

/** payment_preferences.payment_failure_threshold on create, GET and PATCH (Subscriptions v1). */
let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const SEEDED = 'P-v8_oneMonthV8_eur';
const getPlan = async (id: string) =>
  (await client.call<PlanResource>('GET', `/v1/billing/plans/${id}`)).body;
const patch = (id: string, operations: unknown) =>
  client.call('PATCH', `/v1/billing/plans/${id}`, operations);
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });
const THRESHOLD = '/payment_preferences/payment_failure_threshold';

const planBody = (preferences: Record<string, unknown>) => ({
  product_id: 'PROD-FASTWELL',
  name: 'Monthly',
  billing_cycles: [
    {
      tenure_type: 'REGULAR',
      sequence: 1,
      total_cycles: 0,
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '10.00' } },
    },
  ],
  payment_preferences: preferences,
});

describe('the plan threshold on create and GET', () => {
  it('keeps the created value; PayPal defaults it to 0 (no limit); the seeded plans carry 3', async () => {
    const created = await client.call<PlanResource>(
      'POST',
      '/v1/billing/plans',
      planBody({ payment_failure_threshold: 2, auto_bill_outstanding: false }),
      { Prefer: 'return=representation' },
    );
    expect(created.body.payment_preferences).toMatchObject({
      payment_failure_threshold: 2,
      auto_bill_outstanding: false,
    });
    expect((await getPlan(created.body.id)).payment_preferences).toMatchObject({
      payment_failure_threshold: 2,
    });
    const defaulted = await client.call<PlanResource>('POST', '/v1/billing/plans', planBody({}));
    expect((await getPlan(defaulted.body.id)).payment_preferences).toMatchObject({
      payment_failure_threshold: 0,
      auto_bill_outstanding: true,
      setup_fee_failure_action: 'CANCEL',
    });
    expect((await getPlan(SEEDED)).payment_preferences).toMatchObject({
      payment_failure_threshold: 3,
      auto_bill_outstanding: true,
    });
    const tooMany = await client.call(
      'POST',
      '/v1/billing/plans',
      planBody({ payment_failure_threshold: 1000 }),
    );
    expect(tooMany.status).toBe(400);
  });
});

describe('PATCH /v1/billing/plans/{id}', () => {
  it('replaces the threshold and the other fields PayPal lists; 204', async () => {
    const before = await getPlan(SEEDED);
    const answer = await patch(SEEDED, [
      replace(THRESHOLD, 5),
      replace('/payment_preferences/auto_bill_outstanding', false),
      replace('/description', before.description),
      replace('/name', 'Renamed'),
      replace('/taxes/percentage', '7'),
      replace('/payment_preferences/setup_fee', { currency_code: 'EUR', value: '1.00' }),
      replace('/payment_preferences/setup_fee_failure_action', 'CANCEL'),
    ]);
    expect(answer.status).toBe(204);
    const after = await getPlan(SEEDED);
    expect(after).toMatchObject({
      name: 'Renamed',
      description: before.description,
      payment_preferences: {
        payment_failure_threshold: 5,
        auto_bill_outstanding: false,
        setup_fee: { currency_code: 'EUR', value: '1.00' },
        setup_fee_failure_action: 'CANCEL',
      },
      taxes: { percentage: '7' },
    });
    expect(Date.parse(after.update_time)).toBeGreaterThanOrEqual(Date.parse(before.update_time));
    emulator.reset();
    expect((await getPlan(SEEDED)).payment_preferences?.payment_failure_threshold).toBe(3);
  });

  it('answers PayPal errors and changes nothing when one operation is refused', async () => {
    const refused: [unknown, string][] = [
      [[replace('/billing_cycles', [])], 'INVALID_PATCH_PATH'],
      [[{ op: 'add', path: THRESHOLD, value: 1 }], 'UNSUPPORTED_PATCH_OPERATION'],
      [[replace(THRESHOLD, 1), replace(THRESHOLD, 2)], 'INVALID_PATCH_PATH'],
      [
        [replace(THRESHOLD, 1), replace(THRESHOLD.replace('threshold', 'x'), 1)],
        'INVALID_PATCH_PATH',
      ],
      [[replace(THRESHOLD, -1)], 'INVALID_PARAMETER_VALUE'],
      [[replace(THRESHOLD, '2')], 'INVALID_PARAMETER_VALUE'],
      [
        [replace('/payment_preferences/setup_fee', { currency_code: 'USD', value: '1' })],
        'INVALID_PARAMETER_VALUE',
      ],
    ];
    for (const [operations, issue] of refused) {
      const answer = await patch(SEEDED, operations);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue }] });
    }
    expect((await getPlan(SEEDED)).payment_preferences?.payment_failure_threshold).toBe(3);
    expect((await patch(SEEDED, { op: 'replace' })).status).toBe(400);
    expect((await patch('P-NOPE', [replace(THRESHOLD, 1)])).status).toBe(404);
  });

  it('applies to the subscriptions billing by the plan, except where the create request overrode it', async () => {
    const subscribe = async (body: Record<string, unknown> = {}) => {
      const id = String((await client.createSubscription(body)).body.id);
      await client.approve(id);
      return id;
    };
    const plain = await subscribe();
    const overridden = await subscribe({
      plan: { payment_preferences: { payment_failure_threshold: 5 } },
    });
    expect((await patch(SEEDED, [replace(THRESHOLD, 1)])).status).toBe(204);
    const thresholdOf = async (id: string) =>
      (
        await client.call<SubscriptionResource>(
          'GET',
          `/v1/billing/subscriptions/${id}?fields=plan`,
        )
      ).body.plan?.payment_preferences?.payment_failure_threshold;
    expect(await thresholdOf(plain)).toBe(1);
    expect(await thresholdOf(overridden)).toBe(5);

    // The new threshold is what billing obeys: one failed cycle suspends the plain one.
    await adminCall(emulator.url, 'POST', '/_emulator/payment-retries', { max_retries: 0 });
    for (const id of [plain, overridden]) {
      await adminCall(emulator.url, 'POST', `/_emulator/subscriptions/${id}/funding`, {
        declines: true,
      });
      await adminCall(emulator.url, 'POST', `/_emulator/subscriptions/${id}/bill`);
    }
    const status = async (id: string) =>
      (await client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body
        .status;
    expect(await status(plain)).toBe('SUSPENDED');
    expect(await status(overridden)).toBe('ACTIVE');
  });
});
