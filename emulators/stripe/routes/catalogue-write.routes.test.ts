import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

describe('creating and updating the catalogue through the stripe SDK', () => {
  it('creates a product with our id, refuses the id twice, and updates its name', async () => {
    const { stripe } = fixture;
    const product = await stripe.products.create({
      id: 'prod_new',
      name: 'New',
      metadata: { a: '1' },
    });
    expect(product).toMatchObject({
      id: 'prod_new',
      name: 'New',
      active: true,
      metadata: { a: '1' },
    });
    await expect(stripe.products.create({ id: 'prod_new', name: 'Again' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_already_exists',
    });
    await stripe.products.update('prod_new', { name: 'Renamed' });
    expect((await stripe.products.retrieve('prod_new')).name).toBe('Renamed');
  });

  it('a lookup key belongs to one price: taken without transfer_lookup_key, moved with it', async () => {
    const { stripe } = fixture;
    const params = {
      product: 'prod_oneMonthV8',
      currency: 'eur',
      unit_amount: 3499,
      recurring: { interval: 'month' as const, interval_count: 1 },
      lookup_key: 'v8_oneMonthV8_eur',
      metadata: { group: 'v8' },
    };
    await expect(stripe.prices.create(params)).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
      message: 'A price (`price_v8_oneMonthV8_eur`) already uses that lookup key.',
    });
    const created = await stripe.prices.create({ ...params, transfer_lookup_key: true });
    expect(created).toMatchObject({
      unit_amount: 3499,
      lookup_key: 'v8_oneMonthV8_eur',
      active: true,
      recurring: { interval: 'month', interval_count: 1 },
      metadata: { group: 'v8' },
    });
    expect(created.id).toMatch(/^price_/);
    const listed = await stripe.prices.list({ lookup_keys: ['v8_oneMonthV8_eur'] });
    expect(listed.data.map((price) => price.id)).toEqual([created.id]);
    expect((await stripe.prices.retrieve('price_v8_oneMonthV8_eur')).lookup_key).toBeNull();
  });

  it('archives a price and moves a lookup key back by update; the amount stays', async () => {
    const { stripe } = fixture;
    const archived = await stripe.prices.update('price_v8_trialV8_usd', { active: false });
    expect(archived).toMatchObject({ active: false, unit_amount: 499 });
    const active = await stripe.prices.list({ lookup_keys: ['v8_trialV8_usd'], active: true });
    expect(active.data).toEqual([]);
    await expect(
      stripe.prices.update('price_v8_trialV8_gbp', { lookup_key: 'v8_trialV8_usd' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const moved = await stripe.prices.update('price_v8_trialV8_gbp', {
      lookup_key: 'v8_trialV8_usd',
      transfer_lookup_key: true,
    });
    expect(moved.lookup_key).toBe('v8_trialV8_usd');
    expect((await stripe.prices.retrieve('price_v8_trialV8_usd')).lookup_key).toBeNull();
  });

  it('refuses a price of an unknown product', async () => {
    await expect(
      fixture.stripe.prices.create({ product: 'prod_nope', currency: 'eur', unit_amount: 100 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'product' });
  });
});
