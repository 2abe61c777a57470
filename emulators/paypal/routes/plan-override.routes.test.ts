import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SubscriptionResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

/**
 * Create-time customisation as PayPal documents it: `plan` (plan_override: billing_cycles by
 * sequence, payment_preferences.setup_fee, taxes), `start_time`, and `plan_overridden`.
 */
let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

const get = (id: string, query = '') =>
  client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}${query}`);

async function approved(body: Record<string, unknown>): Promise<SubscriptionResource> {
  const created = await client.createSubscription(body);
  expect(created.status).toBe(201);
  await client.approve(String(created.body.id));
  return (await get(String(created.body.id))).body;
}

const eur = (value: string) => ({ currency_code: 'EUR', value });

describe('plan overrides at create time', () => {
  it('a subscription without `plan` is not overridden and pays the plan price', async () => {
    const subscription = await approved({ plan_id: 'P-v8_oneMonthV8_eur' });
    expect(subscription.plan_overridden).toBe(false);
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('29.99'));
  });

  it('a billing cycle price override is what the buyer pays, and plan_overridden is true', async () => {
    const subscription = await approved({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: eur('0.01') } }] },
    });
    expect(subscription.plan_overridden).toBe(true);
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('0.01'));
    expect(subscription.billing_info?.cycle_executions?.[0]).toMatchObject({
      sequence: 1,
      cycles_completed: 1,
      current_pricing_scheme_version: 2,
    });
    const withPlan = await get(subscription.id, '?fields=plan');
    expect(withPlan.body.plan?.billing_cycles?.[0]?.pricing_scheme?.fixed_price).toEqual(
      eur('0.01'),
    );
    expect(subscription).not.toHaveProperty('plan');
  });

  it('overrides the regular cycle of a trial plan by its sequence', async () => {
    const subscription = await approved({
      plan_id: 'P-v8_trialV8_eur',
      plan: { billing_cycles: [{ sequence: 2, pricing_scheme: { fixed_price: eur('1.00') } }] },
    });
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('4.99'));
    const withPlan = await get(subscription.id, '?fields=plan');
    expect(withPlan.body.plan?.billing_cycles?.map((c) => c.pricing_scheme?.fixed_price)).toEqual([
      eur('4.99'),
      eur('1.00'),
    ]);
  });

  it('a setup fee is charged at approval, before the first cycle', async () => {
    const created = await client.createSubscription({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { payment_preferences: { setup_fee: eur('5.00') } },
    });
    const id = String(created.body.id);
    await client.approve(id);
    const subscription = (await get(id)).body;
    expect(subscription.plan_overridden).toBe(true);
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('29.99'));
    const events = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as {
      events: { event: { event_type: string; resource: Record<string, unknown> } }[];
    };
    const sales = events.events
      .map(({ event }) => event)
      .filter((event) => event.event_type === 'PAYMENT.SALE.COMPLETED')
      .filter((event) => event.resource.billing_agreement_id === id);
    expect(sales.map((sale) => sale.resource.amount)).toEqual([
      { total: '5.00', currency: 'EUR', details: { subtotal: '5.00' } },
      { total: '29.99', currency: 'EUR', details: { subtotal: '29.99' } },
    ]);
  });

  it('exclusive taxes are added to the cycle charge', async () => {
    const subscription = await approved({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { taxes: { percentage: '10', inclusive: false } },
    });
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('32.99'));
  });

  it('answers 422 for a cycle the plan does not have or another currency', async () => {
    const sequence = await client.createSubscription({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { billing_cycles: [{ sequence: 2, pricing_scheme: { fixed_price: eur('1.00') } }] },
    });
    expect(sequence).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'INVALID_BILLING_CYCLE_SEQUENCE' }] },
    });
    const currency = await client.createSubscription({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { payment_preferences: { setup_fee: { currency_code: 'USD', value: '1.00' } } },
    });
    expect(currency).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'CURRENCY_MISMATCH' }] },
    });
    const malformed = await client.createSubscription({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: { billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: eur('cheap') } }] },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('start_time', () => {
  it('a future start: active after approval, nothing paid, first billing at the start', async () => {
    const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    start.setUTCMilliseconds(0);
    const subscription = await approved({
      plan_id: 'P-v8_oneMonthV8_eur',
      start_time: start.toISOString(),
    });
    expect(subscription).toMatchObject({ status: 'ACTIVE', plan_overridden: false });
    expect(subscription.start_time).toBe(start.toISOString().replace('.000', ''));
    expect(subscription.billing_info).not.toHaveProperty('last_payment');
    expect(subscription.billing_info?.cycle_executions?.[0]?.cycles_completed).toBe(0);
    expect(Date.parse(String(subscription.billing_info?.next_billing_time))).toBe(start.getTime());
  });

  it('a future start with a setup fee: only the setup fee is paid at approval', async () => {
    const start = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const subscription = await approved({
      plan_id: 'P-v8_oneMonthV8_eur',
      start_time: start,
      plan: { payment_preferences: { setup_fee: eur('0.50') } },
    });
    expect(subscription.billing_info?.last_payment?.amount).toEqual(eur('0.50'));
    expect(subscription.billing_info?.cycle_executions?.[0]?.cycles_completed).toBe(0);
  });
});

describe('the approval window shows what will be billed', () => {
  it('names the overridden price, the setup fee and the start', async () => {
    const created = await client.createSubscription({
      plan_id: 'P-v8_oneMonthV8_eur',
      plan: {
        billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: eur('0.01') } }],
        payment_preferences: { setup_fee: eur('2.00') },
      },
    });
    const page = await (
      await fetch(`${emulator.url}/checkoutnow?token=${String(created.body.id)}`)
    ).text();
    expect(page).toContain('Setup fee: EUR 2.00');
    expect(page).toContain('EUR 0.01 per 1 month(s)');
    expect(page).toContain('<dt>Starts</dt>');
  });
});
