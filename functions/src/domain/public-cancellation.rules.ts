import type { SubscriptionView } from '../contract/subscription-view';
import { manageStateOf } from '../contract/subscription-state';
import { CONTRACT_ENDED_STATUSES } from '../contract/subscription-statuses';

/** What the public cancellation does with one contract it found. */
export type PublicCancellationStep = 'cancel' | 'already-canceled' | 'ended';

/** Ended, or a first payment never made (`incomplete`): no contract to cancel. */
const ENDED: readonly string[] = [...CONTRACT_ENDED_STATUSES, 'incomplete'];

/**
 * §312k: every live contract is cancelled, a paused one too (no retention step, no "unpause
 * first"); one already cancelled at its period end is reported, not changed; an ended one (or a
 * first payment never made) is no contract any more.
 */
export function publicCancellationStep(view: SubscriptionView): PublicCancellationStep {
  if (ENDED.includes(view.status)) return 'ended';
  // Both providers' views say "ends at the period end" this way (PayPal: CANCELLED, paid cycle running).
  if (view.canceled_at !== null && view.status !== 'canceled') return 'already-canceled';
  const derived = manageStateOf(view);
  // A status this product does not know is still the consumer's contract: it is cancelled.
  return 'state' in derived && derived.state === 'expired' ? 'ended' : 'cancel';
}

/** When the contract ends if cancelled now: the end of the paid period (of the trial in a trial). */
export function contractEndsAt(view: SubscriptionView): string | null {
  const end =
    view.status === 'trialing' && view.trial_end !== null
      ? view.trial_end
      : view.current_period_end;
  return end === null ? null : new Date(end * 1000).toISOString();
}

/**
 * The reference narrows the contracts of the address to the one it names (a subscription id
 * from the receipt); a reference that names none of them does not hide the others: the address
 * already identifies the consumer, and a mistyped reference must not leave a contract running.
 */
export function contractsForReference<T extends { id: string }>(
  contracts: readonly T[],
  reference: string | undefined,
): T[] {
  const named = reference ? contracts.filter((contract) => contract.id === reference.trim()) : [];
  return named.length > 0 ? named : [...contracts];
}
