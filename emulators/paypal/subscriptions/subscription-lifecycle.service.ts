import { resourceNotFound, unprocessable } from '../http/paypal-error.js';
import type { Money, SaleResource, SubscriptionStatus } from '../paypal-types.js';
import { isoTime, newPayerId, newSaleId } from '../state/ids.js';
import type { PayPalState, StoredSubscription } from '../state/paypal-state.js';
import { effectivePlan } from './plan-override.js';
import {
  addFrequency,
  billingAfterApproval,
  cycleCharge,
  DEFAULT_BUYER,
  newSubscription,
  renderSubscription,
} from './subscription.factory.js';
import type { ApprovalInput, CreateSubscriptionInput } from './subscription.schemas.js';

type Action = 'approve' | 'suspend' | 'activate' | 'cancel';

const ALLOWED: Record<
  Action,
  { from: SubscriptionStatus[]; to: SubscriptionStatus; rule: string }
> = {
  approve: { from: ['APPROVAL_PENDING'], to: 'ACTIVE', rule: 'approval pending' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED', rule: 'active' },
  activate: { from: ['SUSPENDED'], to: 'ACTIVE', rule: 'suspended' },
  cancel: { from: ['ACTIVE', 'SUSPENDED'], to: 'CANCELLED', rule: 'active or suspended' },
};

export function findSubscription(state: PayPalState, id: string): StoredSubscription {
  const found = state.subscriptions.get(id);
  if (!found) throw resourceNotFound('subscription_id', id);
  return found;
}

function transition(stored: StoredSubscription, action: Action, nowMs: number, note?: string) {
  const { from, to, rule } = ALLOWED[action];
  const resource = stored.resource;
  if (!from.includes(resource.status))
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      `Invalid subscription status for ${action} action; subscription status should be ${rule}.`,
    );
  resource.status = to;
  resource.status_update_time = isoTime(nowMs);
  resource.update_time = isoTime(nowMs);
  if (note) resource.status_change_note = note;
  else delete resource.status_change_note;
}

export function createSubscription(
  state: PayPalState,
  input: CreateSubscriptionInput,
): StoredSubscription {
  const plan = state.plans.get(input.plan_id);
  if (!plan)
    throw unprocessable(
      'INVALID_RESOURCE_ID',
      `Requested resource ID was not found: plan ${input.plan_id}.`,
      '/plan_id',
    );
  const stored = newSubscription(input, effectivePlan(plan, input.plan), state.clock.nowMs());
  state.subscriptions.set(stored.resource.id, stored);
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.CREATED', resource });
  return stored;
}

function saleFor(
  stored: StoredSubscription,
  baseUrl: string,
  amount: Money,
  time: string,
): SaleResource {
  const { value, currency_code } = amount;
  const digits = value.includes('.') ? 2 : 0;
  const id = newSaleId();
  return {
    id,
    state: 'completed',
    amount: { total: value, currency: currency_code, details: { subtotal: value } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: {
      currency_code,
      value: (Number(value) * 0.0349 + (digits ? 0.49 : 49)).toFixed(digits),
    },
    billing_agreement_id: stored.resource.id,
    ...(stored.resource.custom_id ? { custom: stored.resource.custom_id } : {}),
    create_time: time,
    update_time: time,
    links: [
      { href: `${baseUrl}/v1/payments/sale/${id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v1/payments/sale/${id}/refund`, rel: 'refund', method: 'POST' },
    ],
  };
}

/**
 * The buyer approved: ACTIVE; the setup fee and (unless it starts later) the first cycle are
 * paid; ACTIVATED and one PAYMENT.SALE.COMPLETED per payment are emitted.
 */
export function approveSubscription(
  state: PayPalState,
  id: string,
  buyer: ApprovalInput = {},
): StoredSubscription {
  const stored = findSubscription(state, id);
  const nowMs = state.clock.nowMs();
  transition(stored, 'approve', nowMs);
  const resource = stored.resource;
  resource.subscriber = {
    ...resource.subscriber,
    name: buyer.name ?? resource.subscriber?.name ?? DEFAULT_BUYER.name,
    email_address:
      buyer.email_address ?? resource.subscriber?.email_address ?? DEFAULT_BUYER.email_address,
    payer_id: buyer.payer_id ?? newPayerId(),
  };
  const billing = billingAfterApproval(stored.plan, Date.parse(resource.start_time), nowMs);
  resource.billing_info = billing.billing_info;
  const rendered = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: rendered });
  for (const amount of billing.payments) {
    const sale = saleFor(stored, state.baseUrl, amount, isoTime(nowMs));
    state.sales.set(sale.id, { sale });
    state.webhooks.emit({ type: 'PAYMENT.SALE.COMPLETED', resource: sale });
  }
  return stored;
}

