import type { SubscriptionView } from '../../contract/subscription-view';

export type ProviderName = SubscriptionView['provider'];

/** A subscription as its provider has it now, in the shape every screen reads. */
export interface ProviderSubscription {
  provider: ProviderName;
  id: string;
  /** The account the provider says it was sold to (Stripe `metadata.uid`, PayPal `custom_id`). */
  owner: string | null;
  view: SubscriptionView;
  /** When billing was last paused or suspended, where the provider says (PayPal), else null. */
  suspendedSince: Date | null;
  /** The provider holds an unpaid amount or failed payments (a suspension may be PayPal's own). */
  owesPayment: boolean;
  /**
   * A cancellation at period end the provider can still undo, with the comment it was made with
   * (a §312k link undoes only its own); null when none (PayPal's cancel is final: always null).
   */
  pendingCancellation: { comment: string | null } | null;
  /** When the provider bills next, in its own ISO spelling; null when nothing renews. */
  nextBillingAt: string | null;
}

/**
 * What the provider itself does for a subscriber's plan (spec 02 §4.12–4.13), Stripe or PayPal
 * alike. What one provider cannot do, the port says, and the use case does it instead.
 */
export interface SubscriptionProvider {
  readonly name: ProviderName;
  /**
   * True when a pause ends by itself on the date asked (Stripe `pause_collection.resumes_at`).
   * PayPal's suspend is open-ended: the caller resumes it on the date (the hourly job).
   */
  readonly resumesPauseItself: boolean;
  /**
   * True when a cancellation at period end can be undone at the provider. PayPal's cancel is
   * final: there `cancelAtPeriodEnd` ends the contract for good, keeping the paid period.
   */
  readonly undoesCancellation: boolean;
  /** The subscription, or null when the provider does not know the id. */
  retrieve(id: string): Promise<ProviderSubscription | null>;
  /** Stops billing until `resumesAt` (open-ended where `resumesPauseItself` is false). */
  pause(id: string, resumesAt: Date, note: string): Promise<void>;
  /** Stops billing now with no end: a hold that only `unpause` lifts. */
  suspend(id: string, note: string): Promise<void>;
  /**
   * Resumes billing now. When a period began during the pause, the provider may charge for it at
   * once; a failed charge is a 402 and the subscription stays paused.
   */
  unpause(id: string, note: string): Promise<void>;
  /** Ends the contract when the paid period ends; `comment` names who and why. */
  cancelAtPeriodEnd(id: string, comment: string): Promise<void>;
  /**
   * Ends the contract now (no refund); false when the provider can no longer cancel it (it ended
   * or was cancelled already).
   */
  cancelNow(id: string, comment: string): Promise<boolean>;
  /** Undoes `cancelAtPeriodEnd` (only where `undoesCancellation`); the subscription after it. */
  restore(id: string): Promise<ProviderSubscription>;
}
