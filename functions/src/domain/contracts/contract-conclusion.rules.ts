import { LIVE_STATES, subscriptionStateOf } from '../iap-log.rules';
import type { SubscriptionView } from '../subscription-view.mapping';
import { subscriptionContractId, upsellContractId } from './contract-ids';
import type { Renewal } from './contract-record';

/** What the contract records of a subscription say so far. */
export interface KnownContracts {
  /** The plan of its subscription contract; undefined when none is recorded yet. */
  subscriptionPlan: string | null | undefined;
  /** Whether an upsell contract to the observed plan is recorded. */
  upsellRecorded: boolean;
}

export type Conclusion = { kind: 'subscription' | 'upsell'; id: string } | null;

/**
 * Which contract an observation of a subscription concludes. The first observation in which it
 * runs (its first payment made or its trial started: every state but pending and ended) concludes
 * the subscription contract; a later one on another plan concludes an upsell (the only plan change
 * sold). A subscription never concluded (pending, or refused and ended) concludes nothing.
 */
export function contractConcluded(view: SubscriptionView, known: KnownContracts): Conclusion {
  if (!LIVE_STATES.includes(subscriptionStateOf(view))) return null;
  if (known.subscriptionPlan === undefined)
    return { kind: 'subscription', id: subscriptionContractId(view.id) };
  const plan = view.plan.id;
  if (!plan || plan === known.subscriptionPlan || known.upsellRecorded) return null;
  return { kind: 'upsell', id: upsellContractId(view.id, plan) };
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const isInterval = (value: string | null): value is Renewal['interval'] =>
  INTERVALS.some((interval) => interval === value);

/** The price it renews at, per period, from the view's plan; null when the plan is incomplete. */
export function renewalOf(view: SubscriptionView): Renewal | null {
  const { amount, currency, interval, interval_count: count } = view.plan;
  const first = view.trial_end ?? view.current_period_end;
  if (amount === null || !currency || !isInterval(interval) || first === null) return null;
  return {
    amount,
    currency: currency.toLowerCase(),
    interval,
    intervalCount: count ?? 1,
    firstChargeAt: new Date(first * 1000).toISOString(),
  };
}

/** The end of a trial bought with it, if it is in one. */
export const trialEndOf = (view: SubscriptionView): string | undefined =>
  view.status === 'trialing' && view.trial_end !== null
    ? new Date(view.trial_end * 1000).toISOString()
    : undefined;
