import type Stripe from 'stripe';
import type { EmulatorState } from '../state/emulator-state.js';
import { nextRetryStep, type InvoiceRetry } from './invoice-retry.js';
import { currentPeriodEnd } from './subscription-events.js';

/** Stripe expires an unpaid `incomplete` subscription after 23 hours. */
const INCOMPLETE_TTL = 23 * 3600;

/** `customer.subscription.trial_will_end` comes three days before the trial ends. */
const TRIAL_WILL_END_AHEAD = 3 * 24 * 3600;

export type DueKind =
  | 'trial_will_end'
  | 'incomplete_expired'
  | 'canceled'
  | 'retries_exhausted'
  | 'invoice_retry'
  | 'resumed'
  | 'pending_update_expired'
  | 'trial_end'
  | 'renewal';

/**
 * Same-time order: a cancellation wins over everything; retries end (a subscription canceled
 * for failed payments is not renewed) and run (a paid retry reactivates it) before a renewal;
 * a pause ends before the period renews.
 */
const PRIORITY: DueKind[] = [
  'trial_will_end',
  'incomplete_expired',
  'canceled',
  'retries_exhausted',
  'invoice_retry',
  'resumed',
  'pending_update_expired',
  'trial_end',
  'renewal',
];

export interface DueItem {
  at: number;
  kind: DueKind;
  subscription: Stripe.Subscription;
  /** For `invoice_retry` and `retries_exhausted`. */
  retry?: InvoiceRetry;
}

function subscriptionDue(state: EmulatorState, subscription: Stripe.Subscription): DueItem[] {
  const { status } = subscription;
  if (status === 'canceled' || status === 'incomplete_expired') return [];
  if (status === 'incomplete')
    return [
      { at: subscription.created + INCOMPLETE_TTL, kind: 'incomplete_expired', subscription },
    ];
  const due: DueItem[] = [];
  if (subscription.cancel_at !== null)
    due.push({ at: subscription.cancel_at, kind: 'canceled', subscription });
  const resumesAt = subscription.pause_collection?.resumes_at;
  if (resumesAt) due.push({ at: resumesAt, kind: 'resumed', subscription });
  const pending = subscription.pending_update;
  if (pending) due.push({ at: pending.expires_at, kind: 'pending_update_expired', subscription });
  const trialEnding = status === 'trialing' && subscription.trial_end !== null;
  const trialEnd = subscription.trial_end;
  // Once per trial end; a trial shorter than three days gets it at the next tick of the clock
  // (Stripe sends it at once).
  if (trialEnding && trialEnd !== null && state.trialWillEndSent.get(subscription.id) !== trialEnd)
    due.push({ at: trialEnd - TRIAL_WILL_END_AHEAD, kind: 'trial_will_end', subscription });
  due.push({
    at: currentPeriodEnd(subscription),
    kind: trialEnding ? 'trial_end' : 'renewal',
    subscription,
  });
  return due;
}

/** Retries and ends of retries of the invoices still open (not paid or voided meanwhile). */
function retriesDue(state: EmulatorState): DueItem[] {
  return [...state.invoiceRetries.values()].flatMap((retry) => {
    if (state.invoices.get(retry.invoice)?.status !== 'open') return [];
    const step = nextRetryStep(retry);
    const subscription = state.subscriptions.get(retry.subscription);
    return step && subscription ? [{ ...step, subscription, retry }] : [];
  });
}

const earlier = (a: DueItem, b: DueItem): boolean =>
  a.at < b.at || (a.at === b.at && PRIORITY.indexOf(a.kind) < PRIORITY.indexOf(b.kind));

/** The first thing due at or before `target`, if any. */
export function nextDueItem(state: EmulatorState, target: number): DueItem | null {
  let next: DueItem | null = null;
  const candidates = [
    ...state.subscriptions.values().flatMap((subscription) => subscriptionDue(state, subscription)),
    ...retriesDue(state),
  ];
  for (const item of candidates) {
    if (item.at > target) continue;
    if (!next || earlier(item, next)) next = item;
  }
  return next;
}
