import { toMoney } from '../plans.js';
import type {
  BillingInfo,
  Link,
  Money,
  PlanResource,
  SubscriptionResource,
} from '../paypal-types.js';
import { isoTime, newSubscriptionId } from '../state/ids.js';
import type { StoredSubscription } from '../state/paypal-state.js';
import type { CreateSubscriptionInput } from './subscription.schemas.js';

export const DEFAULT_BUYER = {
  email_address: 'buyer@example.com',
  name: { given_name: 'Test', surname: 'Buyer' },
};

/**
 * A new APPROVAL_PENDING subscription billed by `plan` (the catalogue plan with the request's
 * overrides applied); `plan_overridden` says whether the request sent a `plan` override.
 */
export function newSubscription(
  input: CreateSubscriptionInput,
  plan: PlanResource,
  nowMs: number,
): StoredSubscription {
  const now = isoTime(nowMs);
  const resource: SubscriptionResource = {
    id: newSubscriptionId(),
    plan_id: input.plan_id,
    status: 'APPROVAL_PENDING',
    status_update_time: now,
    start_time: input.start_time ? isoTime(Date.parse(input.start_time)) : now,
    quantity: input.quantity ?? '1',
    plan_overridden: input.plan !== undefined,
    create_time: now,
    update_time: now,
    ...(input.custom_id ? { custom_id: input.custom_id } : {}),
    ...(input.subscriber ? { subscriber: structuredClone(input.subscriber) } : {}),
  };
  const context = input.application_context;
  return {
    resource,
    plan,
    returnUrl: context?.return_url,
    cancelUrl: context?.cancel_url,
    brandName: context?.brand_name,
    ...(input.plan ? { planOverride: structuredClone(input.plan) } : {}),
  };
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

const digitsOf = (money: Money): number => (money.value.includes('.') ? 2 : 0);

/** A cycle's charge: its fixed price, plus the plan's tax unless the tax is inclusive. */
export function cycleCharge(plan: PlanResource, price: Money): Money {
  const percentage = Number(plan.taxes?.percentage ?? '0');
  if (plan.taxes?.inclusive !== false || !percentage) return { ...price };
  const taxed = Number(price.value) * (1 + percentage / 100);
  return { currency_code: price.currency_code, value: taxed.toFixed(digitsOf(price)) };
}

/** billing_info.cycle_executions of a plan whose first cycle ran `firstCompleted` times. */
export function cycleExecutions(
  plan: PlanResource,
  firstCompleted: number,
): NonNullable<BillingInfo['cycle_executions']> {
  return plan.billing_cycles.map((cycle, index) => {
    const completed = index === 0 ? firstCompleted : 0;
    const total = cycle.total_cycles ?? 0;
    return {
      tenure_type: cycle.tenure_type,
      sequence: cycle.sequence,
      cycles_completed: completed,
      cycles_remaining: total === 0 ? 0 : total - completed,
      current_pricing_scheme_version: cycle.pricing_scheme.version ?? 1,
      total_cycles: total,
    };
  });
}

export interface ApprovalBilling {
  billing_info: NonNullable<SubscriptionResource['billing_info']>;
  /** What the buyer paid at approval, in order (setup fee, then the first cycle). */
  payments: Money[];
}

/**
 * billing_info once the buyer approved at `nowMs`. As PayPal documents it ("Charge a setup fee",
 * "Start a subscription for a future date"): a setup fee is charged at once; the first cycle is
 * billed at `start_time`, so with a future start nothing but the setup fee is paid yet and the
 * next billing time is the start.
 */
export function billingAfterApproval(
  plan: PlanResource,
  startMs: number,
  nowMs: number,
): ApprovalBilling {
  const [first] = plan.billing_cycles;
  if (!first) throw new Error(`Plan ${plan.id} has no billing cycles`);
  const price = first.pricing_scheme.fixed_price;
  const started = startMs <= nowMs;
  const payments: Money[] = [];
  const setupFee = plan.payment_preferences?.setup_fee;
  if (setupFee && Number(setupFee.value) > 0) payments.push({ ...setupFee });
  if (started) payments.push(cycleCharge(plan, price));
  const last = payments.at(-1);
  return {
    payments,
    billing_info: {
      outstanding_balance: toMoney(0, price.currency_code),
      cycle_executions: cycleExecutions(plan, started ? 1 : 0),
      ...(last ? { last_payment: { amount: last, time: isoTime(nowMs) } } : {}),
      next_billing_time: isoTime(started ? addFrequency(nowMs, first.frequency) : startMs),
      failed_payments_count: 0,
    },
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

/**
 * The subscription as answered over HTTP and carried by webhooks (a copy, with links). With
 * `fields=plan` (GET) it carries the inline plan it bills by, overrides included.
 */
export function renderSubscription(
  stored: StoredSubscription,
  baseUrl: string,
  options: { withPlan?: boolean } = {},
): SubscriptionResource {
  const { billing_cycles, payment_preferences, taxes } = stored.plan;
  return {
    ...structuredClone(stored.resource),
    ...(options.withPlan
      ? { plan: structuredClone({ billing_cycles, payment_preferences, taxes }) }
      : {}),
    links: subscriptionLinks(stored.resource, baseUrl),
  };
}
