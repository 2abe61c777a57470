import { describe, expect, it } from 'vitest';
import type { CaptureRefundResource, CaptureResource, OrderResource } from '../order-types.js';
import { adminCall, emittedEvents, useFixture } from '../testing/paypal-fixture.js';

const fixture = useFixture();

const issueOf = (body: Record<string, unknown>) =>
  (body.details as { issue: string }[] | undefined)?.[0]?.issue;

/** An e-book order for 9.99 EUR, approved and captured: its order id and capture id. */
async function capturedOrder(): Promise<{ orderId: string; captureId: string }> {
  const created = await fixture.client.createOrder();
  const orderId = String(created.body.id);
  await fixture.client.approveOrder(orderId);
  const { body } = await fixture.client.call<OrderResource>(
    'POST',
    `/v2/checkout/orders/${orderId}/capture`,
    {},
  );
  return { orderId, captureId: String(body.purchase_units[0]?.payments?.captures[0]?.id) };
}

const refund = (captureId: string, body: Record<string, unknown> = {}, prefer?: string) =>
  fixture.client.call<CaptureRefundResource>(
    'POST',
    `/v2/payments/captures/${captureId}/refund`,
    body,
    prefer ? { Prefer: prefer } : {},
  );

describe('GET /v2/payments/captures/:id', () => {
  it('shows the capture with its order id; 404 for an unknown one', async () => {
    const { orderId, captureId } = await capturedOrder();
    const { status, body } = await fixture.client.call<CaptureResource>(
      'GET',
      `/v2/payments/captures/${captureId}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '9.99' },
      custom_id: 'uid-ann',
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    const unknown = await fixture.client.call('GET', '/v2/payments/captures/NOSUCHCAPTURE0001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.links).toEqual([
      expect.objectContaining({
        href: 'https://developer.paypal.com/docs/api/payments/v2/#error-INVALID_RESOURCE_ID',
      }),
    ]);
  });
});

describe('POST /v2/payments/captures/:id/refund', () => {
  it('refunds part, then the rest with an empty body; then refuses CAPTURE_FULLY_REFUNDED', async () => {
    const { orderId, captureId } = await capturedOrder();
    const partial = await refund(captureId, { amount: { currency_code: 'EUR', value: '3.00' } });
    expect(partial.status).toBe(201);
    expect(Object.keys(partial.body).sort()).toEqual(['id', 'links', 'status']);
    expect(partial.body.status).toBe('COMPLETED');
    expect(partial.body.links).toEqual([
      {
        href: `${fixture.emulator.url}/v2/payments/refunds/${partial.body.id}`,
        rel: 'self',
        method: 'GET',
      },
      {
        href: `${fixture.emulator.url}/v2/payments/captures/${captureId}`,
        rel: 'up',
        method: 'GET',
      },
    ]);
    const afterPartial = await fixture.client.call('GET', `/v2/payments/captures/${captureId}`);
    expect(afterPartial.body.status).toBe('PARTIALLY_REFUNDED');
    const rest = await refund(captureId, {}, 'return=representation');
    expect(rest.body).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '6.99' },
      custom_id: 'uid-ann',
      seller_payable_breakdown: {
        gross_amount: { currency_code: 'EUR', value: '6.99' },
        total_refunded_amount: { currency_code: 'EUR', value: '9.99' },
      },
    });
    const capture = await fixture.client.call<CaptureResource>(
      'GET',
      `/v2/payments/captures/${captureId}`,
    );
    expect(capture.body.status).toBe('REFUNDED');
    expect(capture.body.links.map(({ rel }) => rel)).toEqual(['self', 'up']);
    const third = await refund(captureId);
    expect(third.status).toBe(422);
    expect(issueOf(third.body)).toBe('CAPTURE_FULLY_REFUNDED');
    const order = await fixture.client.call<OrderResource>('GET', `/v2/checkout/orders/${orderId}`);
    expect(order.body.purchase_units[0]?.payments?.refunds?.map(({ id }) => id)).toEqual([
      partial.body.id,
      rest.body.id,
    ]);
    const shown = await fixture.client.call('GET', `/v2/payments/refunds/${partial.body.id}`);
    expect(shown.body).toMatchObject({ id: partial.body.id, amount: { value: '3.00' } });
  });

  it('refuses more than is left, another currency and nothing', async () => {
    const { captureId } = await capturedOrder();
    const cases: [Record<string, string>, string][] = [
      [{ currency_code: 'EUR', value: '10.00' }, 'REFUND_AMOUNT_EXCEEDED'],
      [{ currency_code: 'USD', value: '1.00' }, 'CURRENCY_MISMATCH'],
      [{ currency_code: 'EUR', value: '0.00' }, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ];
    for (const [amount, issue] of cases) {
      const answer = await refund(captureId, { amount });
      expect(answer.status, issue).toBe(422);
      expect(issueOf(answer.body), issue).toBe(issue);
    }
    expect(
      (await fixture.client.call('GET', `/v2/payments/captures/${captureId}`)).body.status,
    ).toBe('COMPLETED');
  });

  it('emits PAYMENT.CAPTURE.REFUNDED with the refund, and lists captures with their refunds', async () => {
    const { orderId, captureId } = await capturedOrder();
    const made = await refund(captureId, { amount: { currency_code: 'EUR', value: '1.99' } });
    const event = (await emittedEvents(fixture.emulator.url)).find(
      (found) =>
        found.event_type === 'PAYMENT.CAPTURE.REFUNDED' &&
        (found.resource as CaptureRefundResource).id === made.body.id,
    );
    expect(event).toMatchObject({
      resource_type: 'refund',
      resource_version: '2.0',
      summary: 'A 1.99 EUR capture payment was refunded',
      resource: { status: 'COMPLETED', amount: { value: '1.99' }, custom_id: 'uid-ann' },
    });
    const { body } = await adminCall<{
      captures: (CaptureResource & { order_id: string; refunds: CaptureRefundResource[] })[];
    }>(fixture.emulator.url, 'GET', '/_emulator/captures');
    expect(body.captures.find(({ id }) => id === captureId)).toMatchObject({
      order_id: orderId,
      status: 'PARTIALLY_REFUNDED',
      refunds: [{ id: made.body.id, amount: { value: '1.99' } }],
    });
  });

  it('needs the app token: the SDK’s facilitator token may not refund', async () => {
    const { captureId } = await capturedOrder();
    const basic = Buffer.from('fastwell-local-client:').toString('base64');
    const token = (await (
      await fetch(`${fixture.emulator.url}/sdk/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}` },
      })
    ).json()) as { access_token: string };
    const answer = await fetch(`${fixture.emulator.url}/v2/payments/captures/${captureId}/refund`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(answer.status).toBe(403);
  });
});
