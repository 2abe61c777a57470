import type { SubscriptionView } from '../subscription';

/** Spec 02 §4.12: the state the management screens show. */
export type ManagedState = 'active' | 'onHold' | 'canceled' | 'expired';
export type PrimaryAction = 'manage' | 'activate' | 'restore' | 'unpause';
export type StatusDateKind = 'renewal' | 'endsOn' | 'expiredOn' | 'pausedUntil';

/** Provider statuses the rule knows (PayPal's are mapped to these by the API). */
const KNOWN_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused', 'canceled']);

export class UnknownSubscriptionStatusError extends Error {
  constructor(readonly status: string) {
    super(`Unknown subscription status: ${status}`);
  }
}

/**
 * Canceled status → expired; else a pause (pause_collection, or Stripe's paused status) →
 * onHold; else no canceled_at → active; else canceled (ends at the period end). Unknown → error.
 */
export function managedState(subscription: SubscriptionView): ManagedState {
  const { status } = subscription;
  if (!KNOWN_STATUSES.has(status)) throw new UnknownSubscriptionStatusError(status);
  if (status === 'canceled') return 'expired';
  if (subscription.pause_collection || status === 'paused') return 'onHold';
  return subscription.canceled_at === null ? 'active' : 'canceled';
}

/** Active leads to the cancel flow ("manage"), canceled to restore, expired to reactivate, onHold to unpause. */
export const PRIMARY_ACTION: Record<ManagedState, PrimaryAction> = {
  active: 'manage',
  canceled: 'restore',
  expired: 'activate',
  onHold: 'unpause',
};

/** The date the status screen shows, in seconds since the epoch, or null when unknown. */
export function statusDate(
  subscription: SubscriptionView,
  state: ManagedState,
): { kind: StatusDateKind; seconds: number | null } {
  switch (state) {
    case 'active':
      return { kind: 'renewal', seconds: subscription.current_period_end };
    case 'canceled':
      return { kind: 'endsOn', seconds: subscription.current_period_end };
    case 'expired':
      return {
        kind: 'expiredOn',
        seconds: subscription.current_period_end ?? subscription.canceled_at,
      };
    case 'onHold':
      return { kind: 'pausedUntil', seconds: subscription.pause_collection?.resumes_at ?? null };
  }
}
