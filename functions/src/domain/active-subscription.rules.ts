import type { IapLogEntry } from './iap-log.rules';
import { iapLogEntries, latestEntry } from './iap-log.rules';
import { PURCHASE_BLOCKING_STATUSES, restoreStoredView } from './subscription-view.mapping';

/** How long after a failed renewal the user keeps access while the provider retries. */
export const RENEWAL_GRACE_PERIOD_MS = 3 * 24 * 60 * 60 * 1000;

/** Latest subtypes that mean "no active subscription" (spec 02 §4.3). */
export const INACTIVE_SUBTYPES: readonly string[] = [
  'expired',
  'paused',
  'on_hold',
  'expired_grace',
];

/** The apps spell subtypes in several ways (`on hold`, `expired-grace`, `ON_HOLD`). */
const normalised = (subtype: string): string =>
  subtype
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * When the current run of failed renewals started: the earliest of the failed_renewal entries
 * that follow the last entry of another subtype (later retries do not extend the grace period).
 */
function failureRunStart(entries: readonly IapLogEntry[]): number {
  const ordered = [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  let start = Number.NaN;
  for (const entry of ordered) {
    if (normalised(entry.subtype) !== 'failed_renewal') start = Number.NaN;
    else if (Number.isNaN(start)) start = Date.parse(entry.date);
  }
  return start;
}

/**
 * Spec 02 §4.3. Active when the partner (Wellhub) status is active. Otherwise a subscription must
 * exist and the latest iapLog entry must not be expired, paused, on hold or expired-grace; a
 * failed renewal counts only within RENEWAL_GRACE_PERIOD_MS of the failure. A record without
 * log entries (written before the log existed), or whose latest entry is 'pending' (first
 * invoice not paid yet), falls back to the view: active or trialing. A 'canceled' entry (runs to
 * its period end) counts until the period end it recorded.
 */
export function hasActiveSubscription(record: unknown, now: Date): boolean {
  if (!isObject(record)) return false;
  const wellhub = record.wellhub;
  if (isObject(wellhub) && wellhub.status === 'active') return true;
  const view = restoreStoredView(record.subscription);
  if (view === null) return false;
  const entries = iapLogEntries(record.iapLog);
  const latest = latestEntry(entries);
  if (latest === null) return PURCHASE_BLOCKING_STATUSES.includes(view.status);
  const subtype = normalised(latest.subtype);
  if (INACTIVE_SUBTYPES.includes(subtype)) return false;
  // Not paid when the webhook looked: the view decides (the purchase confirmation may have seen
  // it paid since); an abandoned first payment then does not block buying again.
  if (subtype === 'pending') return PURCHASE_BLOCKING_STATUSES.includes(view.status);
  // Cancelled at period end: access to the end of the paid period, not after it (PayPal sends
  // no event when that period ends).
  if (subtype === 'canceled' && latest.periodEnd !== undefined)
    return now.getTime() < latest.periodEnd * 1000;
  if (subtype !== 'failed_renewal') return true;
  return now.getTime() - failureRunStart(entries) < RENEWAL_GRACE_PERIOD_MS;
}

/**
 * Spec 02 §4.3 once a purchase was made elsewhere: the record already has an active
 * subscription (or partner access) other than `subscriptionId`, so recording this one would
 * hide it (two charges, the first one no longer manageable).
 */
export function hasAnotherActiveSubscription(
  record: unknown,
  subscriptionId: string,
  now: Date,
): boolean {
  if (!hasActiveSubscription(record, now)) return false;
  const view = isObject(record) ? restoreStoredView(record.subscription) : null;
  return view?.id !== subscriptionId;
}

/** What §4.3 needs of a subscription as Stripe reports it. */
export interface StripeSubscriptionState {
  status: string;
  pause_collection: unknown;
}

/**
 * Stripe's own answer to spec 02 §4.3 for one customer: a subscription that is active or in its
 * trial (and not paused) blocks a new purchase even before its record reached users/{uid} (paid
 * a moment ago, the webhook not delivered yet: a late retry of the paid click or a second tab).
 */
export function hasLiveStripeSubscription(
  subscriptions: readonly StripeSubscriptionState[],
): boolean {
  return subscriptions.some(
    (subscription) =>
      PURCHASE_BLOCKING_STATUSES.includes(subscription.status) && !subscription.pause_collection,
  );
}
