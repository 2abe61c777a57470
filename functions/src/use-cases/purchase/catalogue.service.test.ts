import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { Currency } from '../../domain/market.rules';
import type { PriceCatalogue } from '../../adapters/purchases/price-catalogue.port';
import { CATALOGUE_TTL_MS, CatalogueService } from './catalogue.service';

const price = (id: string, currency: string): CataloguePrice => ({
  id,
  active: true,
  unit_amount: 999,
  currency,
  type: 'recurring',
  recurring: { interval: 'month', interval_count: 1 },
  metadata: {},
  product: 'prod_1',
});

/** Stripe's prices as a list per currency and by id; counts the calls. */
function fakeProvider() {
  const calls = { list: 0, retrieve: 0 };
  const provider: PriceCatalogue = {
    activePrices(currency: Currency) {
      calls.list += 1;
      return Promise.resolve([price(`price_month_${currency}`, currency)]);
    },
    price(id: string) {
      calls.retrieve += 1;
      return Promise.resolve(
        id.startsWith('price_') ? { ...price(id, 'eur'), active: false } : null,
      );
    },
  };
  return { provider, calls };
}

function serviceAt(provider: PriceCatalogue) {
  let now = 0;
  const service = new CatalogueService(provider, { now: () => new Date(now) });
  return { service, advance: (ms: number) => (now += ms) };
}

describe('CatalogueService.price', () => {
  it('answers a price listed for the checkout screen within the minute as listed, without a call', async () => {
    const { provider, calls } = fakeProvider();
    const { service } = serviceAt(provider);
    const [listed] = await service.activePrices('eur');
    expect(await service.price('price_month_eur')).toEqual(listed);
    expect(calls).toEqual({ list: 1, retrieve: 0 });
  });

  it('reads a price listed in no currency this minute from Stripe (an archived one too)', async () => {
    const { provider, calls } = fakeProvider();
    const { service } = serviceAt(provider);
    await service.activePrices('eur');
    expect(await service.price('price_old_eur')).toMatchObject({ active: false });
    expect(await service.price('unknown')).toBeNull();
    expect(calls.retrieve).toBe(2);
  });

  it('reads it from Stripe again once the list is a minute old', async () => {
    const { provider, calls } = fakeProvider();
    const { service, advance } = serviceAt(provider);
    await service.activePrices('eur');
    advance(CATALOGUE_TTL_MS);
    expect(await service.price('price_month_eur')).toMatchObject({ active: false });
    expect(calls).toEqual({ list: 1, retrieve: 1 });
  });

  it('reads it from Stripe when the list failed', async () => {
    const { provider, calls } = fakeProvider();
    const failing: PriceCatalogue = {
      ...provider,
      activePrices: () => Promise.reject(new Error('Stripe is down')),
    };
    const { service } = serviceAt(failing);
    await expect(service.activePrices('eur')).rejects.toThrow('Stripe is down');
    expect(await service.price('price_month_eur')).toMatchObject({ id: 'price_month_eur' });
    expect(calls.retrieve).toBe(1);
  });
});
