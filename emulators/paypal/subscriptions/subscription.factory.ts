import { findPlan, toMoney } from '../plans.js';
import type { Link, PlanResource, SubscriptionResource } from '../paypal-types.js';
import { isoNow, isoTime, newSubscriptionId } from '../state/ids.js';
import type { StoredSubscription } from '../state/paypal.store.js';
import type { CreateSubscriptionInput } from './subscription.schemas.js';

export const DEFAULT_BUYER = {
  email_address: 'buyer@example.com',
  name: { given_name: 'Test', surname: 'Buyer' },
};

/** A new APPROVAL_PENDING subscription for a known plan. */
export function newSubscription(input: CreateSubscriptionInput): StoredSubscription {
  const now = isoNow();
  const resource: SubscriptionResource = {
    id: newSubscriptionId(),
    plan_id: input.plan_id,
    status: 'APPROVAL_PENDING',
    status_update_time: now,
    start_time: input.start_time ? isoTime(Date.parse(input.start_time)) : now,
    quantity: input.quantity ?? '1',
    plan_overridden: false,
    create_time: now,
    update_time: now,
    ...(input.custom_id ? { custom_id: input.custom_id } : {}),
    ...(input.subscriber ? { subscriber: structuredClone(input.subscriber) } : {}),
  };
  const context = input.application_context;
  return {
    resource,
    returnUrl: context?.return_url,
    cancelUrl: context?.cancel_url,
    brandName: context?.brand_name,
  };
}

export function planOf(subscription: SubscriptionResource): PlanResource {
  const plan = findPlan(subscription.plan_id);
  if (!plan) throw new Error(`Subscription ${subscription.id} has unknown plan`);
  return plan;
}

export function addFrequency(
  fromMs: number,
  frequency: PlanResource['billing_cycles'][number]['frequency'],
): number {
  const date = new Date(fromMs);
  const count = frequency.interval_count ?? 1;
  if (frequency.interval_unit === 'DAY') date.setUTCDate(date.getUTCDate() + count);
  if (frequency.interval_unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (frequency.interval_unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + count);
  if (frequency.interval_unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + count);
  return date.getTime();
}

/** billing_info right after the first cycle was paid at `nowMs`. */
export function billingInfoAfterFirstPayment(
  plan: PlanResource,
  nowMs: number,
): NonNullable<SubscriptionResource['billing_info']> {
  const [first] = plan.billing_cycles;
  if (!first) throw new Error(`Plan ${plan.id} has no billing cycles`);
  const price = first.pricing_scheme.fixed_price;
  return {
    outstanding_balance: toMoney(0, price.currency_code),
    cycle_executions: plan.billing_cycles.map((cycle) => {
      const completed = cycle === first ? 1 : 0;
      const total = cycle.total_cycles ?? 0;
      return {
        tenure_type: cycle.tenure_type,
        sequence: cycle.sequence,
        cycles_completed: completed,
        cycles_remaining: total === 0 ? 0 : total - completed,
        current_pricing_scheme_version: 1,
        total_cycles: total,
      };
    }),
    last_payment: { amount: { ...price }, time: isoTime(nowMs) },
    next_billing_time: isoTime(addFrequency(nowMs, first.frequency)),
    failed_payments_count: 0,
  };
}

/** HATEOAS links for the subscription's current status. */
export function subscriptionLinks(subscription: SubscriptionResource, baseUrl: string): Link[] {
  const self = `${baseUrl}/v1/billing/subscriptions/${subscription.id}`;
  const action = (rel: string): Link => ({ href: `${self}/${rel}`, rel, method: 'POST' });
  const links: Link[] = [];
  if (subscription.status === 'APPROVAL_PENDING')
    links.push({ href: approveUrl(baseUrl, subscription.id), rel: 'approve', method: 'GET' });
  if (subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED')
    links.push(action('cancel'));
  if (subscription.status !== 'CANCELLED') links.push({ href: self, rel: 'edit', method: 'PATCH' });
  links.push({ href: self, rel: 'self', method: 'GET' });
  if (subscription.status === 'ACTIVE') links.push(action('suspend'));
  if (subscription.status === 'SUSPENDED') links.push(action('activate'));
  if (subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED')
    links.push(action('capture'));
  return links;
}

export function approveUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/checkoutnow?token=${encodeURIComponent(id)}`;
}

/** The subscription as answered over HTTP and carried by webhooks (a copy, with links). */
export function renderSubscription(
  stored: StoredSubscription,
  baseUrl: string,
): SubscriptionResource {
  return {
    ...structuredClone(stored.resource),
    links: subscriptionLinks(stored.resource, baseUrl),
  };
}
