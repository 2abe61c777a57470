import Stripe from 'stripe';
import { newId } from '../state/ids.js';

export interface LineInput {
  amount: number;
  description: string;
  price: Stripe.Price;
  period: { start: number; end: number };
  discountAmounts: { amount: number; discount: string }[];
  subscriptionItem?: string;
  /** A proration line (credit for unused time or charge for the remaining time). */
  proration?: boolean;
}

/** One invoice line: a subscription item (recurring price) or a one-off invoice item. */
export function buildLine(
  line: LineInput,
  invoiceId: string,
  subscriptionId: string,
): Stripe.InvoiceLineItem {
  const product =
    typeof line.price.product === 'string' ? line.price.product : line.price.product.id;
  return {
    id: newId('il'),
    object: 'line_item',
    amount: line.amount,
    currency: line.price.currency,
    description: line.description,
    discount_amounts: line.discountAmounts,
    discountable: true,
    discounts: line.discountAmounts.map(({ discount }) => discount),
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: line.subscriptionItem
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration ?? false,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
            subscription_item: line.subscriptionItem,
          },
        }
      : {
          type: 'invoice_item_details',
          subscription_item_details: null,
          invoice_item_details: {
            invoice_item: newId('ii'),
            proration: false,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
          },
        },
    period: line.period,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: line.price.id, product },
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    quantity: 1,
    quantity_decimal: Stripe.Decimal.from('1'),
    subscription: subscriptionId,
    subtotal: line.amount,
    taxes: [],
  };
}
