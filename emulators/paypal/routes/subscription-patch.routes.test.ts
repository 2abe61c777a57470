import { describe, expect, it } from 'vitest';
import type { SaleResource, SubscriptionResource } from '../paypal-types.js';
import { adminCall, emittedEvents, useFixture } from '../testing/paypal-fixture.js';

/** `PATCH /v1/billing/subscriptions/{id}` (Subscriptions v1 "Update subscription"). */
const fixture = useFixture({ resetEachTest: true });

const MONTHLY = 'P-v8_oneMonthV8_eur';
const TRIAL = 'P-v8_trialV8_eur';
const DAY_MS = 86_400_000;
const PRICE = '/plan/billing_cycles/@sequence==1/pricing_scheme/fixed_price';
const TOTAL = '/plan/billing_cycles/@sequence==1/total_cycles';
const THRESHOLD = '/plan/payment_preferences/payment_failure_threshold';
const eur = (value: string) => ({ currency_code: 'EUR', value });
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });

const patch = (id: string, operations: unknown) =>
  fixture.client.call('PATCH', `/v1/billing/subscriptions/${id}`, operations);
const get = async (id: string) =>
  (
    await fixture.client.call<SubscriptionResource>(
      'GET',
      `/v1/billing/subscriptions/${id}?fields=plan`,
    )
  ).body;
const nextBilling = async (id: string) =>
  Date.parse(String((await get(id)).billing_info?.next_billing_time));
const planPrice = async (id: string) =>
  String((await get(id)).plan?.billing_cycles?.[0]?.pricing_scheme?.fixed_price?.value);

/** Moves the emulator's clock to `ms`, billing what comes due; the amounts billed, in order. */
const advanceTo = async (ms: number) =>
  (
    await adminCall<{ billed: { amount: { total: string } }[] }>(
      fixture.emulator.url,
      'POST',
      '/_emulator/clock/advance',
      { to: new Date(ms).toISOString() },
    )
  ).body.billed.map(({ amount }) => amount.total);

const salesOf = async (id: string) =>
  (
    await adminCall<{ sales: SaleResource[] }>(fixture.emulator.url, 'GET', '/_emulator/sales')
  ).body.sales
    .filter((sale) => sale.billing_agreement_id === id)
    .map((sale) => sale.amount.total);

async function active(plan_id = MONTHLY): Promise<string> {
  const id = String((await fixture.client.createSubscription({ plan_id })).body.id);
  await fixture.client.approve(id);
  return id;
}

