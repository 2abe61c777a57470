import { z } from 'zod';

/** PayPal's `money` (a currency code and a decimal string). */
const money = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

const breakdown = z.object({
  item_total: money.optional(),
  shipping: money.optional(),
  handling: money.optional(),
  tax_total: money.optional(),
  insurance: money.optional(),
  shipping_discount: money.optional(),
  discount: money.optional(),
});
export type AmountBreakdown = z.infer<typeof breakdown>;

const item = z.object({
  name: z.string().min(1).max(127),
  quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
  unit_amount: money,
  description: z.string().max(127).optional(),
  sku: z.string().max(127).optional(),
  category: z.enum(['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION']).optional(),
});

/** `purchase_units[]` (the fields the emulator keeps; others are ignored). */
const purchaseUnit = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  amount: money.extend({ breakdown: breakdown.optional() }),
  description: z.string().min(1).max(127).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  invoice_id: z.string().min(1).max(127).optional(),
  soft_descriptor: z.string().min(1).max(22).optional(),
  items: z.array(item).optional(),
});
export type PurchaseUnitInput = z.infer<typeof purchaseUnit>;

const experience = z.object({
  brand_name: z.string().min(1).max(127).optional(),
  locale: z.string().min(2).max(10).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  return_url: z.url().max(4000).optional(),
  cancel_url: z.url().max(4000).optional(),
});

/** `POST /v2/checkout/orders` (PayPal's `order_request`). */
export const createOrderSchema = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z.array(purchaseUnit).min(1).max(10),
  application_context: experience.optional(),
  payment_source: z
    .object({ paypal: z.object({ experience_context: experience.optional() }).optional() })
    .optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** `POST /v2/payments/captures/{id}/refund`: all optional; no amount refunds what is left. */
export const refundCaptureSchema = z.object({
  amount: money.optional(),
  invoice_id: z.string().min(1).max(127).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  note_to_payer: z.string().min(1).max(255).optional(),
});
export type RefundCaptureInput = z.infer<typeof refundCaptureSchema>;

/** `POST /v2/checkout/orders/{id}/capture`: an optional body (a `payment_source` is ignored). */
export const captureOrderSchema = z.object({});
