import { PayPalError } from '../http/paypal-error.js';
import type { FailedPayment } from '../paypal-types.js';
import type { PayPalState } from '../state/paypal-state.js';
import { billNextAttempt, nextAttemptAt, type BillingOutcome } from './billing-attempt.service.js';

/** A renewal the clock made: which subscription, its payment and when PayPal billed it. */
export interface ClockBilling {
  subscription_id: string;
  sale_id: string;
  amount: { total: string; currency: string };
  time: string;
}

/** An attempt the buyer's funding source declined (a cycle's own attempt or a retry). */
export interface ClockFailure extends FailedPayment {
  subscription_id: string;
  /** Whether this failure reached the plan's payment_failure_threshold and suspended it. */
  suspended: boolean;
}

/** Attempts one advance makes at most (a runaway loop would be a bug, not a year of billing). */
const MAX_ATTEMPTS = 10_000;

/** A failed attempt as the clock's answer (and `/bill`'s) lists it. */
export const clockFailure = (
  subscriptionId: string,
  outcome: Extract<BillingOutcome, { kind: 'failed' }>,
): ClockFailure => ({
  subscription_id: subscriptionId,
  ...outcome.failure,
  suspended: outcome.suspended,
});

/**
 * Moves the emulator's now to `targetMs` and makes every attempt PayPal would have made on the
 * way, in time order, each at its own time: the renewal of each ACTIVE subscription whose
 * next_billing_time has come, and the retries of payments that failed. SUSPENDED and CANCELLED
 * ones are not billed; one with no cycle left is left alone.
 */
export function advanceClock(
  state: PayPalState,
  targetMs: number,
): { billed: ClockBilling[]; failed: ClockFailure[] } {
  const billed: ClockBilling[] = [];
  const failed: ClockFailure[] = [];
  const exhausted = new Set<string>();
  const nextDue = () => {
    let due: { id: string; at: number } | undefined;
    for (const [id, stored] of state.subscriptions) {
      const at = nextAttemptAt(stored);
      if (at === undefined || exhausted.has(id)) continue;
      if (at <= targetMs && (!due || at < due.at)) due = { id, at };
    }
    return due;
  };
  for (let due = nextDue(); due && billed.length + failed.length < MAX_ATTEMPTS; due = nextDue()) {
    state.clock.advanceTo(due.at);
    try {
      const outcome = billNextAttempt(state, due.id, due.at);
      if (outcome.kind === 'failed') failed.push(clockFailure(due.id, outcome));
      else
        billed.push({
          subscription_id: due.id,
          sale_id: outcome.sale.id,
          amount: { total: outcome.sale.amount.total, currency: outcome.sale.amount.currency },
          time: outcome.sale.create_time,
        });
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      exhausted.add(due.id);
    }
  }
  state.clock.advanceTo(targetMs);
  return { billed, failed };
}