describe('PATCH /v1/billing/subscriptions/{id}', () => {
  it('answers 204 and the subscription shows the new values at once, plan_overridden from then on', async () => {
    const id = await active();
    const old = await planPrice(id);
    expect((await get(id)).plan_overridden).toBe(false);
    const answer = await patch(id, [
      replace(PRICE, eur('9.99')),
      replace(TOTAL, 6),
      { op: 'add', path: '/custom_id', value: 'uid-bob' },
      replace('/plan/payment_preferences/auto_bill_outstanding', false),
      replace(THRESHOLD, 5),
    ]);
    expect(answer).toMatchObject({ status: 204, body: {} });
    const after = await get(id);
    expect(after).toMatchObject({
      custom_id: 'uid-bob',
      plan_overridden: true,
      plan: {
        billing_cycles: [
          { sequence: 1, total_cycles: 6, pricing_scheme: { fixed_price: eur('9.99') } },
        ],
        payment_preferences: { auto_bill_outstanding: false, payment_failure_threshold: 5 },
      },
      billing_info: {
        cycle_executions: [
          { sequence: 1, cycles_completed: 1, cycles_remaining: 5, total_cycles: 6 },
        ],
      },
    });

    // Putting the original price back is still an override.
    expect((await patch(id, [replace(PRICE, eur(old))])).status).toBe(204);
    expect(await planPrice(id)).toBe(old);
    expect((await get(id)).plan_overridden).toBe(true);
    // custom_id is not the plan: it alone overrides nothing.
    const other = await active();
    expect((await patch(other, [replace('/custom_id', 'uid-eve')])).status).toBe(204);
    expect(await get(other)).toMatchObject({ custom_id: 'uid-eve', plan_overridden: false });
  });

  it('a later change of the catalogue plan no longer reaches the fields the PATCH overrode', async () => {
    const patched = await active();
    const plain = await active();
    expect((await patch(patched, [replace(THRESHOLD, 5)])).status).toBe(204);
    const planPatch = await fixture.client.call('PATCH', `/v1/billing/plans/${MONTHLY}`, [
      replace('/payment_preferences/payment_failure_threshold', 1),
      replace('/payment_preferences/auto_bill_outstanding', false),
    ]);
    expect(planPatch.status).toBe(204);
    const preferences = async (id: string) => (await get(id)).plan?.payment_preferences;
    expect(await preferences(plain)).toMatchObject({
      payment_failure_threshold: 1,
      auto_bill_outstanding: false,
    });
    // The field it did not override still follows the plan.
    expect(await preferences(patched)).toMatchObject({
      payment_failure_threshold: 5,
      auto_bill_outstanding: false,
    });
  });

  it('emits BILLING.SUBSCRIPTION.UPDATED with the subscription; a refused PATCH emits nothing', async () => {
    const id = await active();
    await patch(id, [replace('/custom_id', 'x'), replace(THRESHOLD, -1)]);
    expect(
      (await emittedEvents(fixture.emulator.url)).map((event) => event.event_type),
    ).not.toContain('BILLING.SUBSCRIPTION.UPDATED');
    await patch(id, [replace(PRICE, eur('9.99')), replace('/custom_id', 'uid-bob')]);
    const updated = (await emittedEvents(fixture.emulator.url)).filter(
      (event) => event.event_type === 'BILLING.SUBSCRIPTION.UPDATED',
    );
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      resource_type: 'subscription',
      resource: { id, status: 'ACTIVE', custom_id: 'uid-bob', plan_overridden: true },
    });
  });
});

