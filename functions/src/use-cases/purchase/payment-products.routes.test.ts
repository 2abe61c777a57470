import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../../testing/payment-app';
import { endpoints, pathOf } from '../../contract/endpoints';

const payment = usePaymentApp();

interface PriceAnswer {
  id: string;
  unit_amount: number;
  currency: string;
  type: string;
  recurring: { interval: string; interval_count: number } | null;
  metadata: Record<string, string>;
  product: string;
}

describe('GET /api/payment/getProducts/:groupId', () => {
  it('answers the v8 prices in euros for Germany, cheapest first, with flags', async () => {
    const user = await payment.signedIn();
    const answer = await payment.app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
      token: user.idToken,
      headers: { 'x-country-code': 'DE' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body.data as Record<string, unknown> & { prices: PriceAnswer[] };
    expect(data.prices.map((price) => price.id)).toEqual([
      'price_v8_trialV8_eur',
      'price_v8_oneMonthV8_eur',
      'price_v8_threeMonthsV8_eur',
      'price_v8_sixMonthsV8_eur',
      'price_v8_nineMonthsV8_eur',
    ]);
    expect(data.prices[1]).toEqual({
      id: 'price_v8_oneMonthV8_eur',
      unit_amount: 2999,
      currency: 'eur',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      metadata: expect.objectContaining({
        group: 'v8',
        model: 'oneMonthV8',
        baseDiscountPercentage: '50',
      }),
      product: 'prod_oneMonthV8',
      // What the checkout screen shows and the card is charged with the discount granted.
      discountedUnitAmount: 1499,
    });
    expect(data).toMatchObject({
      countryCode: 'DE',
      region: 'eu',
      paypalCheckoutEnabled: false,
      paypalElementsEnabled: false,
      paypalNativeFallbackEnabled: false,
      isPurchaseAvailable: true,
    });
  });

  it('answers the standard group without a base discount', async () => {
    const user = await payment.signedIn();
    const answer = await payment.app.call(
      'GET',
      pathOf(endpoints.getProducts, { groupId: 'v8_standard' }),
      {
        token: user.idToken,
      },
    );
    const prices = (answer.body.data as { prices: PriceAnswer[] }).prices;
    expect(prices).toHaveLength(5);
    expect(new Set(prices.map((price) => price.metadata.baseDiscountPercentage))).toEqual(
      new Set(['0']),
    );
  });

  it.each([
    ['?currency=usd', 'DE', 'usd', 'eu'],
    ['?currency=chf', 'DE', 'eur', 'eu'],
    ['', 'GB', 'gbp', 'other'],
    ['', 'JP', 'jpy', 'other'],
    ['', 'CA', 'usd', 'ca'],
  ])('query %j from %s → %s, region %s', async (query, country, currency, region) => {
    const user = await payment.signedIn();
    const answer = await payment.app.call(
      'GET',
      `${pathOf(endpoints.getProducts, { groupId: 'v13' })}${query}`,
      {
        token: user.idToken,
        headers: { 'x-country-code': country },
      },
    );
    const data = answer.body.data as { prices: PriceAnswer[]; region: string; countryCode: string };
    expect(data.prices).toHaveLength(3);
    expect(data.prices.every((price) => price.currency === currency)).toBe(true);
    expect(data).toMatchObject({ region, countryCode: country });
  });

  it('answers 404 unknown-price-group for a group that does not exist', async () => {
    const user = await payment.signedIn();
    const answer = await payment.app.call(
      'GET',
      pathOf(endpoints.getProducts, { groupId: 'v99' }),
      {
        token: user.idToken,
      },
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'unknown-price-group' } } });
  });

  it('refuses a call without a token with the spec message', async () => {
    const answer = await payment.app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }));
    expect(answer).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthenticated',
          message: 'Error getting firebase token id: You are not logged in!',
        },
      },
    });
  });
});
