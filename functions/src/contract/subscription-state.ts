import type { ApiErrorCode } from './errors';
import type { SubscriptionView } from './subscription-view';
import { MANAGEABLE_STATUSES, isContractEnded } from './subscription-statuses';

/** Spec 02 §4.12: the state the management screen shows and the server's actions check. */
export type ManageState = 'active' | 'canceled' | 'expired' | 'onHold';

/** The fields of a subscription view the state reads. */
export type ManagedSubscription = Pick<
  SubscriptionView,
  'status' | 'pause_collection' | 'canceled_at' | 'end_reason'
>;

/** Why a subscription has no state: the server answers 409 with this code, the screen "Unknown". */
export type NoManageState = Extract<
  ApiErrorCode,
  'subscription-incomplete' | 'unknown-subscription-status'
>;

export type ManageStateResult = { state: ManageState } | { refused: NoManageState };

/**
 * An ended contract (canceled, incomplete_expired, or stopped for failed payments) gives expired; a running one (active,
 * trialing, past_due, unpaid) gives onHold with a pause_collection, else active without
 * canceled_at, else canceled. A first payment not made yet (incomplete) and any other status
 * have no state: Stripe's `paused` status (a trial that ended without a payment method) is not a
 * pause_collection, and only adding a payment method and resuming it at Stripe ends it.
 */
export function manageStateOf(subscription: ManagedSubscription): ManageStateResult {
  const { status } = subscription;
  // Stopped for failed payments (Stripe unpaid, PayPal suspended at its threshold): no premium.
  if (isContractEnded(status) || subscription.end_reason === 'payment_failed')
    return { state: 'expired' };
  if (status === 'incomplete') return { refused: 'subscription-incomplete' };
  if (!MANAGEABLE_STATUSES.includes(status)) return { refused: 'unknown-subscription-status' };
  if (subscription.pause_collection) return { state: 'onHold' };
  return { state: subscription.canceled_at === null ? 'active' : 'canceled' };
}

/** What the status screen offers first in each state (its button leads there). */
export type PrimaryAction = 'manage' | 'activate' | 'restore' | 'unpause';

/** Active leads to the cancel flow ("manage"), canceled to restore, expired to reactivate, onHold to unpause. */
export const PRIMARY_ACTION: Readonly<Record<ManageState, PrimaryAction>> = {
  active: 'manage',
  canceled: 'restore',
  expired: 'activate',
  onHold: 'unpause',
};