describe('a PATCHed price bills from 10 days after the PATCH (by the cycle’s billing time)', () => {
  it('a price patched 20 days before the next billing bills that cycle', async () => {
    const id = await active();
    const next = await nextBilling(id);
    await advanceTo(next - 20 * DAY_MS);
    expect((await patch(id, [replace(PRICE, eur('9.99'))])).status).toBe(204);
    expect(await advanceTo(next + 1000)).toEqual(['9.99']);
  });

  it('a price patched 5 days before the next billing leaves that cycle at the old price, the next one bills it', async () => {
    const id = await active();
    const old = await planPrice(id);
    const next = await nextBilling(id);
    await advanceTo(next - 5 * DAY_MS);
    expect((await patch(id, [replace(PRICE, eur('9.99'))])).status).toBe(204);
    // GET shows the new price at once; billing still owes the old one for this cycle.
    expect(await planPrice(id)).toBe('9.99');
    expect(await advanceTo(next + 1000)).toEqual([old]);
    expect(await advanceTo((await nextBilling(id)) + 1000)).toEqual(['9.99']);
  });

  it('a price lowered then restored a month later bills old / new / old on the right cycles', async () => {
    const id = await active();
    const old = await planPrice(id);
    const first = await nextBilling(id);
    await advanceTo(first - 20 * DAY_MS);
    expect((await patch(id, [replace(PRICE, eur('9.99'))])).status).toBe(204);
    expect(await advanceTo(first + 10 * DAY_MS)).toEqual(['9.99']);
    expect((await patch(id, [replace(PRICE, eur(old))])).status).toBe(204);
    const second = await nextBilling(id);
    expect(second - (first + 10 * DAY_MS)).toBeGreaterThanOrEqual(10 * DAY_MS);
    expect(await advanceTo(second + 1000)).toEqual([old]);
    expect(await advanceTo((await nextBilling(id)) + 1000)).toEqual([old]);
    // The approval's payment, then the three renewals.
    expect(await salesOf(id)).toEqual([old, '9.99', old, old]);
  });

  it('composes several PATCHes: a cycle takes the newest price in force by its billing time, else the price before all', async () => {
    const composed = await active();
    const old = await planPrice(composed);
    const first = await nextBilling(composed);
    await advanceTo(first - 15 * DAY_MS);
    await patch(composed, [replace(PRICE, eur('20.00'))]);
    await advanceTo(first - 3 * DAY_MS);
    await patch(composed, [replace(PRICE, eur('10.00'))]);
    expect(await advanceTo(first + 1000)).toEqual(['20.00']);
    expect(await advanceTo((await nextBilling(composed)) + 1000)).toEqual(['10.00']);

    fixture.emulator.reset();
    const late = await active();
    const lateFirst = await nextBilling(late);
    await advanceTo(lateFirst - 8 * DAY_MS);
    await patch(late, [replace(PRICE, eur('20.00'))]);
    await advanceTo(lateFirst - 2 * DAY_MS);
    await patch(late, [replace(PRICE, eur('10.00'))]);
    expect(await advanceTo(lateFirst + 1000)).toEqual([old]);
    expect(await advanceTo((await nextBilling(late)) + 1000)).toEqual(['10.00']);
  });

  it('a cycle billed late (suspended past its time) keeps the price of its scheduled time', async () => {
    const id = await active();
    const old = await planPrice(id);
    const next = await nextBilling(id);
    await advanceTo(next - 12 * DAY_MS);
    await fixture.client.call('POST', `/v1/billing/subscriptions/${id}/suspend`, {
      reason: 'pause',
    });
    await advanceTo(next - 5 * DAY_MS);
    // A SUSPENDED subscription may be patched too.
    expect((await patch(id, [replace(PRICE, eur('9.99'))])).status).toBe(204);
    expect(await advanceTo(next + 20 * DAY_MS)).toEqual([]);
    await fixture.client.call('POST', `/v1/billing/subscriptions/${id}/activate`, {
      reason: 'back',
    });
    expect(await advanceTo(next + 20 * DAY_MS + 1000)).toEqual([old]);
    expect(await advanceTo((await nextBilling(id)) + 1000)).toEqual(['9.99']);
  });
});

