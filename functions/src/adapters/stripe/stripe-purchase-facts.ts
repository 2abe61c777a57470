import type Stripe from 'stripe';
import type { PurchaseFacts } from '../purchases/contract-facts.port';

/** What a subscription is read with for its contract: the concluding invoice and the address. */
export const PURCHASE_FACTS_EXPAND = ['latest_invoice', 'customer'] as const;

/** The invoice that concludes each kind: the subscription's first, or the plan change's. */
const CONCLUDING_INVOICE = {
  subscription: ['subscription_create'],
  upsell: ['subscription_update'],
} as const;

/**
 * The contract's facts of a card subscription read with PURCHASE_FACTS_EXPAND: the customer's
 * address and what the concluding invoice charged. Null when the latest invoice or the customer
 * is only an id (read without them).
 */
export function purchaseFactsOf(
  subscription: Stripe.Subscription,
  kind: 'subscription' | 'upsell',
  now: Date,
): PurchaseFacts | null {
  const { latest_invoice: invoice, customer } = subscription;
  if (typeof invoice === 'string' || typeof customer === 'string') return null;
  const concluding =
    invoice &&
    (CONCLUDING_INVOICE[kind] as readonly string[]).includes(invoice.billing_reason ?? '')
      ? invoice
      : null;
  const concludedAt =
    kind === 'subscription'
      ? new Date(subscription.start_date * 1000)
      : concluding?.status_transitions.paid_at
        ? new Date(concluding.status_transitions.paid_at * 1000)
        : now;
  return {
    email: customer.deleted ? null : (customer.email ?? null),
    concludedAt,
    charged: {
      amount: concluding?.amount_paid ?? 0,
      currency: (concluding?.currency ?? subscription.currency).toLowerCase(),
    },
    paymentId: concluding && concluding.amount_paid > 0 ? (concluding.id ?? null) : null,
  };
}
