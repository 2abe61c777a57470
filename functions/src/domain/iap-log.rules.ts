import type { ExperimentAssignments } from '../contract/experiments';
import type { SubscriptionView } from './subscription-view.mapping';

/**
 * The in-app log (`users/{uid}/iapLog`, spec 02 §3): one entry per subscription state change the
 * server observed. The apps write their own entries (type ios/android) with the same `subtype`
 * vocabulary; the web writes type 'stripe' or 'paypal'.
 *
 * Subtypes written by the web (each derived from the provider's current state, not the event):
 * - pending         the first invoice is not paid yet (Stripe `incomplete`, PayPal before approval)
 * - purchased       paid and running for the first time
 * - trial_started   running on its trial
 * - renewed         a new paid period (also: trial converted, a failed renewal got paid)
 * - changed         the plan changed (upsell, special offer)
 * - canceled        cancels at period end; runs until then
 * - restored        a cancellation at period end was undone
 * - paused          collection paused (Stripe `pause_collection`, PayPal SUSPENDED)
 * - resumed         a pause ended
 * - failed_renewal  a renewal payment failed (Stripe `past_due`); active only during grace
 * - on_hold         payment retries exhausted (Stripe `unpaid`, `paused` without payment method)
 * - expired         ended (Stripe `canceled`/`incomplete_expired`, PayPal CANCELLED/EXPIRED)
 * `expired_grace` is read (apps write it) but never written here: the grace rule derives it.
 */
export const IAP_SUBTYPES = [
  'pending',
  'purchased',
  'trial_started',
  'renewed',
  'changed',
  'canceled',
  'restored',
  'paused',
  'resumed',
  'failed_renewal',
  'on_hold',
  'expired',
  'expired_grace',
] as const;
export type IapSubtype = (typeof IAP_SUBTYPES)[number];

export interface IapLogEntry {
  type: string;
  subtype: string;
  subscriptionId?: string;
  eventId?: string;
  /** ISO time the state was observed at the provider. */
  date: string;
  /** What the state was derived from, so the next event can tell a renewal or a plan change. */
  planId?: string;
  periodEnd?: number;
  /** The experiments the buyer was exposed to (from the subscription's metadata), when known. */
  experiments?: ExperimentAssignments;
  visitorId?: string;
}

/** The state a subscription view is in, in the vocabulary of the log. */
export type SubscriptionState =
  | 'pending'
  | 'trialing'
  | 'active'
  | 'canceled'
  | 'paused'
  | 'failed_renewal'
  | 'on_hold'
  | 'expired';

const STATE_OF_STATUS: Record<string, SubscriptionState> = {
  incomplete: 'pending',
  incomplete_expired: 'expired',
  canceled: 'expired',
  unpaid: 'on_hold',
  paused: 'on_hold',
  past_due: 'failed_renewal',
  trialing: 'trialing',
  active: 'active',
};

export function subscriptionStateOf(view: SubscriptionView): SubscriptionState {
  const byStatus = STATE_OF_STATUS[view.status] ?? 'expired';
  if (byStatus !== 'trialing' && byStatus !== 'active') return byStatus;
  if (view.pause_collection) return 'paused';
  if (view.canceled_at !== null) return 'canceled';
  return byStatus;
}

/** States in which the subscription is the user's current one (a newer one must not hide it). */
export const LIVE_STATES: readonly SubscriptionState[] = [
  'trialing',
  'active',
  'canceled',
  'paused',
  'failed_renewal',
];

const SUBTYPE_OF_STATE: Record<Exclude<SubscriptionState, 'active'>, IapSubtype> = {
  pending: 'pending',
  trialing: 'trial_started',
  canceled: 'canceled',
  paused: 'paused',
  failed_renewal: 'failed_renewal',
  on_hold: 'on_hold',
  expired: 'expired',
};

const STATE_OF_SUBTYPE: Record<string, SubscriptionState> = {
  pending: 'pending',
  trial_started: 'trialing',
  canceled: 'canceled',
  paused: 'paused',
  failed_renewal: 'failed_renewal',
  on_hold: 'on_hold',
  expired: 'expired',
  expired_grace: 'expired',
};

/** Running and paid: what the previous state's end into `active` is called. */
const ACTIVE_AFTER: Record<SubscriptionState, IapSubtype> = {
  pending: 'purchased',
  expired: 'purchased',
  trialing: 'renewed',
  failed_renewal: 'renewed',
  on_hold: 'renewed',
  paused: 'resumed',
  canceled: 'restored',
  active: 'renewed',
};

/**
 * The subtype to log for a newly observed state, or null when nothing changed since `previous`
 * (the latest entry of the same subscription), so duplicates and re-deliveries add nothing.
 */
export function iapSubtypeFor(
  previous: IapLogEntry | null,
  view: SubscriptionView,
): IapSubtype | null {
  const state = subscriptionStateOf(view);
  const planId = view.plan.id ?? undefined;
  const periodEnd = view.current_period_end ?? undefined;
  const samePlan = previous !== null && previous.planId === planId;
  const samePeriod = previous !== null && previous.periodEnd === periodEnd;
  if (state !== 'active') {
    const subtype = SUBTYPE_OF_STATE[state];
    return previous?.subtype === subtype && samePlan && samePeriod ? null : subtype;
  }
  if (previous === null) return 'purchased';
  const previousState = STATE_OF_SUBTYPE[previous.subtype] ?? 'active';
  if (previousState !== 'active') return ACTIVE_AFTER[previousState];
  if (!samePlan) return 'changed';
  if ((periodEnd ?? 0) > (previous.periodEnd ?? 0)) return 'renewed';
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntry = (value: unknown): value is IapLogEntry =>
  isObject(value) &&
  typeof value.type === 'string' &&
  typeof value.subtype === 'string' &&
  typeof value.date === 'string';

/** The entries of a stored log: a list, or (written by another client) an object of entries. */
export function iapLogEntries(stored: unknown): IapLogEntry[] {
  const values = Array.isArray(stored) ? stored : isObject(stored) ? Object.values(stored) : [];
  return values.filter(isEntry);
}

/** The latest entry: the newest date; of equal dates, the one appended last. */
export function latestEntry(
  entries: readonly IapLogEntry[],
  where: (entry: IapLogEntry) => boolean = () => true,
): IapLogEntry | null {
  let latest: IapLogEntry | null = null;
  for (const entry of entries) {
    if (!where(entry)) continue;
    if (latest === null || Date.parse(entry.date) >= Date.parse(latest.date)) latest = entry;
  }
  return latest;
}

/** The stored log with one more entry, in the shape it already has. */
export function appendEntry(stored: unknown, entry: IapLogEntry): unknown {
  if (isObject(stored)) {
    const key = `web_${entry.eventId ?? entry.date}`.replace(/[.#$[\]/]/g, '_');
    return { ...stored, [key]: entry };
  }
  return [...(Array.isArray(stored) ? stored : []), entry];
}
