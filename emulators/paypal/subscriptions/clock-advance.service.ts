import { PayPalError } from '../http/paypal-error.js';
import type { PayPalState } from '../state/paypal-state.js';
import { billNextCycle } from './subscription-lifecycle.service.js';

/** A renewal the clock made: which subscription, its payment and when PayPal billed it. */
export interface ClockBilling {
  subscription_id: string;
  sale_id: string;
  amount: { total: string; currency: string };
  time: string;
}

/** Renewals one advance makes at most (a runaway loop would be a bug, not a year of billing). */
const MAX_BILLINGS = 10_000;

/**
 * Moves the emulator's now to `targetMs` and makes every renewal PayPal would have made on the way,
 * in time order: each ACTIVE subscription whose next_billing_time has come is billed at that time
 * (as POST /_emulator/subscriptions/{id}/bill does, stamped with the billing time), again and again
 * until its next billing time is past the target. SUSPENDED and CANCELLED ones are not billed; one
 * with no cycle left is left alone.
 */
export function advanceClock(state: PayPalState, targetMs: number): ClockBilling[] {
  const billed: ClockBilling[] = [];
  const exhausted = new Set<string>();
  const nextDue = () => {
    let due: { id: string; at: number } | undefined;
    for (const [id, { resource }] of state.subscriptions) {
      const next = resource.billing_info?.next_billing_time;
      if (resource.status !== 'ACTIVE' || !next || exhausted.has(id)) continue;
      const at = Date.parse(next);
      if (at <= targetMs && (!due || at < due.at)) due = { id, at };
    }
    return due;
  };
  for (let due = nextDue(); due && billed.length < MAX_BILLINGS; due = nextDue()) {
    state.clock.advanceTo(due.at);
    try {
      const sale = billNextCycle(state, due.id, due.at);
      billed.push({
        subscription_id: due.id,
        sale_id: sale.id,
        amount: { total: sale.amount.total, currency: sale.amount.currency },
        time: sale.create_time,
      });
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      exhausted.add(due.id);
    }
  }
  state.clock.advanceTo(targetMs);
  return billed;
}
