import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../../testing/payment-app';
import { subscriber } from '../../testing/stripe-subscriber';
import { endpoints, pathOf } from '../../contract/endpoints';

// The API's clock is the emulator's: it stands still, so the catalogue's minute cannot run out.
const payment = usePaymentApp({ emulatorClock: true });

/** How many price lists (GET /v1/prices) the emulator answered since its request log was cleared. */
async function priceLists(): Promise<number> {
  const response = await fetch(`${payment.stripe.emulator.url}/_emulator/requests`);
  const log = (await response.json()) as { byRoute: Record<string, number> };
  return log.byRoute['GET /v1/prices'] ?? 0;
}

/**
 * The composition root builds each use case once per app: the checkout screen and the upsell read their
 * prices through the same catalogue, so within its cache's lifetime Stripe lists them once.
 */
describe('one catalogue per app', () => {
  it('the upsell reuses the price list the checkout screen fetched', async () => {
    const { user } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    await fetch(`${payment.stripe.emulator.url}/_emulator/requests`, { method: 'DELETE' });

    const products = await payment.app.call(
      'GET',
      pathOf(endpoints.getProducts, { groupId: 'v8' }),
      {
        token: user.idToken,
        headers: { 'x-country-code': 'DE' },
      },
    );
    expect(products.status).toBe(200);
    const afterCheckout = await priceLists();
    expect(afterCheckout).toBeGreaterThan(0);

    const upsell = await payment.app.call('POST', endpoints.previewUpsell.path, {
      token: user.idToken,
      body: {},
    });
    expect(upsell).toMatchObject({ status: 200, body: { preview: { currency: 'eur' } } });
    expect(await priceLists()).toBe(afterCheckout);
  });
});
