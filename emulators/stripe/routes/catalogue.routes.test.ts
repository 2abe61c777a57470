import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PRICES } from '../catalogue.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

describe('catalogue through the stripe SDK', () => {
  it('lists prices filtered by lookup keys and currency, with products expanded', async () => {
    const prices = await fixture.stripe.prices.list({
      lookup_keys: ['v8_oneMonthV8_eur', 'v8_trialV8_eur', 'v8_oneMonthV8_usd'],
      currency: 'eur',
      active: true,
      expand: ['data.product'],
    });
    expect(prices.object).toBe('list');
    expect(prices.data.map((price) => price.id).sort()).toEqual([
      'price_v8_oneMonthV8_eur',
      'price_v8_trialV8_eur',
    ]);
    const oneMonth = prices.data.find((price) => price.id === 'price_v8_oneMonthV8_eur');
    expect(oneMonth).toMatchObject({
      unit_amount: 2999,
      currency: 'eur',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      metadata: { group: 'v8', model: 'oneMonthV8', baseDiscountPercentage: '50' },
      product: { id: 'prod_oneMonthV8', object: 'product', name: 'Fastwell 1 month plan' },
    });
    expect(String(oneMonth?.unit_amount_decimal)).toBe('2999');
  });

  it('filters by type and product and paginates with starting_after', async () => {
    const ebook = await fixture.stripe.prices.list({ type: 'one_time', limit: 100 });
    expect(ebook.data.map((price) => price.id).sort()).toEqual([
      'price_ebookV1_ebookV1_eur',
      'price_ebookV1_ebookV1_gbp',
      'price_ebookV1_ebookV1_jpy',
      'price_ebookV1_ebookV1_usd',
    ]);
    const byProduct = await fixture.stripe.prices.list({
      product: 'prod_threeMonthsV13',
      currency: 'jpy',
    });
    expect(byProduct.data.map((price) => [price.id, price.unit_amount])).toEqual([
      ['price_v13_threeMonthsV13_jpy', 6400],
      ['price_v13_standard_threeMonthsV13_jpy', 6400],
    ]);
    const first = await fixture.stripe.prices.list({ limit: 3 });
    expect(first.has_more).toBe(true);
    const next = await fixture.stripe.prices.list({ limit: 3, starting_after: first.data[2]?.id });
    expect(next.data[0]?.id).toBe(CATALOGUE_PRICES[3]?.id);
    const all = await fixture.stripe.prices.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
    expect(all).toHaveLength(CATALOGUE_PRICES.length);
  });

  it('retrieves prices, products and the seeded coupon, and creates coupons', async () => {
    await expect(
      fixture.stripe.prices.retrieve('price_v8_standard_nineMonthsV8_gbp'),
    ).resolves.toMatchObject({
      unit_amount: 9299,
      metadata: { baseDiscountPercentage: '0', group: 'v8_standard' },
      lookup_key: 'v8_standard_nineMonthsV8_gbp',
    });
    await expect(fixture.stripe.products.retrieve('prod_ebookV1')).resolves.toMatchObject({
      name: 'Fastwell e-book',
    });
    await expect(fixture.stripe.coupons.retrieve('pct_50')).resolves.toMatchObject({
      percent_off: 50,
      duration: 'once',
    });
    const created = await fixture.stripe.coupons.create({
      id: 'eur_5',
      amount_off: 500,
      currency: 'eur',
      duration: 'once',
    });
    expect(created).toMatchObject({ id: 'eur_5', object: 'coupon', amount_off: 500, valid: true });
    await expect(
      fixture.stripe.coupons.create({ id: 'eur_5', percent_off: 10, duration: 'once' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_already_exists',
    });
  });

  it('answers 404 resource_missing for an unknown price', async () => {
    await expect(fixture.stripe.prices.retrieve('price_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such price: 'price_nope'",
    });
  });

  it('answers 401 without an API key or with a publishable key on secret endpoints', async () => {
    const anonymous = await fetch(`${fixture.emulator.url}/v1/prices`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const publishable = await fetch(`${fixture.emulator.url}/v1/prices`, {
      headers: { Authorization: 'Bearer pk_test_x' },
    });
    expect(publishable.status).toBe(401);
    const basic = await fetch(`${fixture.emulator.url}/v1/prices?limit=1`, {
      headers: { Authorization: `Basic ${Buffer.from('sk_test_x:').toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('serves health, CORS preflight and a reset that restores the seed', async () => {
    await expect((await fetch(`${fixture.emulator.url}/_emulator/health`)).json()).resolves.toEqual(
      { ok: true },
    );
    const preflight = await fetch(`${fixture.emulator.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    await fixture.stripe.coupons.create({ id: 'temporary', percent_off: 5, duration: 'once' });
    const reset = await fetch(`${fixture.emulator.url}/_emulator/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    await expect(fixture.stripe.coupons.retrieve('temporary')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(fixture.stripe.coupons.retrieve('pct_50')).resolves.toMatchObject({
      id: 'pct_50',
    });
  });
});
