import { hasActiveSubscription } from './active-subscription.rules';
import type { IapLogEntry } from './iap-log.rules';
import {
  LIVE_STATES,
  appendEntry,
  iapLogEntries,
  iapSubtypeFor,
  latestEntry,
  subscriptionStateOf,
} from './iap-log.rules';
import { experimentFieldsOf } from './purchase-attribution.rules';
import type { SubscriptionView } from './subscription-view.mapping';
import { restoreStoredView } from './subscription-view.mapping';

/** Where an observation came from: the provider and the event that made us look. */
export interface ObservationSource {
  type: 'stripe' | 'paypal';
  eventId: string;
}

export type ObservationResult =
  | { applied: true; subscription: SubscriptionView; iapLog: unknown; entry: IapLogEntry | null }
  | { applied: false; reason: string };

const isLive = (view: SubscriptionView): boolean => LIVE_STATES.includes(subscriptionStateOf(view));

/**
 * The subscription of the other provider that still gives this person premium (spec 02 §4.3 on
 * the record, at the observation's time), which `fresh` must therefore not replace: one
 * subscription per person. One that no longer does (paused, ended, cancelled and past its paid
 * period) does not hold: §4.3 let the person buy again, and the new purchase is theirs.
 */
export function liveOfAnotherProvider(
  record: Record<string, unknown>,
  fresh: SubscriptionView,
): SubscriptionView | null {
  const stored = restoreStoredView(record.subscription);
  if (!stored || stored.provider === fresh.provider || stored.id === fresh.id) return null;
  return hasActiveSubscription({ ...record, wellhub: null }, new Date(fresh.updatedAt))
    ? stored
    : null;
}

/**
 * What a freshly fetched subscription does to a user record (spec 02 §3 subscription + iapLog).
 *
 * - Another subscription that is still live stays the current one: a late event about an old,
 *   ended (or never paid) subscription changes nothing, and a live one of the other provider is
 *   never replaced (one subscription per person, spec 02 §4.3).
 * - Of two observations of the same subscription the newer (`updatedAt`) wins, so a slow handler
 *   that fetched earlier cannot put an older state back; the log follows the newer one too.
 * - An entry is appended only when the state differs from the latest entry of that subscription.
 * Duplicates and any delivery order therefore end in the same view and the same latest entry.
 */
export function observeSubscription(
  record: Record<string, unknown>,
  fresh: SubscriptionView,
  source: ObservationSource,
): ObservationResult {
  const stored = restoreStoredView(record.subscription);
  if (stored && stored.id !== fresh.id && !isLive(fresh) && isLive(stored)) {
    return { applied: false, reason: `superseded by the live subscription ${stored.id}` };
  }
  // One subscription per person across providers: a second provider's never hides a live one.
  const other = liveOfAnotherProvider(record, fresh);
  if (other) {
    return { applied: false, reason: `the live ${other.provider} subscription ${other.id} stays` };
  }
  const newer =
    stored && stored.id === fresh.id && Date.parse(stored.updatedAt) > Date.parse(fresh.updatedAt)
      ? stored
      : fresh;
  const previous = latestEntry(
    iapLogEntries(record.iapLog),
    (entry) => entry.subscriptionId === fresh.id,
  );
  const subtype = iapSubtypeFor(previous, newer);
  if (subtype === null)
    return { applied: true, subscription: newer, iapLog: record.iapLog, entry: null };
  const entry: IapLogEntry = {
    type: source.type,
    subtype,
    subscriptionId: newer.id,
    eventId: source.eventId,
    date: newer.updatedAt,
    ...(newer.plan.id !== null ? { planId: newer.plan.id } : {}),
    ...(newer.current_period_end !== null ? { periodEnd: newer.current_period_end } : {}),
    ...experimentFieldsOf(newer.metadata),
  };
  return {
    applied: true,
    subscription: newer,
    iapLog: appendEntry(record.iapLog, entry),
    entry,
  };
}
