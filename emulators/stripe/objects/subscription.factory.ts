import type Stripe from 'stripe';
import { newId } from '../state/ids.js';
import { planFromPrice } from './catalogue.factory.js';

/**
 * Adds `count` intervals to a time in seconds as Stripe's calendar does: a month or a year that
 * would pass the month's last day lands on that last day (31 January + 1 month = 28 February,
 * 29 February 2028 + 1 year = 28 February 2029), never in the next month.
 */
export function addInterval(
  start: number,
  interval: Stripe.Price.Recurring.Interval,
  count: number,
): number {
  const date = new Date(start * 1000);
  switch (interval) {
    case 'day':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'week':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'month':
      addMonths(date, count);
      break;
    default:
      addMonths(date, 12 * count);
  }
  return Math.floor(date.getTime() / 1000);
}

function addMonths(date: Date, months: number): void {
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
}

/**
 * The end of the period starting at `start`, aligned with the billing cycle anchor: Stripe counts
 * periods from the anchor, so an anchor on 31 January bills 28 February, then 31 March (not 28
 * March, as adding a month to each period's start would).
 * https://docs.stripe.com/billing/subscriptions/billing-cycle
 */
export function periodEndAfter(
  anchor: number,
  start: number,
  interval: Stripe.Price.Recurring.Interval,
  count: number,
): number {
  if (start < anchor) return addInterval(start, interval, count);
  for (let intervals = count; ; intervals += count) {
    const end = addInterval(anchor, interval, intervals);
    if (end > start) return end;
  }
}

export function buildSubscriptionItem(
  subscriptionId: string,
  price: Stripe.Price,
  quantity: number,
  period: { start: number; end: number },
  created: number,
): Stripe.SubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planFromPrice(price),
    price,
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export interface SubscriptionInput {
  id: string;
  customer: string;
  currency: string;
  created: number;
  items: Stripe.SubscriptionItem[];
  metadata: Record<string, string>;
  trial: { start: number; end: number } | null;
  discounts: string[];
  saveDefaultPaymentMethod: Stripe.Subscription.PaymentSettings.SaveDefaultPaymentMethod | null;
  defaultPaymentMethod: string | null;
  description: string | null;
}

export function buildSubscription(input: SubscriptionInput): Stripe.Subscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.trial?.end ?? input.created,
    billing_cycle_anchor_config: null,
    billing_mode: {
      type: 'flexible',
      flexible: { proration_discounts: 'included' },
      updated_at: input.created,
    },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: input.description,
    discounts: input.discounts,
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: input.items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: input.saveDefaultPaymentMethod,
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: input.trial?.end ?? null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: input.trial?.start ?? null,
  };
}
