import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { PlanResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

const money = (value: string) => ({ currency_code: 'EUR', value });
const planBody = (productId: string) => ({
  product_id: productId,
  name: 'Monthly',
  description: 'Fastwell catalogue test_key',
  billing_cycles: [
    {
      tenure_type: 'REGULAR',
      sequence: 1,
      total_cycles: 0,
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      pricing_scheme: { fixed_price: money('10.00') },
    },
  ],
  payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
});

describe('catalog products and plans created through the API', () => {
  it('creates a product with our id once; a second create with it is refused', async () => {
    const product = { id: 'PROD-TESTWRITE', name: 'Test', type: 'SERVICE' };
    const created = await client.call('POST', '/v1/catalogs/products', product);
    expect(created).toMatchObject({ status: 201, body: { id: 'PROD-TESTWRITE', name: 'Test' } });
    expect((await client.call('GET', '/v1/catalogs/products/PROD-TESTWRITE')).status).toBe(200);
    const again = await client.call('POST', '/v1/catalogs/products', product);
    expect(again.status).toBe(422);
  });

  it('creates a plan (minimal answer by default), lists it under its product and reprices it', async () => {
    const created = await client.call<PlanResource>(
      'POST',
      '/v1/billing/plans',
      planBody('PROD-TESTWRITE'),
    );
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^P-[A-Z0-9]{24}$/);
    expect(created.body).not.toHaveProperty('billing_cycles');
    const listed = await client.call<{ plans: { id: string }[] }>(
      'GET',
      '/v1/billing/plans?product_id=PROD-TESTWRITE',
    );
    expect(listed.body.plans.map((plan) => plan.id)).toEqual([created.body.id]);

    const path = `/v1/billing/plans/${created.body.id}`;
    const reprice = (value: string, sequence = 1, currency_code = 'EUR') =>
      client.call('POST', `${path}/update-pricing-schemes`, {
        pricing_schemes: [
          {
            billing_cycle_sequence: sequence,
            pricing_scheme: { fixed_price: { currency_code, value } },
          },
        ],
      });
    expect((await reprice('12.50')).status).toBe(204);
    const plan = (await client.call<PlanResource>('GET', path)).body;
    expect(plan.billing_cycles[0]?.pricing_scheme).toMatchObject({
      version: 2,
      fixed_price: money('12.50'),
    });
    expect((await reprice('12.50', 2)).body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'INVALID_BILLING_CYCLE_SEQUENCE' }],
    });
    expect((await reprice('12.50', 1, 'USD')).body).toMatchObject({
      details: [{ issue: 'CURRENCY_MISMATCH' }],
    });
  });

  it('refuses a plan of an unknown product; reset restores the seeded catalogue only', async () => {
    expect((await client.call('POST', '/v1/billing/plans', planBody('PROD-NOPE'))).status).toBe(
      422,
    );
    emulator.reset();
    expect((await client.call('GET', '/v1/catalogs/products/PROD-TESTWRITE')).status).toBe(404);
    const seeded = await client.call<{ total_items: number }>(
      'GET',
      '/v1/billing/plans?product_id=PROD-FASTWELL&total_required=true',
    );
    expect(seeded.body.total_items).toBe(96);
  });
});
