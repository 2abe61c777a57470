import type Stripe from 'stripe';
import { periodEndAfter } from '../objects/subscription.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { currentPeriodEnd, paidStatus, updateSubscription } from './subscription-events.js';
import {
  chargeInvoice,
  issueSubscriptionInvoice,
  itemLines,
} from './subscription-invoice.service.js';
import { holdPausedInvoice } from './paused-invoice.js';
import { endSubscription } from './subscription-update.service.js';

/** Stripe expires an unpaid `incomplete` subscription after 23 hours. */
const INCOMPLETE_TTL = 23 * 3600;

/** `customer.subscription.trial_will_end` comes three days before the trial ends. */
const TRIAL_WILL_END_AHEAD = 3 * 24 * 3600;

type DueKind =
  | 'trial_will_end'
  | 'incomplete_expired'
  | 'canceled'
  | 'resumed'
  | 'pending_update_expired'
  | 'trial_end'
  | 'renewal';

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

/** Same-time order: a cancellation wins over a renewal; a pause ends before the period renews. */
const PRIORITY: DueKind[] = [
  'trial_will_end',
  'incomplete_expired',
  'canceled',
  'resumed',
  'pending_update_expired',
  'trial_end',
  'renewal',
];

function nextDue(
  state: EmulatorState,
  subscription: Stripe.Subscription,
): { at: number; kind: DueKind } | null {
  const { status } = subscription;
  if (status === 'canceled' || status === 'incomplete_expired') return null;
  if (status === 'incomplete')
    return { at: subscription.created + INCOMPLETE_TTL, kind: 'incomplete_expired' };
  const candidates: { at: number; kind: DueKind }[] = [];
  if (subscription.cancel_at !== null)
    candidates.push({ at: subscription.cancel_at, kind: 'canceled' });
  const resumesAt = subscription.pause_collection?.resumes_at;
  if (resumesAt) candidates.push({ at: resumesAt, kind: 'resumed' });
  const pending = subscription.pending_update;
  if (pending) candidates.push({ at: pending.expires_at, kind: 'pending_update_expired' });
  const trialEnding = status === 'trialing' && subscription.trial_end !== null;
  const trialEnd = subscription.trial_end;
  // Once per trial end; a trial shorter than three days gets it at the next tick of the clock
  // (Stripe sends it at once).
  if (trialEnding && trialEnd !== null && state.trialWillEndSent.get(subscription.id) !== trialEnd)
    candidates.push({ at: trialEnd - TRIAL_WILL_END_AHEAD, kind: 'trial_will_end' });
  candidates.push({
    at: currentPeriodEnd(subscription),
    kind: trialEnding ? 'trial_end' : 'renewal',
  });
  candidates.sort((a, b) => a.at - b.at || PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind));
  return candidates[0] ?? null;
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
    const outcome = chargeInvoice(state, subscription, issued);
    if (outcome.status === 'paid_without_charge')
      subscription.status = paidStatus(subscription, state.clock.now());
    return { invoice: issued.invoice.id, payment: outcome.status };
  });
}

function process(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  kind: DueKind,
  at: number,
): Pick<ProcessedEntry, 'invoice' | 'payment'> {
  switch (kind) {
    case 'trial_will_end':
      state.trialWillEndSent.set(subscription.id, subscription.trial_end ?? 0);
      state.events.emit('customer.subscription.trial_will_end', subscription);
      return { invoice: null, payment: null };
    case 'incomplete_expired':
      updateSubscription(state, subscription, () => (subscription.status = 'incomplete_expired'));
      return { invoice: null, payment: null };
    case 'canceled':
      endSubscription(state, subscription, at);
      return { invoice: null, payment: null };
    case 'resumed':
      updateSubscription(state, subscription, () => (subscription.pause_collection = null));
      return { invoice: null, payment: null };
    case 'pending_update_expired':
      updateSubscription(state, subscription, () => (subscription.pending_update = null));
      return { invoice: null, payment: null };
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
    let next: { subscription: Stripe.Subscription; at: number; kind: DueKind } | null = null;
    for (const subscription of state.subscriptions.values()) {
      const due = nextDue(state, subscription);
      if (!due || due.at > target) continue;
      if (!next || due.at < next.at) next = { subscription, ...due };
    }
    if (!next) break;
    const now = state.clock.now();
    if (next.at > now) state.clock.advance(next.at - now);
    const result = process(state, next.subscription, next.kind, next.at);
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