export function suspendSubscription(state: PayPalState, id: string, reason: string): void {
  const stored = findSubscription(state, id);
  transition(stored, 'suspend', state.clock.nowMs(), reason);
  const info = stored.resource.billing_info;
  stored.pausedNextBillingTime = info?.next_billing_time;
  if (info) delete info.next_billing_time;
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource });
}

export function activateSubscription(state: PayPalState, id: string, reason?: string): void {
  const stored = findSubscription(state, id);
  transition(stored, 'activate', state.clock.nowMs(), reason);
  const info = stored.resource.billing_info;
  if (info && stored.pausedNextBillingTime) info.next_billing_time = stored.pausedNextBillingTime;
  delete stored.pausedNextBillingTime;
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource });
}

export function cancelSubscription(state: PayPalState, id: string, reason: string): void {
  const stored = findSubscription(state, id);
  transition(stored, 'cancel', state.clock.nowMs(), reason);
  if (stored.resource.billing_info) delete stored.resource.billing_info.next_billing_time;
  delete stored.pausedNextBillingTime;
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.CANCELLED', resource });
}

/**
 * PayPal bills an ACTIVE subscription at its next_billing_time: the cycle in progress (the first
 * with cycles left, or an infinite one) is charged, next_billing_time moves one interval on from
 * the previous one, and PAYMENT.SALE.COMPLETED is emitted. Advancing the clock past it does this
 * (billed at `atMs`, the billing time); `POST /_emulator/subscriptions/{id}/bill` does it now.
 */
export function billNextCycle(
  state: PayPalState,
  id: string,
  atMs: number = state.clock.nowMs(),
): SaleResource {
  const stored = findSubscription(state, id);
  const { resource, plan } = stored;
  const info = resource.billing_info;
  if (resource.status !== 'ACTIVE' || !info?.next_billing_time)
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for billing; subscription status should be active.',
    );
  const executions = info.cycle_executions ?? [];
  const index = executions.findIndex(
    (execution) =>
      !execution.total_cycles || (execution.cycles_completed ?? 0) < execution.total_cycles,
  );
  const cycle = plan.billing_cycles[index];
  const execution = executions[index];
  if (!cycle || !execution)
    throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'The subscription has no cycle left.');
  const nowMs = atMs;
  const amount = cycleCharge(plan, cycle.pricing_scheme.fixed_price);
  execution.cycles_completed = (execution.cycles_completed ?? 0) + 1;
  if (execution.total_cycles)
    execution.cycles_remaining = execution.total_cycles - execution.cycles_completed;
  info.last_payment = { amount, time: isoTime(nowMs) };
  info.next_billing_time = isoTime(
    addFrequency(Date.parse(info.next_billing_time), cycle.frequency),
  );
  resource.update_time = isoTime(nowMs);
  const sale = saleFor(stored, state.baseUrl, amount, isoTime(nowMs));
  state.sales.set(sale.id, { sale });
  state.webhooks.emit({ type: 'PAYMENT.SALE.COMPLETED', resource: sale }, nowMs);
  return sale;
}
