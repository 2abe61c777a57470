import { describe, expect, it } from 'vitest';
import type { CaptureResource, OrderResource } from '../order-types.js';
import type { Link } from '../paypal-types.js';
import { adminCall, emittedEvents, useFixture } from '../testing/paypal-fixture.js';

const fixture = useFixture();

const rels = (links: Link[] | undefined) => (links ?? []).map(({ rel }) => rel);
const issueOf = (body: Record<string, unknown>) =>
  (body.details as { issue: string }[] | undefined)?.[0]?.issue;

async function approvedOrder(body: Record<string, unknown> = {}): Promise<string> {
  const created = await fixture.client.createOrder(body);
  const id = String(created.body.id);
  expect((await fixture.client.approveOrder(id)).status).toBe(200);
  return id;
}

describe('POST /v2/checkout/orders', () => {
  it('creates a CREATED order; the default answer is minimal with approve, update, capture', async () => {
    const { status, body } = await fixture.client.createOrder();
    expect(status).toBe(201);
    const id = String(body.id);
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(Object.keys(body).sort()).toEqual(['id', 'links', 'status']);
    expect(body.status).toBe('CREATED');
    expect(body.links).toEqual([
      { href: `${fixture.emulator.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
      { href: `${fixture.emulator.url}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      { href: `${fixture.emulator.url}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
      {
        href: `${fixture.emulator.url}/v2/checkout/orders/${id}/capture`,
        rel: 'capture',
        method: 'POST',
      },
    ]);
  });

  it('answers the whole order with Prefer: return=representation, as GET does', async () => {
    const { body } = await fixture.client.call<OrderResource>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'JPY', value: '1500' }, custom_id: 'u-1' }],
      },
      { Prefer: 'return=representation' },
    );
    expect(body).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      create_time: expect.stringMatching(/Z$/),
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: 'JPY', value: '1500' },
          payee: { email_address: expect.any(String), merchant_id: expect.any(String) },
          custom_id: 'u-1',
        },
      ],
    });
    const shown = await fixture.client.call<OrderResource>('GET', `/v2/checkout/orders/${body.id}`);
    expect(shown.body).toEqual(body);
  });

  it('with payment_source.paypal answers PAYER_ACTION_REQUIRED and a payer-action link', async () => {
    const { body } = await fixture.client.createOrder({
      payment_source: {
        paypal: { experience_context: { return_url: 'https://example.com/ok' } },
      },
    });
    expect(body).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', payment_source: { paypal: {} } });
    expect(rels(body.links as Link[])).toEqual(['self', 'payer-action']);
  });

  it('refuses amounts PayPal refuses, with the Orders v2 issue and its information link', async () => {
    const unit = (amount: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      purchase_units: [{ amount, ...extra }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [unit({ currency_code: 'EUR', value: '0.00' }), 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [unit({ currency_code: 'JPY', value: '10.5' }), 'DECIMAL_PRECISION'],
      [unit({ currency_code: 'EUR', value: '9.999' }), 'DECIMAL_PRECISION'],
      [
        unit({
          currency_code: 'EUR',
          value: '10.00',
          breakdown: { item_total: { currency_code: 'EUR', value: '9.00' } },
        }),
        'AMOUNT_MISMATCH',
      ],
      [
        unit(
          {
            currency_code: 'EUR',
            value: '10.00',
            breakdown: { item_total: { currency_code: 'EUR', value: '10.00' } },
          },
          {
            items: [
              {
                name: 'e-book',
                quantity: '2',
                unit_amount: { currency_code: 'EUR', value: '4.00' },
              },
            ],
          },
        ),
        'ITEM_TOTAL_MISMATCH',
      ],
      [
        {
          purchase_units: [
            { reference_id: 'a', amount: { currency_code: 'EUR', value: '1.00' } },
            { reference_id: 'b', amount: { currency_code: 'USD', value: '1.00' } },
          ],
        },
        'MULTI_CURRENCY_ORDER',
      ],
      [
        {
          purchase_units: [
            { amount: { currency_code: 'EUR', value: '1.00' } },
            { amount: { currency_code: 'EUR', value: '2.00' } },
          ],
        },
        'REFERENCE_ID_REQUIRED',
      ],
      [{ intent: 'AUTHORIZE' }, 'UNSUPPORTED_INTENT'],
    ];
    for (const [body, issue] of cases) {
      const answer = await fixture.client.createOrder(body);
      expect(answer.status, issue).toBe(422);
      expect(answer.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY' });
      expect(issueOf(answer.body), issue).toBe(issue);
      expect(answer.body.links).toEqual([
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ]);
    }
  });

  it('answers 400 INVALID_REQUEST for a missing intent or purchase unit', async () => {
    const answer = await fixture.client.call('POST', '/v2/checkout/orders', { intent: 'CAPTURE' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
  });

  it('PayPal-Request-Id: the same create answers the first order again', async () => {
    const headers = { 'PayPal-Request-Id': 'order-ebook-uid-ann' };
    const first = await fixture.client.createOrder({}, headers);
    const second = await fixture.client.createOrder({}, headers);
    expect(second.body).toEqual(first.body);
    const { body } = await adminCall<{ orders: OrderResource[] }>(
      fixture.emulator.url,
      'GET',
      '/_emulator/orders',
    );
    expect(body.orders.filter((order) => order.id === first.body.id)).toHaveLength(1);
  });
});

describe('POST /v2/checkout/orders/:id/capture', () => {
  it('refuses an order the buyer has not approved: 422 ORDER_NOT_APPROVED', async () => {
    const { body } = await fixture.client.createOrder();
    const answer = await fixture.client.call('POST', `/v2/checkout/orders/${body.id}/capture`, {});
    expect(answer.status).toBe(422);
    expect(issueOf(answer.body)).toBe('ORDER_NOT_APPROVED');
    expect(answer.body.links).toEqual([
      expect.objectContaining({
        href: 'https://developer.paypal.com/docs/api/orders/v2/#error-ORDER_NOT_APPROVED',
      }),
    ]);
  });

  it('captures an approved order: COMPLETED, one capture per purchase unit with custom_id', async () => {
    const id = await approvedOrder();
    const approved = await fixture.client.call<OrderResource>('GET', `/v2/checkout/orders/${id}`);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      payer: {
        email_address: 'buyer@example.com',
        payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
      },
      payment_source: {
        paypal: { email_address: 'buyer@example.com', account_status: 'VERIFIED' },
      },
    });
    expect(rels(approved.body.links)).toEqual(['self', 'update', 'capture']);
    const { status, body } = await fixture.client.call<OrderResource>(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      { 'PayPal-Request-Id': `capture-${id}` },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ id, status: 'COMPLETED', payer: approved.body.payer });
    const capture = body.purchase_units[0]?.payments?.captures[0] as CaptureResource;
    expect(body.purchase_units[0]?.reference_id).toBe('ebook');
    expect(capture).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '9.99' },
      custom_id: 'uid-ann',
      final_capture: true,
      seller_receivable_breakdown: {
        gross_amount: { currency_code: 'EUR', value: '9.99' },
        paypal_fee: { currency_code: 'EUR', value: '0.84' },
        net_amount: { currency_code: 'EUR', value: '9.15' },
      },
    });
    expect(capture.links).toEqual([
      {
        href: `${fixture.emulator.url}/v2/payments/captures/${capture.id}`,
        rel: 'self',
        method: 'GET',
      },
      {
        href: `${fixture.emulator.url}/v2/payments/captures/${capture.id}/refund`,
        rel: 'refund',
        method: 'POST',
      },
      { href: `${fixture.emulator.url}/v2/checkout/orders/${id}`, rel: 'up', method: 'GET' },
    ]);
    const replay = await fixture.client.call(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'PayPal-Request-Id': `capture-${id}`,
      },
    );
    expect(replay.body).toEqual(body);
    const again = await fixture.client.call('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(again.status).toBe(422);
    expect(issueOf(again.body)).toBe('ORDER_ALREADY_CAPTURED');
    const shown = await fixture.client.call<OrderResource>('GET', `/v2/checkout/orders/${id}`);
    expect(shown.body.status).toBe('COMPLETED');
    expect(shown.body.purchase_units[0]?.payments?.captures).toEqual([capture]);
    expect(rels(shown.body.links)).toEqual(['self']);
  });

  it('a declining funding source: 422 INSTRUMENT_DECLINED with a redirect link; capture once it pays', async () => {
    const id = await approvedOrder();
    const funding = await adminCall(
      fixture.emulator.url,
      'POST',
      `/_emulator/orders/${id}/funding`,
      {
        declines: true,
      },
    );
    expect(funding.body).toEqual({ order_id: id, declines: true });
    const declined = await fixture.client.call('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(declined.status).toBe(422);
    expect(issueOf(declined.body)).toBe('INSTRUMENT_DECLINED');
    expect(declined.body.links).toContainEqual({
      href: `${fixture.emulator.url}/checkoutnow?token=${id}`,
      rel: 'redirect',
      method: 'GET',
    });
    expect((await fixture.client.call('GET', `/v2/checkout/orders/${id}`)).body.status).toBe(
      'APPROVED',
    );
    await adminCall(fixture.emulator.url, 'POST', `/_emulator/orders/${id}/funding`, {
      declines: false,
    });
    const paid = await fixture.client.call('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(paid).toMatchObject({ status: 201, body: { status: 'COMPLETED' } });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const answer = await fixture.client.call('GET', '/v2/checkout/orders/NOSUCHORDER000001');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  });

  it('emits CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED with the order id', async () => {
    const id = await approvedOrder();
    const { body } = await fixture.client.call<OrderResource>(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
    );
    const captureId = body.purchase_units[0]?.payments?.captures[0]?.id;
    const events = await emittedEvents(fixture.emulator.url);
    const approved = events.find(
      (event) =>
        event.event_type === 'CHECKOUT.ORDER.APPROVED' &&
        (event.resource as OrderResource).id === id,
    );
    expect(approved).toMatchObject({
      resource_type: 'checkout-order',
      resource_version: '2.0',
      summary: 'An order has been approved by buyer',
      resource: { status: 'APPROVED', payer: { email_address: 'buyer@example.com' } },
    });
    const completed = events.find(
      (event) =>
        event.event_type === 'PAYMENT.CAPTURE.COMPLETED' &&
        (event.resource as CaptureResource).id === captureId,
    );
    expect(completed).toMatchObject({
      resource_type: 'capture',
      resource_version: '2.0',
      summary: 'Payment completed for EUR 9.99',
      resource: {
        status: 'COMPLETED',
        custom_id: 'uid-ann',
        amount: { currency_code: 'EUR', value: '9.99' },
        supplementary_data: { related_ids: { order_id: id } },
      },
    });
  });
});
