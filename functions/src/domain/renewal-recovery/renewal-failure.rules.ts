import { isHardDecline, STRIPE_RENEWAL_ATTEMPTS } from './stripe-retry-settings';

/** A renewal invoice that could not be paid, as the provider reports it now. */
export interface FailedRenewal {
  /** Attempts made so far (the first one counts). */
  attemptCount: number;
  /** When the provider retries next; null: it does not retry any more. */
  nextAttemptAt: Date | null;
  /** The issuer's decline code of the last attempt (Stripe `decline_code`, else `code`). */
  declineCode: string | null;
  /** The last attempt needs the subscriber to authenticate (3-D Secure). */
  needsAuthentication: boolean;
}

/**
 * The mails of a failed renewal, at most one of each per invoice:
 * - failed          the first failure: what failed, until when premium continues, the card link;
 * - failed-hard     the first failure with a card that cannot pay again: a new card at once;
 * - authentication  the bank asks the subscriber to confirm the payment (3-D Secure);
 * - last-retry      the provider is about to make its last attempt;
 * - ended           the retries are exhausted and the subscription ended: start again;
 * - paypal-failed   PayPal could not collect: the subscriber fixes the funding source at PayPal.
 */
export type RenewalMailKind =
  'failed' | 'failed-hard' | 'authentication' | 'last-retry' | 'ended' | 'paypal-failed';

/**
 * Which mail an observed failure of a renewal invoice calls for, given those already sent for it
 * (not one per retry): the first failure is told at once; the failure after which only one retry
 * remains is told too; authentication is asked for once.
 */
export function mailForFailure(
  failure: FailedRenewal,
  sent: ReadonlySet<RenewalMailKind>,
): RenewalMailKind | null {
  if (failure.needsAuthentication) return sent.has('authentication') ? null : 'authentication';
  const firstTold = sent.has('failed') || sent.has('failed-hard') || sent.has('authentication');
  if (!firstTold) return isHardDecline(failure.declineCode) ? 'failed-hard' : 'failed';
  const lastRetryNext =
    failure.nextAttemptAt !== null && failure.attemptCount >= STRIPE_RENEWAL_ATTEMPTS - 1;
  if (lastRetryNext && !sent.has('last-retry')) return 'last-retry';
  return null;
}
