import type Stripe from 'stripe';
import { periodEndAfter } from '../objects/subscription.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { nextDueItem, type DueItem, type DueKind } from './clock-due.js';
import { endInvoiceRetries, runInvoiceRetry } from './invoice-retry.service.js';
import { paidStatus, updateSubscription } from './subscription-events.js';
import {
  chargeInvoice,
  issueSubscriptionInvoice,
  itemLines,
} from './subscription-invoice.service.js';
import { holdPausedInvoice } from './paused-invoice.js';
import { endSubscription } from './subscription-update.service.js';

/** One thing the clock did, as `POST /_emulator/clock/advance` reports it. */
export interface ProcessedEntry {
  [key: string]: string | number | null;
  at: number;
  type: DueKind;
  subscription: string;
  status: string;
  invoice: string | null;
  payment: string | null;
}

/** A period ends (or the trial does): the next period is invoiced and charged off-session. */
function renew(
  state: EmulatorState,
  subscription: Stripe.Subscription,
): { invoice: string; payment: string } {
  return updateSubscription(state, subscription, () => {
    for (const item of subscription.items.data) {
      const recurring = item.price.recurring;
      item.current_period_start = item.current_period_end;
      item.current_period_end = recurring
        ? periodEndAfter(
            subscription.billing_cycle_anchor,
            item.current_period_start,
            recurring.interval,
            recurring.interval_count,
          )
        : item.current_period_end;
    }
    const waiting = state.pendingInvoiceLines.get(subscription.id) ?? [];
    state.pendingInvoiceLines.delete(subscription.id);
    const lines = [...waiting, ...itemLines(state, subscription, subscription.items.data, false)];
    const issued = issueSubscriptionInvoice(state, subscription, 'subscription_cycle', lines);
    const paused = subscription.pause_collection;
    if (paused && issued.paymentIntent) {
      holdPausedInvoice(issued, paused.behavior, state.clock.now());
      // The trial is over either way; the period starts unpaid and is not retried.
      if (subscription.status === 'trialing') subscription.status = 'active';
      return { invoice: issued.invoice.id, payment: 'paused' };
    }
    if (subscription.status === 'unpaid' && issued.paymentIntent) {
      // Stripe keeps invoicing an unpaid subscription but attempts none of its invoices.
      issued.invoice.next_payment_attempt = null;
      return { invoice: issued.invoice.id, payment: 'not_attempted' };
    }
    const outcome = chargeInvoice(state, subscription, issued);
    if (outcome.status === 'paid_without_charge')
      subscription.status = paidStatus(subscription, state.clock.now());
    return { invoice: issued.invoice.id, payment: outcome.status };
  });
}

function process(state: EmulatorState, item: DueItem): Pick<ProcessedEntry, 'invoice' | 'payment'> {
  const { subscription, retry } = item;
  switch (item.kind) {
    case 'trial_will_end':
      state.trialWillEndSent.set(subscription.id, subscription.trial_end ?? 0);
      state.events.emit('customer.subscription.trial_will_end', subscription);
      return { invoice: null, payment: null };
    case 'incomplete_expired':
      updateSubscription(state, subscription, () => (subscription.status = 'incomplete_expired'));
      return { invoice: null, payment: null };
    case 'canceled':
      endSubscription(state, subscription, item.at);
      return { invoice: null, payment: null };
    case 'resumed':
      updateSubscription(state, subscription, () => (subscription.pause_collection = null));
      return { invoice: null, payment: null };
    case 'pending_update_expired':
      updateSubscription(state, subscription, () => (subscription.pending_update = null));
      return { invoice: null, payment: null };
    case 'invoice_retry':
      if (!retry) return { invoice: null, payment: null };
      return { invoice: retry.invoice, payment: runInvoiceRetry(state, retry) };
    case 'retries_exhausted':
      if (!retry) return { invoice: null, payment: null };
      endInvoiceRetries(state, retry, item.at);
      return { invoice: retry.invoice, payment: null };
    default:
      return renew(state, subscription);
  }
}

/**
 * Moves the emulator's clock to `target`, processing everything due on the way in time order
 * (several periods when the jump spans them), like advancing a Stripe test clock.
 */
export function advanceClock(state: EmulatorState, target: number): ProcessedEntry[] {
  const processed: ProcessedEntry[] = [];
  for (let guard = 0; guard < 10_000; guard += 1) {
    const next = nextDueItem(state, target);
    if (!next) break;
    const now = state.clock.now();
    if (next.at > now) state.clock.advance(next.at - now);
    const result = process(state, next);
    processed.push({
      at: next.at,
      type: next.kind,
      subscription: next.subscription.id,
      status: next.subscription.status,
      ...result,
    });
  }
  const now = state.clock.now();
  if (target > now) state.clock.advance(target - now);
  return processed;
}
