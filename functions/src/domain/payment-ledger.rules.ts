import { z } from 'zod';
import type { ExperimentAssignments } from '../contract/experiments';
import { minorUnits } from './amounts.rules';
import { experimentFieldsOf } from './purchase-attribution.rules';

/**
 * users/{uid}/payments/{paymentId}: one record per payment a provider reports received (a paid
 * Stripe invoice, a completed PayPal sale), with the experiments of the subscription it paid,
 * so revenue per variant is a sum over these records; what was later refunded or disputed of a
 * payment is recorded on it (payment-adjustment.rules), so the sum can be taken net.
 */
export interface PaymentRecord {
  provider: 'stripe' | 'paypal';
  subscriptionId: string;
  /** Minor units (whole yen for JPY). */
  amount: number;
  /** Lower case. */
  currency: string;
  /** ISO time the provider took the money. */
  paidAt: string;
  experiments?: ExperimentAssignments;
  visitorId?: string;
  /** Stripe: the PaymentIntent that paid the invoice (its refunds and disputes find the entry). */
  paymentIntent?: string;
  /** Minor units refunded of it in total, once anything was. */
  refunded?: number;
  /** PayPal: each refund of the sale by id (PayPal reports refunds one by one). */
  refunds?: Record<string, number>;
  /** Minor units a dispute (chargeback) or PayPal reversal concerns, with its status. */
  disputed?: number;
  disputeStatus?: string;
}

/** A payment as a provider reported it, before it is checked. */
export interface ReceivedPayment {
  provider: 'stripe' | 'paypal';
  /** The invoice id (Stripe) or sale id (PayPal): the record's key, so a redelivery adds nothing. */
  paymentId: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  paidAt: Date;
  /** The paid subscription's metadata (its experiments and visitor). */
  metadata: Record<string, string>;
  /** Stripe: the PaymentIntent that paid the invoice. */
  paymentIntent?: string | null;
}

/** Provider ids are letters, digits, - and _: safe as a database key. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
const CURRENCY = /^[a-z]{3}$/;

/** The record of a received payment, or null when it is no money received (or off shape). */
export function paymentRecordOf(payment: ReceivedPayment): PaymentRecord | null {
  const currency = payment.currency.toLowerCase();
  if (!PAYMENT_ID.test(payment.paymentId) || !payment.subscriptionId) return null;
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) return null;
  if (!CURRENCY.test(currency) || !Number.isFinite(payment.paidAt.getTime())) return null;
  return {
    provider: payment.provider,
    subscriptionId: payment.subscriptionId,
    amount: payment.amount,
    currency,
    paidAt: payment.paidAt.toISOString(),
    ...experimentFieldsOf(payment.metadata),
    ...(payment.paymentIntent && PAYMENT_ID.test(payment.paymentIntent)
      ? { paymentIntent: payment.paymentIntent }
      : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored ledger with the payment added, or null when it is there already (once per id). */
export function ledgerWith(
  stored: unknown,
  paymentId: string,
  record: PaymentRecord,
): Record<string, unknown> | null {
  const ledger = isRecord(stored) ? stored : {};
  if (ledger[paymentId] !== undefined) return null;
  return { ...ledger, [paymentId]: record };
}

/**
 * The fields of a PayPal sale (PAYMENT.SALE.COMPLETED's resource, GET /v1/payments/sale/{id})
 * the ledger reads.
 */
export const payPalSaleSchema = z.object({
  id: z.string(),
  state: z.string(),
  amount: z.object({
    total: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
    currency: z.string(),
  }),
  create_time: z.string().optional(),
  /** The subscription that took it. */
  billing_agreement_id: z.string().optional(),
});
export type PayPalSale = z.infer<typeof payPalSaleSchema>;

/** A completed PayPal sale as a received payment; null when the resource is not one. */
export function payPalSalePayment(
  resource: unknown,
  subscriptionId: string,
  metadata: Record<string, string>,
  now: Date,
): ReceivedPayment | null {
  const sale = payPalSaleSchema.safeParse(resource);
  if (!sale.success || sale.data.state !== 'completed') return null;
  const { id, amount, create_time: createTime } = sale.data;
  const created = createTime ? new Date(createTime) : now;
  return {
    provider: 'paypal',
    paymentId: id,
    subscriptionId,
    amount: minorUnits(amount.total, amount.currency),
    currency: amount.currency,
    paidAt: Number.isFinite(created.getTime()) ? created : now,
    metadata,
  };
}
