import { SeededRandom } from '../shared/faults/seeded-random.js';
import type { VisitorState } from './reconcile.js';
import type { Weights } from './visitor-plan.js';

/**
 * What a subscriber of the failing-renewals phase does once the renewal failed:
 * - card-update           a new card through the mail's link, within the grace period;
 * - card-update-at-retry  the bank accepts the old card again just as the new card is entered:
 *                         the card update completes while Stripe's first retry (day 3) comes due;
 * - retry                 the bank accepts the old card again before Stripe's first retry;
 * - late-retry            … only after the first retry failed: Stripe's second retry (day 5) pays;
 * - never                 nothing: the retries run out (day 7) and the subscription ends;
 * - authenticate          the bank asks for 3-D Secure: confirmed through the mail's link.
 */
export const RENEWAL_PATHS = [
  'card-update',
  'card-update-at-retry',
  'retry',
  'late-retry',
  'never',
  'authenticate',
] as const;
export type RenewalPath = (typeof RENEWAL_PATHS)[number];
export type DeclinedPath = Exclude<RenewalPath, 'authenticate'>;

/** Issuer declines set on a saved card (`/_emulator/payment_methods/{pm}/decline`). */
export const ISSUER_DECLINES = [
  'insufficient_funds',
  'generic_decline',
  'lost_card',
  'expired_card',
] as const;
export type IssuerDecline = (typeof ISSUER_DECLINES)[number];

/** Declines Stripe does not retry on the same card (a new card is the only way). */
export const HARD_DECLINES: readonly IssuerDecline[] = ['lost_card', 'expired_card'];
export const isHard = (decline: IssuerDecline | null): boolean =>
  decline !== null && HARD_DECLINES.includes(decline);

/** A Stripe card subscriber of the run whose first renewal is the phase's to fail. */
export interface RenewalCandidate {
  visitor: number;
  uid: string;
  /** The address the visitor signed up with: where the product's mails go. */
  email: string;
  subscriptionId: string;
  customerId: string;
  /** The card its renewal charges (the subscription's default, else the customer's). */
  paymentMethodId: string;
  /** Unix seconds, Stripe's clock: when the renewal is charged (the trial's end). */
  renewsAt: number;
  /** The saved card asks for 3-D Secure on every charge: the renewal needs authentication. */
  needsAuthentication: boolean;
}

export interface RenewalSubscriber extends RenewalCandidate {
  path: RenewalPath;
  /** The issuer decline set before the renewal; null for the authentication group. */
  decline: IssuerDecline | null;
}

export interface RenewalMix {
  /** Shares of the declined sample's paths. */
  paths: Weights<DeclinedPath>;
  /** Share of the authentication group that authenticates (the others never do). */
  authenticate: number;
  /** Every `hardEvery`-th card-update and never subscriber gets a hard decline. */
  hardEvery: number;
}

export const DEFAULT_RENEWAL_MIX: RenewalMix = {
  paths: {
    'card-update': 0.3,
    'card-update-at-retry': 0.2,
    retry: 0.15,
    'late-retry': 0.1,
    never: 0.25,
  },
  authenticate: 0.7,
  hardEvery: 4,
};

/** The Stripe subscription facts a candidate is chosen by. */
export interface CandidateSubscription {
  id: string;
  customer: string;
  uid: string | null;
  status: string;
  /** When it renews next (the trial's end while trialing), Unix seconds. */
  renewsAt: number;
  paymentMethodId: string | null;
}

/** The test cards that ask for 3-D Secure on off-session charges (4000 0027 6000 3184). */
const AUTHENTICATING_LAST4 = ['3184'];

/**
 * The run's Stripe card subscribers whose renewal the phase can fail: charged once by Stripe, one
 * customer and one subscription, the record agreeing, the subscription still in its trial. The
 * trial's end is the first renewal (billing_reason subscription_cycle), 7 days on: moving Stripe's
 * clock past it and through the retries (14 days) renews no monthly subscriber, whereas a month's
 * jump would renew every subscriber of the run and cost minutes of webhooks.
 */
