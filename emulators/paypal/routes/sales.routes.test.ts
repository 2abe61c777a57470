import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { RefundResource, SaleResource } from '../paypal-types.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());

/** The sales an approved subscription took (setup fee, first cycle), as PayPal's events carry them. */
async function paidSubscription(): Promise<SaleResource[]> {
  const created = await client.createSubscription({ plan_id: 'P-v8_oneMonthV8_eur' });
  const id = String(created.body.id);
  await client.approve(id);
  const { body } = await client.call<{ sales: SaleResource[] }>('GET', '/_emulator/sales');
  return body.sales.filter((sale) => sale.billing_agreement_id === id);
}

describe('sales and their refunds (PayPal REST v1 "Show sale", "Refund sale")', () => {
  it('refunds a subscription payment in full, once; the sale then shows refunded', async () => {
    const [sale] = await paidSubscription();
    if (!sale) throw new Error('no sale');
    const refund = await client.call<RefundResource>(
      'POST',
      `/v1/payments/sale/${sale.id}/refund`,
      {},
      { 'PayPal-Request-Id': `refund-${sale.id}` },
    );
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      state: 'completed',
      sale_id: sale.id,
      amount: { total: sale.amount.total, currency: sale.amount.currency },
    });
    // The same request again is answered from PayPal-Request-Id, not refunded twice.
    const replay = await client.call<RefundResource>(
      'POST',
      `/v1/payments/sale/${sale.id}/refund`,
      {},
      { 'PayPal-Request-Id': `refund-${sale.id}` },
    );
    expect(replay.body.id).toBe(refund.body.id);
    const again = await client.call('POST', `/v1/payments/sale/${sale.id}/refund`, {});
    expect(again).toMatchObject({ status: 400, body: { name: 'TRANSACTION_REFUSED' } });
    const shown = await client.call<SaleResource>('GET', `/v1/payments/sale/${sale.id}`);
    expect(shown.body.state).toBe('refunded');
  });

  it('emits PAYMENT.SALE.REFUNDED with the refund as its resource, once', async () => {
    const [sale] = await paidSubscription();
    if (!sale) throw new Error('no sale');
    const refund = await client.call<RefundResource>(
      'POST',
      `/v1/payments/sale/${sale.id}/refund`,
      {},
    );
    await client.call('POST', `/v1/payments/sale/${sale.id}/refund`, {});
    const { events } = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as {
      events: {
        event: {
          event_type: string;
          resource_type: string;
          summary: string;
          resource: RefundResource;
        };
      }[];
    };
    const refunded = events
      .map(({ event }) => event)
      .filter((event) => event.event_type === 'PAYMENT.SALE.REFUNDED')
      .filter((event) => event.resource.sale_id === sale.id);
    expect(refunded).toEqual([
      expect.objectContaining({
        resource_type: 'refund',
        summary: `A ${sale.amount.total} ${sale.amount.currency} sale payment was refunded`,
        resource: refund.body,
      }),
    ]);
  });

  it('answers 404 for an unknown sale and refuses a partial amount', async () => {
    expect((await client.call('POST', '/v1/payments/sale/NOPE/refund', {})).status).toBe(404);
    const [sale] = await paidSubscription();
    const partial = await client.call('POST', `/v1/payments/sale/${sale?.id ?? ''}/refund`, {
      amount: { total: '0.01', currency: 'EUR' },
    });
    expect(partial.status).toBe(422);
  });
});
