import type { ApiErrorCode } from '../contract/errors';
import { addCalendarMonths } from '../contract/calendar';
import { type PauseMonths, pauseMonthsOf } from '../contract/pause-duration';
import {
  type ManagedSubscription,
  type ManageState,
  manageStateOf,
} from '../contract/subscription-state';
import { AppError } from './app-error';

export type { ManagedSubscription, ManageState } from '../contract/subscription-state';

export type SubscriptionAction =
  'cancel' | 'restore' | 'pause' | 'unpause' | 'specialOffer' | 'upsell';

/**
 * The contract's state (spec 02 §4.12); a subscription without one is refused with 409: an unpaid
 * first invoice (incomplete), or a status this product does not know, as the spec makes an
 * unknown status an error.
 */
export function manageState(subscription: ManagedSubscription): ManageState {
  const result = manageStateOf(subscription);
  if ('state' in result) return result.state;
  if (result.refused === 'subscription-incomplete') {
    throw new AppError(
      'conflict',
      'subscription-incomplete',
      'The first payment is not complete yet',
    );
  }
  throw new AppError(
    'conflict',
    'unknown-subscription-status',
    `Unknown subscription status ${subscription.status}`,
  );
}

/** Why an action is refused in a state; a state absent from an action's row allows it. */
export const REFUSALS: Readonly<
  Record<SubscriptionAction, Readonly<Partial<Record<ManageState, ApiErrorCode>>>>
> = {
  cancel: {
    canceled: 'already-canceled',
    onHold: 'subscription-paused',
    expired: 'subscription-expired',
  },
  restore: {
    active: 'nothing-to-restore',
    onHold: 'nothing-to-restore',
    expired: 'nothing-to-restore',
  },
  pause: {
    canceled: 'subscription-canceled',
    onHold: 'already-paused',
    expired: 'subscription-expired',
  },
  unpause: { active: 'not-paused', canceled: 'not-paused', expired: 'subscription-expired' },
  specialOffer: { onHold: 'subscription-paused', expired: 'subscription-expired' },
  upsell: {
    canceled: 'subscription-canceled',
    onHold: 'subscription-paused',
    expired: 'subscription-expired',
  },
};

const MESSAGES: Readonly<Partial<Record<ApiErrorCode, string>>> = {
  'already-canceled': 'The subscription is already canceled at the end of its period',
  'subscription-paused': 'The subscription is paused: unpause it first',
  'subscription-expired': 'The subscription has ended',
  'nothing-to-restore': 'There is no pending cancellation to restore',
  'subscription-canceled':
    'The subscription is canceled at the end of its period: restore it first',
  'already-paused': 'The subscription is already paused',
  'not-paused': 'The subscription is not paused',
};

/** The derived state when the action is allowed in it; 409 with the refusal's code otherwise. */
export function assertActionAllowed(
  action: SubscriptionAction,
  subscription: ManagedSubscription,
): ManageState {
  const state = manageState(subscription);
  const code = REFUSALS[action][state];
  if (code) throw new AppError('conflict', code, MESSAGES[code] ?? `Cannot ${action} now`);
  return state;
}

export const INVALID_PAUSE_DURATION = 'Invalid pause duration';
export const invalidPauseDuration = (): AppError =>
  new AppError('invalid', 'invalid-pause-duration', INVALID_PAUSE_DURATION);

/** Spec 02 §5: 1, 2 or 3 months (also the spec's names oneMonth, twoMonths, threeMonths). */
export function pauseMonths(value: unknown): PauseMonths {
  const months = pauseMonthsOf(value);
  if (months) return months;
  throw invalidPauseDuration();
}

/** Spec 02 §5: the retention offer lasts 1 or 3 months (oneMonth or threeMonths). */
export function specialOfferMonths(value: unknown): 1 | 3 {
  if (value === 1 || value === 'oneMonth') return 1;
  if (value === 3 || value === 'threeMonths') return 3;
  throw new AppError('invalid', 'invalid-special-offer-duration', 'Invalid special offer duration');
}

/** Stripe's pause_collection.resumes_at (seconds) for a pause of `months` from `now`. */
export const pauseResumesAt = (now: Date, months: number): number =>
  Math.floor(addCalendarMonths(now, months).getTime() / 1000);

export const SPECIAL_OFFER_PERCENT_OFF = 50;
export const specialOfferCouponId = (months: 1 | 3): string => `special_offer_${months}m`;

/**
 * Spec 02 §4.13: one special offer per subscription (specialOfferStartDate marks it), and none
 * during a trial (the flow goes straight to cancellation there).
 */
export function assertSpecialOfferAllowed(
  subscription: { metadata: Record<string, string>; trial_end: number | null },
  now: Date,
): void {
  if (subscription.metadata.specialOfferStartDate) {
    throw new AppError(
      'conflict',
      'special-offer-already-used',
      'The special offer was already accepted',
    );
  }
  if (subscription.trial_end !== null && subscription.trial_end * 1000 > now.getTime()) {
    throw new AppError(
      'conflict',
      'special-offer-unavailable',
      'No special offer during the trial',
    );
  }
}
