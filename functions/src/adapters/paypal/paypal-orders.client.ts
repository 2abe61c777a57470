import { z } from 'zod';
import { majorUnits, minorUnits } from '../../domain/amounts.rules';
import { type PayPalClient, providerError } from './paypal-client';
import type { PayPalCapture, PayPalOrderRequest, PayPalOrders } from './paypal-orders.port';

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().optional(),
});
const capturedOrderSchema = z.object({
  status: z.string(),
  payer: z.object({ email_address: z.string().optional() }).optional(),
  purchase_units: z
    .array(z.object({ payments: z.object({ captures: z.array(captureSchema) }).optional() }))
    .min(1),
});
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
});
const issueSchema = z.object({ details: z.array(z.object({ issue: z.string() })).optional() });

/** PayPal's Orders v2 (or the local PayPal emulator): one-off payments the buyer approves. */
export class PayPalOrdersClient implements PayPalOrders {
  constructor(private readonly paypal: PayPalClient) {}

  async createOrder(request: PayPalOrderRequest): Promise<string> {
    const { charge } = request;
    const currency = charge.currency.toUpperCase();
    const response = await this.paypal.request('/v2/checkout/orders', {
      method: 'POST',
      requestId: request.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.reference,
            custom_id: request.buyer,
            description: request.description,
            amount: { currency_code: currency, value: majorUnits(charge.amount, currency) },
          },
        ],
      },
    });
    if (!response.ok) throw providerError(response.status);
    const parsed = orderSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return parsed.data.id;
  }

  async captureOrder(orderId: string): Promise<PayPalCapture> {
    const response = await this.paypal.request(
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {
        method: 'POST',
        body: {},
        requestId: `capture-${orderId}`,
        prefer: 'return=representation',
      },
    );
    if (response.status === 422) {
      const issues = issueSchema.safeParse(await response.json().catch(() => null));
      const issue = issues.success ? issues.data.details?.[0]?.issue : undefined;
      if (issue === 'INSTRUMENT_DECLINED') return { status: 'declined' };
      if (issue === 'ORDER_ALREADY_CAPTURED') return { status: 'already-captured' };
      if (issue === 'ORDER_NOT_APPROVED') return { status: 'not-approved' };
      throw providerError(422);
    }
    if (!response.ok) throw providerError(response.status);
    const parsed = capturedOrderSchema.safeParse(await response.json());
    const capture = parsed.success ? parsed.data.purchase_units[0]?.payments?.captures[0] : null;
    if (!parsed.success || !capture) throw providerError(response.status);
    if (capture.status === 'PENDING') return { status: 'pending', captureId: capture.id };
    if (capture.status !== 'COMPLETED') return { status: 'declined' };
    return {
      status: 'completed',
      captureId: capture.id,
      charge: {
        amount: minorUnits(capture.amount.value, capture.amount.currency_code),
        currency: capture.amount.currency_code.toLowerCase(),
      },
      buyer: capture.custom_id ?? null,
      payer: parsed.data.payer?.email_address?.toLowerCase() ?? null,
    };
  }

  async getOrder(orderId: string): Promise<{ status: string; buyer: string | null } | null> {
    const response = await this.paypal.request(
      `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
    );
    if (response.status === 404) return null;
    if (!response.ok) throw providerError(response.status);
    const parsed = orderSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return {
      status: parsed.data.status,
      buyer: parsed.data.purchase_units?.[0]?.custom_id ?? null,
    };
  }
}