describe('refusals (PayPal errors; nothing changes)', () => {
  const issueOf = (answer: { body: Record<string, unknown> }) =>
    (answer.body.details as { issue: string }[] | undefined)?.[0]?.issue;

  it('400 for a path, operation or value PayPal does not accept, all or nothing', async () => {
    const id = await active();
    const refused: [unknown, string][] = [
      [[replace('/status', 'CANCELLED')], 'INVALID_PATCH_PATH'],
      [[replace('/plan/billing_cycles/@sequence==1/frequency', {})], 'INVALID_PATCH_PATH'],
      [[replace('/custom_id', 'a'), replace('/custom_id', 'b')], 'INVALID_PATCH_PATH'],
      [[{ op: 'remove', path: '/custom_id' }], 'UNSUPPORTED_PATCH_OPERATION'],
      [[{ op: 'add', path: TOTAL, value: 3 }], 'UNSUPPORTED_PATCH_OPERATION'],
      [[{ op: 'add', path: THRESHOLD, value: 3 }], 'UNSUPPORTED_PATCH_OPERATION'],
      [[{ op: 'replace', path: '/custom_id' }], 'MISSING_REQUIRED_PARAMETER'],
      [[replace('/custom_id', '')], 'INVALID_STRING_MIN_LENGTH'],
      [[replace('/custom_id', 'x'.repeat(128))], 'INVALID_STRING_MAX_LENGTH'],
      [[replace(THRESHOLD, -1)], 'INVALID_INTEGER_MIN_VALUE'],
      [[replace(THRESHOLD, 1000)], 'INVALID_INTEGER_MAX_VALUE'],
      [[replace(THRESHOLD, '2')], 'INVALID_PARAMETER_VALUE'],
      [
        [replace('/plan/payment_preferences/auto_bill_outstanding', 'no')],
        'INVALID_PARAMETER_VALUE',
      ],
      [[replace(PRICE, { currency_code: 'EUR', value: 'ten' })], 'INVALID_PARAMETER_VALUE'],
      [[replace('/custom_id', 'uid-bob'), replace(PRICE, eur('-1'))], 'INVALID_PARAMETER_VALUE'],
    ];
    for (const [operations, issue] of refused) {
      const answer = await patch(id, operations);
      expect(answer.status, issue).toBe(400);
      expect(answer.body).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue }] });
    }
    expect((await patch(id, { op: 'replace' })).status).toBe(400);
    expect(await get(id)).toMatchObject({ custom_id: 'uid-ann', plan_overridden: false });
  });

  it('422 for another currency, a sequence the plan lacks, a completed cycle, too few total cycles', async () => {
    const id = await active();
    const currency = await patch(id, [
      replace('/custom_id', 'uid-bob'),
      replace(PRICE, { currency_code: 'USD', value: '9.99' }),
    ]);
    expect(currency).toMatchObject({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } });
    expect(issueOf(currency)).toBe('CURRENCY_MISMATCH');
    const sequence = await patch(id, [
      replace('/plan/billing_cycles/@sequence==2/pricing_scheme/fixed_price', eur('9.99')),
    ]);
    expect([sequence.status, issueOf(sequence)]).toEqual([422, 'INVALID_BILLING_CYCLE_SEQUENCE']);
    expect(await get(id)).toMatchObject({ custom_id: 'uid-ann', plan_overridden: false });

    // The trial week is paid at approval: its cycle has run; the regular one may still change.
    const trial = await active(TRIAL);
    for (const operations of [[replace(PRICE, eur('1.00'))], [replace(TOTAL, 2)]]) {
      const completed = await patch(trial, operations);
      expect([completed.status, issueOf(completed)]).toEqual([
        422,
        'BILLING_CYCLE_EXECUTION_COMPLETED',
      ]);
    }
    const regular = '/plan/billing_cycles/@sequence==2/pricing_scheme/fixed_price';
    expect((await patch(trial, [replace(regular, eur('19.99'))])).status).toBe(204);

    // Two cycles billed: total_cycles 1 would be fewer than completed (0, unlimited, is fine).
    await advanceTo((await nextBilling(id)) + 1000);
    const fewer = await patch(id, [replace(TOTAL, 1)]);
    expect([fewer.status, issueOf(fewer)]).toEqual([422, 'INVALID_BILLING_TOTAL_CYCLES']);
    expect((await patch(id, [replace(TOTAL, 2)])).status).toBe(204);
  });

  it('422 SUBSCRIPTION_STATUS_INVALID unless ACTIVE or SUSPENDED; 404 for an unknown id', async () => {
    const pending = String((await fixture.client.createSubscription()).body.id);
    const cancelled = await active();
    await fixture.client.call('POST', `/v1/billing/subscriptions/${cancelled}/cancel`, {
      reason: 'bye',
    });
    for (const id of [pending, cancelled]) {
      const answer = await patch(id, [replace('/custom_id', 'uid-bob')]);
      expect(answer).toMatchObject({
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          details: [
            {
              issue: 'SUBSCRIPTION_STATUS_INVALID',
              description:
                'Invalid subscription status for patch action; subscription status should be either active or suspended.',
            },
          ],
        },
      });
    }
    const unknown = await patch('I-UNKNOWN00000', [replace('/custom_id', 'uid-bob')]);
    expect(unknown).toMatchObject({ status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
  });
});
