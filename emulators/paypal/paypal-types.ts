import type { BillingSubscriptionsV1 } from '@paypal/paypal-js';
import type { CaptureRefundResource, CaptureResource, OrderResource } from './order-types.js';

/**
 * PayPal's own schemas (the OpenAPI types shipped in `@paypal/paypal-js`), with the fields this
 * emulator always sends made required. `satisfies`-style assignability keeps them honest.
 */
type Schemas = BillingSubscriptionsV1['components']['schemas'];

export type Money = Schemas['money'];
export type Link = Schemas['link_description'];
export type BillingCycle = Omit<Schemas['billing_cycle'], 'pricing_scheme'> & {
  pricing_scheme: Schemas['pricing_scheme'] & { fixed_price: Money };
};
export type SubscriptionStatus = NonNullable<Schemas['subscription_status']['status']>;
export type CycleExecution = Schemas['cycle_execution'];
export type Subscriber = Schemas['subscriber'];
export type BillingInfo = Schemas['subscription_billing_info'];
export type FailedPayment = Schemas['failed_payment_details'];
/** Why a payment failed, as `billing_info.last_failed_payment.reason_code` names it. */
export type FailedPaymentReason = NonNullable<FailedPayment['reason_code']>;
export const FAILED_PAYMENT_REASONS = [
  'PAYMENT_DENIED',
  'INTERNAL_SERVER_ERROR',
  'PAYEE_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_CANNOT_PAY',
  'SENDING_LIMIT_EXCEEDED',
  'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
  'CURRENCY_MISMATCH',
] as const satisfies readonly FailedPaymentReason[];

export type PlanResource = Omit<Schemas['plan'], 'billing_cycles' | 'status'> & {
  id: string;
  product_id: string;
  name: string;
  status: 'ACTIVE';
  description: string;
  usage_type: 'LICENSED';
  billing_cycles: BillingCycle[];
  create_time: string;
  update_time: string;
};

export interface ProductResource {
  id: string;
  name: string;
  description: string;
  type: 'SERVICE';
  category: 'SOFTWARE';
  create_time: string;
  update_time: string;
}

export type SubscriptionResource = Omit<Schemas['subscription'], 'status'> & {
  id: string;
  plan_id: string;
  status: SubscriptionStatus;
  status_update_time: string;
  start_time: string;
  quantity: string;
  plan_overridden: boolean;
  create_time: string;
  update_time: string;
  custom_id?: string;
};

/** The body of an error answer, as PayPal's REST APIs send it. */
export interface ErrorDetail {
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query' | 'header';
  issue: string;
  description: string;
}

export interface PayPalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details?: ErrorDetail[];
  links: Link[];
}

/** The PayPal event envelope posted to webhook listeners. */
export interface WebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'subscription' | 'sale' | 'refund' | 'checkout-order' | 'capture';
  resource_version: '1.0' | '2.0';
  event_type: WebhookEventType;
  summary: string;
  resource:
    | SubscriptionResource
    | SaleResource
    | RefundResource
    | OrderResource
    | CaptureResource
    | CaptureRefundResource;
  links: Link[];
}

export type WebhookEventType =
  | 'BILLING.SUBSCRIPTION.CREATED'
  | 'BILLING.SUBSCRIPTION.ACTIVATED'
  | 'BILLING.SUBSCRIPTION.UPDATED'
  | 'BILLING.SUBSCRIPTION.SUSPENDED'
  | 'BILLING.SUBSCRIPTION.CANCELLED'
  | 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'
  | 'PAYMENT.SALE.COMPLETED'
  | 'PAYMENT.SALE.REFUNDED'
  | 'CHECKOUT.ORDER.APPROVED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.REFUNDED';

/** v1 Payments sale, as carried by PAYMENT.SALE.COMPLETED for subscription payments. */
export interface SaleResource {
  id: string;
  state: 'completed' | 'refunded';
  amount: { total: string; currency: string; details: { subtotal: string } };
  payment_mode: 'INSTANT_TRANSFER';
  protection_eligibility: 'ELIGIBLE';
  protection_eligibility_type: string;
  transaction_fee: Money;
  billing_agreement_id: string;
  custom?: string;
  create_time: string;
  update_time: string;
  links: Link[];
}

/** v1 Payments refund of a sale (POST /v1/payments/sale/{id}/refund). */
export interface RefundResource {
  id: string;
  state: 'completed';
  amount: { total: string; currency: string };
  sale_id: string;
  parent_payment: string;
  create_time: string;
  update_time: string;
  links: Link[];
}

/**
 * One payment attempt in `GET /v1/billing/subscriptions/{id}/transactions` (and the answer of
 * `…/capture`): a completed or refunded sale, or a declined attempt.
 */
export type TransactionResource = Omit<Schemas['transaction'], 'status'> & {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'REFUNDED';
  time: string;
};
