import type { CheckoutOrdersV2 } from '@paypal/paypal-js';
import type { Link, Money } from './paypal-types.js';

/**
 * Orders v2 and Payments v2 resources, typed from PayPal's own schemas (the OpenAPI types in
 * `@paypal/paypal-js`) with the fields this emulator always sends made required.
 */
type Schemas = CheckoutOrdersV2['components']['schemas'];

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

/** The payer once the buyer approved (`payer` and `payment_source.paypal`). */
export interface OrderPayer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

export type CaptureStatus = 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export type CaptureResource = Omit<
  Schemas['capture'],
  'status' | 'id' | 'amount' | 'links' | 'create_time' | 'update_time'
> & {
  id: string;
  status: CaptureStatus;
  amount: Money;
  final_capture: true;
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  /** Carried by GET /v2/payments/captures/{id} and PAYMENT.CAPTURE.* events. */
  supplementary_data?: { related_ids: { order_id: string } };
  create_time: string;
  update_time: string;
  links: Link[];
};

export type CaptureRefundResource = Omit<
  Schemas['refund'],
  'status' | 'id' | 'amount' | 'links' | 'create_time' | 'update_time' | 'seller_payable_breakdown'
> & {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  seller_payable_breakdown: {
    gross_amount: Money;
    paypal_fee: Money;
    net_amount: Money;
    total_refunded_amount: Money;
  };
  create_time: string;
  update_time: string;
  links: Link[];
};

export type PurchaseUnitResource = Omit<
  Schemas['purchase_unit'],
  'reference_id' | 'amount' | 'payments'
> & {
  reference_id: string;
  amount: Schemas['amount_with_breakdown'];
  payee: { email_address: string; merchant_id: string };
  payments?: { captures: CaptureResource[]; refunds?: CaptureRefundResource[] };
};

export type OrderResource = Omit<
  Schemas['order'],
  'id' | 'status' | 'intent' | 'purchase_units' | 'links' | 'payer' | 'payment_source'
> & {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  purchase_units: PurchaseUnitResource[];
  payer?: OrderPayer;
  payment_source?: {
    paypal: Omit<OrderPayer, 'payer_id'> & { account_id: string; account_status: 'VERIFIED' };
  };
  create_time: string;
  update_time?: string;
  links: Link[];
};
