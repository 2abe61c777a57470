import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import { PAYPAL_PLAN_IDS, PAYPAL_PLANS, paypalPlanId } from '../plans.js';
import type { PlanResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

type PlanList = {
  plans: Record<string, unknown>[];
  total_items?: number;
  links: { rel: string }[];
};

describe('seeded plans', () => {
  it('has one plan per recurring v8/v13 (incl. _standard) price in every currency', () => {
    // 64 standard plans, and a discounted variant of each of the 32 discounted-group prices.
    expect(PAYPAL_PLANS).toHaveLength(96);
    expect(paypalPlanId('v8_oneMonthV8_eur')).toBe('P-v8_oneMonthV8_eur');
    expect(PAYPAL_PLAN_IDS['v13_standard_threeMonthsV13_jpy']).toBe(
      'P-v13_standard_threeMonthsV13_jpy',
    );
    expect(PAYPAL_PLAN_IDS['ebookV1_ebookV1_eur']).toBeUndefined();
    expect(PAYPAL_PLAN_IDS['v8_standard_oneMonthV8_eur_discounted']).toBeUndefined();
  });

  it('a discounted variant bills the first cycle as Stripe discounts it, then the full price', () => {
    const cycles = (id: string) =>
      PAYPAL_PLANS.find((plan) => plan.id === id)?.billing_cycles.map((cycle) => ({
        tenure: cycle.tenure_type,
        price: cycle.pricing_scheme.fixed_price.value,
        every: `${cycle.frequency.interval_count ?? 1} ${cycle.frequency.interval_unit}`,
        total: cycle.total_cycles,
      }));
    expect(paypalPlanId('v8_threeMonthsV8_eur', 'discounted')).toBe(
      'P-v8_threeMonthsV8_eur_discounted',
    );
    expect(cycles('P-v8_threeMonthsV8_eur_discounted')).toEqual([
      // 5999 at 50 %: the discount 3000 (rounded from 2999.5).
      { tenure: 'TRIAL', price: '29.99', every: '3 MONTH', total: 1 },
      { tenure: 'REGULAR', price: '59.99', every: '3 MONTH', total: 0 },
    ]);
    // 499 at 50 %: Stripe rounds the discount (250), so 2.49.
    expect(cycles('P-v8_trialV8_eur_discounted')).toEqual([
      { tenure: 'TRIAL', price: '2.49', every: '1 WEEK', total: 1 },
      { tenure: 'REGULAR', price: '29.99', every: '1 MONTH', total: 0 },
    ]);
    expect(cycles('P-v13_oneMonthV13_jpy_discounted')?.[0]?.price).toBe('1600');
  });
});

describe('GET /v1/billing/plans', () => {
  it('lists 10 plan summaries per page with paging links and totals on request', async () => {
    const { status, body } = await client.call<PlanList>(
      'GET',
      '/v1/billing/plans?product_id=PROD-FASTWELL&total_required=true',
    );
    expect(status).toBe(200);
    expect(body.plans).toHaveLength(10);
    expect(body.total_items).toBe(96);
    expect(body.plans[0]).toMatchObject({
      id: 'P-v8_trialV8_eur',
      product_id: 'PROD-FASTWELL',
      status: 'ACTIVE',
      usage_type: 'LICENSED',
    });
    expect(body.plans[0]).not.toHaveProperty('billing_cycles');
    expect(body.links.map((link) => link.rel)).toContain('next');
  });

  it('filters by plan_ids, pages with page_size/page and returns whole plans with Prefer', async () => {
    const ids = 'P-v8_oneMonthV8_eur,P-v13_trialV13_usd,P-nope';
    const { body } = await client.call<PlanList>(
      'GET',
      `/v1/billing/plans?plan_ids=${ids}`,
      undefined,
      {
        Prefer: 'return=representation',
      },
    );
    expect(body.plans.map((plan) => plan.id)).toEqual([
      'P-v8_oneMonthV8_eur',
      'P-v13_trialV13_usd',
    ]);
    expect(body.plans[0]).toHaveProperty('billing_cycles');
    const page = await client.call<PlanList>('GET', '/v1/billing/plans?page_size=20&page=5');
    expect(page.body.plans).toHaveLength(16);
    const other = await client.call<PlanList>('GET', '/v1/billing/plans?product_id=PROD-OTHER');
    expect(other.body.plans).toEqual([]);
  });

  it('rejects an out-of-range page_size with INVALID_REQUEST details', async () => {
    const { status, body } = await client.call('GET', '/v1/billing/plans?page_size=50');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: 'page_size', location: 'query', issue: 'INVALID_PARAMETER_VALUE' }],
    });
  });
});

describe('GET /v1/billing/plans/:id', () => {
  it('answers a regular plan with one REGULAR monthly cycle priced from Stripe', async () => {
    const { status, body } = await client.call<PlanResource>(
      'GET',
      '/v1/billing/plans/P-v8_threeMonthsV8_gbp',
    );
    expect(status).toBe(200);
    expect(body.billing_cycles).toEqual([
      expect.objectContaining({
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        frequency: { interval_unit: 'MONTH', interval_count: 3 },
        pricing_scheme: expect.objectContaining({
          fixed_price: { currency_code: 'GBP', value: '50.99' },
        }),
      }),
    ]);
    expect(body.links).toContainEqual(expect.objectContaining({ rel: 'self', method: 'GET' }));
  });

  it('answers a trial plan with a 1-week TRIAL cycle then the one-month REGULAR cycle', async () => {
    const { body } = await client.call<PlanResource>(
      'GET',
      '/v1/billing/plans/P-v13_standard_trialV13_jpy',
    );
    expect(
      body.billing_cycles.map(
        ({ tenure_type, sequence, frequency, total_cycles, pricing_scheme }) => ({
          tenure_type,
          sequence,
          frequency,
          total_cycles,
          price: pricing_scheme.fixed_price,
        }),
      ),
    ).toEqual([
      {
        tenure_type: 'TRIAL',
        sequence: 1,
        frequency: { interval_unit: 'WEEK', interval_count: 1 },
        total_cycles: 1,
        price: { currency_code: 'JPY', value: '500' },
      },
      {
        tenure_type: 'REGULAR',
        sequence: 2,
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        total_cycles: 0,
        price: { currency_code: 'JPY', value: '3200' },
      },
    ]);
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown plan, and serves PROD-FASTWELL', async () => {
    const { status, body } = await client.call('GET', '/v1/billing/plans/P-unknown');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: expect.any(String),
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    const product = await client.call('GET', '/v1/catalogs/products/PROD-FASTWELL');
    expect(product.body).toMatchObject({ id: 'PROD-FASTWELL', type: 'SERVICE' });
  });
});