export function renewalCandidates(input: {
  visitors: readonly VisitorState[];
  subscriptions: readonly CandidateSubscription[];
  cardLast4: ReadonlyMap<string, string>;
  emailOf: (visitor: number) => string;
}): RenewalCandidate[] {
  const candidates: RenewalCandidate[] = [];
  for (const state of input.visitors) {
    const uid = state.uid;
    if (!uid || state.chargedBy !== 'stripe' || !state.recordMatches) continue;
    if (state.customers !== 1 || state.subscriptions !== 1) continue;
    const subscription = input.subscriptions.find((candidate) => candidate.uid === uid);
    if (!subscription || subscription.status !== 'trialing' || !subscription.paymentMethodId)
      continue;
    const last4 = input.cardLast4.get(subscription.paymentMethodId) ?? '';
    candidates.push({
      visitor: state.index,
      uid,
      email: input.emailOf(state.index),
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      paymentMethodId: subscription.paymentMethodId,
      renewsAt: subscription.renewsAt,
      needsAuthentication: AUTHENTICATING_LAST4.includes(last4),
    });
  }
  return candidates;
}

/** Whole counts for `count` items by weight, adding up to `count` (largest remainder, ties in order). */
export function quotas<T extends string>(count: number, weights: Weights<T>): Record<T, number> {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const exact = entries.map(([key, weight]) => ({
    key,
    share: total > 0 ? (count * weight) / total : 0,
  }));
  const result = Object.fromEntries(
    exact.map(({ key, share }) => [key, Math.floor(share)]),
  ) as Record<T, number>;
  let left = count - exact.reduce((sum, { share }) => sum + Math.floor(share), 0);
  const byRemainder = exact
    .map((entry, order) => ({ ...entry, order, remainder: entry.share - Math.floor(entry.share) }))
    .sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  for (const { key } of byRemainder) {
    if (left <= 0) break;
    result[key] += 1;
    left -= 1;
  }
  return result;
}

function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random.next() * (index + 1));
    const item = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = item;
  }
  return copy;
}

/** The issuer decline of the `position`-th subscriber of a path (hard ones only where a new card is the way out or nothing is done). */
function declineFor(
  path: DeclinedPath,
  position: number,
  hardEvery: number,
  hardSoFar: number,
): IssuerDecline {
  const hardPossible = path === 'card-update' || path === 'never';
  if (hardPossible && position % hardEvery === 1)
    return HARD_DECLINES[hardSoFar % HARD_DECLINES.length] as IssuerDecline;
  return position % 3 === 2 ? 'generic_decline' : 'insufficient_funds';
}

/**
 * The phase's subscribers, the same for the same seed and candidates: every candidate whose card
 * needs authentication (its renewal fails anyway once the clock passes it), and `size` others
 * drawn at random, given paths by the mix's shares and issuer declines (soft ones, and every
 * `hardEvery`-th card-update and never subscriber a hard one). Ordered by visitor.
 */
export function planRenewals(
  candidates: readonly RenewalCandidate[],
  size: number,
  seed: number,
  mix: RenewalMix = DEFAULT_RENEWAL_MIX,
): RenewalSubscriber[] {
  const random = new SeededRandom((seed + 3535) >>> 0);
  const authenticating = shuffled(
    candidates.filter((candidate) => candidate.needsAuthentication),
    random,
  );
  const declining = shuffled(
    candidates.filter((candidate) => !candidate.needsAuthentication),
    random,
  ).slice(0, Math.max(0, size));

  const subscribers: RenewalSubscriber[] = [];
  const authenticated = quotas(authenticating.length, {
    authenticate: mix.authenticate,
    never: 1 - mix.authenticate,
  });
  authenticating.forEach((candidate, index) =>
    subscribers.push({
      ...candidate,
      path: index < authenticated.authenticate ? 'authenticate' : 'never',
      decline: null,
    }),
  );

  const counts = quotas(declining.length, mix.paths);
  let next = 0;
  let hard = 0;
  for (const path of Object.keys(mix.paths) as DeclinedPath[]) {
    for (let position = 0; position < counts[path]; position += 1) {
      const candidate = declining[next];
      next += 1;
      if (!candidate) break;
      const decline = declineFor(path, position, mix.hardEvery, hard);
      if (isHard(decline)) hard += 1;
      subscribers.push({ ...candidate, path, decline });
    }
  }
  return subscribers.sort((a, b) => a.visitor - b.visitor);
}
