import { resourceNotFound, unprocessable } from '../http/paypal-error.js';
import type { SubscriptionStatus } from '../paypal-types.js';
import { isoTime, newPayerId } from '../state/ids.js';
import type { PayPalState, StoredSubscription } from '../state/paypal-state.js';
import { addMoney } from './money.js';
import { failureThresholdReached } from './payment-preferences.js';
import { effectivePlan } from './plan-override.js';
import { takePayment } from './sale.factory.js';
import {
  billingAfterApproval,
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
  for (const amount of billing.payments) takePayment(state, stored, amount, nowMs);
  return stored;
}

/**
 * ACTIVE → SUSPENDED at `atMs` with `note` as status_change_note: the merchant's reason, or
 * PayPal's own note when failed payments reached the plan's threshold. Billing (and a pending
 * retry) waits; next_billing_time is hidden until reactivation. Emits SUSPENDED.
 */
export function suspendStored(
  state: PayPalState,
  stored: StoredSubscription,
  note: string,
  atMs: number = state.clock.nowMs(),
): void {
  transition(stored, 'suspend', atMs, note);
  const info = stored.resource.billing_info;
  stored.pausedNextBillingTime = info?.next_billing_time;
  if (info) delete info.next_billing_time;
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource }, atMs);
}

export function suspendSubscription(state: PayPalState, id: string, reason: string): void {
  suspendStored(state, findSubscription(state, id), reason);
}

/**
 * SUSPENDED → ACTIVE. One suspended because its failed payments reached the plan's threshold is
 * refused (422 SUBSCRIPTION_CANNOT_BE_ACTIVATED, from PayPal's list of activate errors) until a
 * captured payment resets failed_payments_count (POST …/capture).
 */
export function activateSubscription(state: PayPalState, id: string, reason?: string): void {
  const stored = findSubscription(state, id);
  if (stored.resource.status === 'SUSPENDED' && failureThresholdReached(stored))
    throw unprocessable(
      'SUBSCRIPTION_CANNOT_BE_ACTIVATED',
      'Subscription cannot be activated after payment failure threshold has reached.',
    );
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
  const info = stored.resource.billing_info;
  if (info) delete info.next_billing_time;
  delete stored.pausedNextBillingTime;
  // PayPal stops retrying on cancel; what the retries would have collected stays owed.
  if (info && stored.pendingRetry) {
    info.outstanding_balance = addMoney(info.outstanding_balance, stored.pendingRetry.cycleAmount);
    delete info.last_failed_payment?.next_payment_retry_time;
  }
  delete stored.pendingRetry;
  // A plan change the buyer has not consented to yet can no longer apply.
  delete stored.pendingRevision;
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.CANCELLED', resource });
}
