import { iapLogEntries } from './iap-log.rules';
import type { SubscriptionView } from './subscription-view.mapping';

/**
 * One trial per person (issue 17): a uid, a Stripe customer or a card (its fingerprint) that ever
 * had a paid trial is sold no second one. Marks live under `trialUsage/` (server only), written
 * when a trial subscription is observed paid; they are never removed.
 */
export interface TrialClaim {
  uid: string;
  subscriptionId: string;
  /** ISO time the trial was first observed paid. */
  at: string;
}

/** Statuses in which a subscription with a trial has had its trial (its first invoice is paid). */
const TRIAL_CONSUMING_STATUSES: readonly string[] = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
];

/** The view shows a paid subscription that started with a trial. */
export function consumesTrial(view: SubscriptionView): boolean {
  return view.trial_end !== null && TRIAL_CONSUMING_STATUSES.includes(view.status);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asTrialClaim(value: unknown): TrialClaim | null {
  if (!isObject(value)) return null;
  const { uid, subscriptionId, at } = value;
  return typeof uid === 'string' && typeof subscriptionId === 'string' && typeof at === 'string'
    ? { uid, subscriptionId, at }
    : null;
}

/**
 * Whether the user already had a trial: a mark for the uid or its Stripe customer, or (records
 * from before the marks existed, and the apps' own trials) a trial_started entry in the iapLog.
 */
export function hasHadTrial(input: {
  uidClaim: unknown;
  customerClaim: unknown;
  iapLog: unknown;
}): boolean {
  if (asTrialClaim(input.uidClaim) || asTrialClaim(input.customerClaim)) return true;
  return iapLogEntries(input.iapLog).some((entry) => entry.subtype === 'trial_started');
}

/**
 * A claim on the uid, customer or card belongs to another trial: someone else's, or this user's
 * earlier subscription. The subscription's own claim (seen again by a webhook) is not foreign.
 */
export function isForeignClaim(
  claim: TrialClaim | null,
  subscription: { uid: string; subscriptionId: string },
): boolean {
  return claim !== null && claim.subscriptionId !== subscription.subscriptionId;
}

/** A database key for a provider id (fingerprints and customer ids are alphanumeric with `_`). */
export function usageKey(id: string | null | undefined): string | null {
  return id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

/** The checkout screen's prices: without trial fees when the user may not buy a trial. */
export function sellablePrices<T extends { metadata: Record<string, string | undefined> }>(
  prices: readonly T[],
  trialAvailable: boolean,
): T[] {
  return trialAvailable
    ? [...prices]
    : prices.filter((price) => !(price.metadata.model ?? '').startsWith('trial'));
}
