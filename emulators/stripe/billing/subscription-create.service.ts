import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import {
  expandParam,
  formArray,
  formBool,
  formInt,
  metadataParam,
  createMetadata,
} from '../http/params.js';
import type { LineInput } from '../objects/invoice-line.factory.js';
import { buildSetupIntent } from '../objects/intent.factory.js';
import {
  addInterval,
  buildSubscription,
  buildSubscriptionItem,
} from '../objects/subscription.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { newId } from '../state/ids.js';
import { applyDiscount, createDiscount, describeLine, resolveInvoiceItemPrice } from './pricing.js';
import {
  activeDiscounts,
  issueSubscriptionInvoice,
  itemLines,
} from './subscription-invoice.service.js';

export const subscriptionCreateSchema = z.object({
  customer: z.string(),
  items: formArray(z.object({ price: z.string(), quantity: formInt.min(1).optional() })).refine(
    (items) => items.length > 0,
  ),
  trial_period_days: formInt.min(0).optional(),
  trial_end: z.union([z.literal('now'), formInt]).optional(),
  add_invoice_items: formArray(
    z.object({
      price: z.string().optional(),
      price_data: z
        .object({ currency: z.string(), product: z.string(), unit_amount: formInt.min(0) })
        .optional(),
      quantity: formInt.min(1).optional(),
      discountable: formBool.optional(),
    }),
  ).optional(),
  discounts: formArray(z.object({ coupon: z.string().optional() })).optional(),
  metadata: metadataParam,
  description: z.string().optional(),
  default_payment_method: z.string().optional(),
  payment_behavior: z
    .enum([
      'allow_incomplete',
      'default_incomplete',
      'error_if_incomplete',
      'pending_if_incomplete',
    ])
    .optional(),
  payment_settings: z
    .object({ save_default_payment_method: z.enum(['off', 'on_subscription']).optional() })
    .optional(),
  expand: expandParam,
});
export type SubscriptionCreateParams = z.infer<typeof subscriptionCreateSchema>;

function trialWindow(
  params: SubscriptionCreateParams,
  now: number,
): { start: number; end: number } | null {
  if (params.trial_end !== undefined && params.trial_end !== 'now') {
    if (params.trial_end <= now)
      throw invalidRequest('Invalid timestamp: must be in the future', 'trial_end');
    return { start: now, end: params.trial_end };
  }
  if (params.trial_end === undefined && params.trial_period_days) {
    return { start: now, end: now + params.trial_period_days * 86400 };
  }
  return null;
}

/** Prices of `items[n][price]`: recurring, one currency. */
function recurringPrices(state: EmulatorState, params: SubscriptionCreateParams) {
  const prices = params.items.map((item, index) => {
    const price = state.prices.require(item.price, `items[${index}][price]`);
    if (price.type !== 'recurring' || !price.recurring) {
      throw invalidRequest(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        `items[${index}][price]`,
      );
    }
    return { price, recurring: price.recurring, quantity: item.quantity ?? 1 };
  });
  const currency = prices[0]?.price.currency ?? 'eur';
  if (prices.some(({ price }) => price.currency !== currency)) {
    throw invalidRequest('All prices on a subscription must have the same currency.', 'items');
  }
  return { prices, currency };
}

/**
 * Creates a subscription the way Stripe does for `payment_behavior=default_incomplete`: an open
 * first invoice backed by a PaymentIntent when something is due, otherwise a paid zero invoice,
 * status trialing/active and a pending SetupIntent to collect the card.
 */
export function createSubscription(
  state: EmulatorState,
  params: SubscriptionCreateParams,
): Stripe.Subscription {
  const customer = state.customers.require(params.customer, 'customer');
  const now = state.clock.now();
  const { prices, currency } = recurringPrices(state, params);
  const trial = trialWindow(params, now);
  const subscriptionId = newId('sub');
  const discounts = (params.discounts ?? []).flatMap((entry, index) =>
    entry.coupon
      ? [
          createDiscount(
            state,
            entry.coupon,
            `discounts[${index}][coupon]`,
            customer.id,
            subscriptionId,
          ),
        ]
      : [],
  );
  const items = prices.map(({ price, recurring, quantity }) => {
    const end = trial?.end ?? addInterval(now, recurring.interval, recurring.interval_count);
    return buildSubscriptionItem(subscriptionId, price, quantity, { start: now, end }, now);
  });
  const defaultPaymentMethod = params.default_payment_method ?? null;
  if (defaultPaymentMethod)
    state.paymentMethods.require(defaultPaymentMethod, 'default_payment_method');
  const subscription = buildSubscription({
    id: subscriptionId,
    customer: customer.id,
    currency,
    created: now,
    items,
    metadata: createMetadata(params.metadata),
    trial,
    discounts: discounts.map((discount) => discount.id),
    saveDefaultPaymentMethod: params.payment_settings?.save_default_payment_method ?? null,
    defaultPaymentMethod,
    description: params.description ?? null,
  });

  const lines: LineInput[] = itemLines(state, subscription, items, trial !== null);
  // Like Stripe, one-off items take the subscription's discounts unless marked not discountable.
  (params.add_invoice_items ?? []).forEach((entry, index) => {
    const price = resolveInvoiceItemPrice(state, entry, index, currency);
    const quantity = entry.quantity ?? 1;
    const amount = (price.unit_amount ?? 0) * quantity;
    const discounts = entry.discountable === false ? [] : activeDiscounts(state, subscription);
    lines.push({
      amount,
      description: describeLine(state, price, quantity, false),
      price,
      period: { start: now, end: now },
      discountAmounts: applyDiscount(amount, currency, discounts, state),
    });
  });
  const due = lines.reduce(
    (sum, line) => sum + line.amount - line.discountAmounts.reduce((off, d) => off + d.amount, 0),
    0,
  );
  if (due <= 0) {
    subscription.status = trial ? 'trialing' : 'active';
    if (!defaultPaymentMethod && !customer.invoice_settings.default_payment_method) {
      const setupIntent = state.setupIntents.put(buildSetupIntent(customer.id, now));
      state.subscriptionBySetupIntent.set(setupIntent.id, subscription.id);
      subscription.pending_setup_intent = setupIntent.id;
    }
  }
  state.subscriptions.put(subscription);
  state.events.emit('customer.subscription.created', subscription);
  issueSubscriptionInvoice(state, subscription, 'subscription_create', lines);
  return subscription;
}
