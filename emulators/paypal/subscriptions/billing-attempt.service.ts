import { unprocessable } from '../http/paypal-error.js';
import type { BillingInfo, FailedPayment, Money, SaleResource } from '../paypal-types.js';
import { isoTime } from '../state/ids.js';
import type { PayPalState, StoredSubscription } from '../state/paypal-state.js';
import { addMoney, subtractMoney, zeroMoney } from './money.js';
import {
  billsOutstandingAutomatically,
  failureThreshold,
  failureThresholdReached,
} from './payment-preferences.js';
import { priceBilledAt } from './price-schedule.js';
import { takePayment } from './sale.factory.js';
import { recordDecline } from './subscription-transactions.js';
import { addFrequency, cycleCharge, renderSubscription } from './subscription.factory.js';
import { findSubscription, suspendStored } from './subscription-lifecycle.service.js';

const DAY_MS = 86_400_000;

/** What one billing attempt came to: the sale, or the failure as billing_info now shows it. */
export type BillingOutcome =
  | { kind: 'paid'; sale: SaleResource }
  | { kind: 'failed'; failure: FailedPayment; suspended: boolean };

/** status_change_note of a subscription PayPal suspended for failed payments. */
export const failureSuspensionNote = (failed: number, threshold: number): string =>
  `Payment failure threshold reached: ${failed} consecutive failed payments (payment_failure_threshold ${threshold}).`;

const notBillable = () =>
  unprocessable(
    'SUBSCRIPTION_STATUS_INVALID',
    'Invalid subscription status for billing; subscription status should be active.',
  );

/**
 * When PayPal next tries to take money from an ACTIVE subscription: the pending retry of a failed
 * payment (always before the next cycle), else next_billing_time.
 */
export function nextAttemptAt(stored: StoredSubscription): number | undefined {
  if (stored.resource.status !== 'ACTIVE') return undefined;
  if (stored.pendingRetry) return stored.pendingRetry.atMs;
  const next = stored.resource.billing_info?.next_billing_time;
  return next === undefined ? undefined : Date.parse(next);
}

/**
 * The attempt PayPal makes next, made at `atMs` (the clock passes the attempt's own time;
 * `POST /_emulator/subscriptions/{id}/bill` now): the pending retry, or the next cycle.
 */
export function billNextAttempt(
  state: PayPalState,
  id: string,
  atMs: number = state.clock.nowMs(),
): BillingOutcome {
  const stored = findSubscription(state, id);
  const info = stored.resource.billing_info;
  if (stored.resource.status !== 'ACTIVE' || !info?.next_billing_time) throw notBillable();
  const retry = stored.pendingRetry;
  if (retry) return attempt(state, stored, info, retry.cycleAmount, retry.retry, atMs);
  return billNextCycle(state, stored, info, atMs);
}

/**
 * The cycle in progress (the first with cycles left, or an infinite one) is billed: it counts as
 * executed and next_billing_time moves one interval on from the previous one, whether or not the
 * buyer's funding pays. Its price is the one in force at its scheduled time (next_billing_time,
 * not when the attempt runs): a PATCHed price only from 10 days after the PATCH.
 */
function billNextCycle(
  state: PayPalState,
  stored: StoredSubscription,
  info: BillingInfo,
  atMs: number,
): BillingOutcome {
  const executions = info.cycle_executions ?? [];
  const index = executions.findIndex(
    (execution) =>
      !execution.total_cycles || (execution.cycles_completed ?? 0) < execution.total_cycles,
  );
  const cycle = stored.plan.billing_cycles[index];
  const execution = executions[index];
  if (!cycle || !execution || !info.next_billing_time)
    throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'The subscription has no cycle left.');
  const billingMs = Date.parse(info.next_billing_time);
  execution.cycles_completed = (execution.cycles_completed ?? 0) + 1;
  if (execution.total_cycles)
    execution.cycles_remaining = execution.total_cycles - execution.cycles_completed;
  info.next_billing_time = isoTime(addFrequency(billingMs, cycle.frequency));
  const charge = cycleCharge(stored.plan, priceBilledAt(stored, cycle, billingMs));
  return attempt(state, stored, info, charge, 0, atMs);
}

/**
 * One attempt to collect a cycle's charge, plus the outstanding balance when the plan says
 * `auto_bill_outstanding` (PayPal: "$10 is added to the next billing cycle, so the subscriber is
 * charged $20"). `retry` is 0 for the cycle's own attempt, then 1, 2, … for PayPal's retries.
 */
function attempt(
  state: PayPalState,
  stored: StoredSubscription,
  info: BillingInfo,
  cycleAmount: Money,
  retry: number,
  atMs: number,
): BillingOutcome {
  const owed = billsOutstandingAutomatically(stored)
    ? info.outstanding_balance
    : zeroMoney(cycleAmount.currency_code);
  const amount = addMoney(cycleAmount, owed);
  stored.resource.update_time = isoTime(atMs);
  if (stored.funding?.declines)
    return fail(state, stored, info, { amount, cycleAmount, retry }, atMs);
  info.last_payment = { amount, time: isoTime(atMs) };
  info.outstanding_balance = subtractMoney(info.outstanding_balance, owed);
  // billing_info.failed_payments_count "resets to 0 after a successful payment".
  info.failed_payments_count = 0;
  if (info.last_failed_payment) delete info.last_failed_payment.next_payment_retry_time;
  delete stored.pendingRetry;
  return { kind: 'paid', sale: takePayment(state, stored, amount, atMs) };
}

/**
 * The funding source declined. As PayPal documents it ("Payment failures and recovering
 * balances"): the payment is retried every `intervalDays` (5), up to `maxRetries` (2) times within
 * the billing cycle; when the last retry fails that counts as one payment failure and the cycle's
 * charge joins the outstanding balance; reaching the plan's payment_failure_threshold suspends.
 * A retry that would come at or after the next billing time is not made (the cycle's failure
 * counts at once). Every failed attempt emits BILLING.SUBSCRIPTION.PAYMENT.FAILED.
 */
function fail(
  state: PayPalState,
  stored: StoredSubscription,
  info: BillingInfo,
  failed: { amount: Money; cycleAmount: Money; retry: number },
  atMs: number,
): BillingOutcome {
  const time = isoTime(atMs);
  const { intervalDays, maxRetries } = state.retryPolicy;
  const retryAtMs = atMs + Math.round(intervalDays * DAY_MS);
  const nextBilling = Date.parse(info.next_billing_time ?? '');
  const retries = failed.retry < maxRetries && retryAtMs < nextBilling;
  recordDecline(stored, failed.amount, time);
  info.last_failed_payment = {
    amount: failed.amount,
    time,
    reason_code: stored.funding?.reasonCode ?? 'PAYMENT_DENIED',
    ...(retries ? { next_payment_retry_time: isoTime(retryAtMs) } : {}),
  };
  if (retries) {
    stored.pendingRetry = {
      atMs: retryAtMs,
      retry: failed.retry + 1,
      cycleAmount: failed.cycleAmount,
    };
  } else {
    delete stored.pendingRetry;
    info.failed_payments_count = (info.failed_payments_count ?? 0) + 1;
    info.outstanding_balance = addMoney(info.outstanding_balance, failed.cycleAmount);
  }
  const resource = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource }, atMs);
  const failure = { ...info.last_failed_payment };
  const suspended = !retries && failureThresholdReached(stored);
  if (suspended)
    suspendStored(
      state,
      stored,
      failureSuspensionNote(info.failed_payments_count, failureThreshold(stored)),
      atMs,
    );
  return { kind: 'failed', failure, suspended };
}
