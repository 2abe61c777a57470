import type { PaymentMethod } from './visitor-plan.js';

/** What the visitor was shown in the end. */
export type VisitorBelief = 'paid' | 'declined' | 'cancelled' | 'failed';

/**
 * The purchase-resolution call after paying (spec 02 §4.7): answered, failed (the web app logs
 * and goes on), skipped (the visitor closed the tab), or not made (nothing was paid).
 */
export type Resolution = 'resolved' | 'failed' | 'skipped' | 'not-paid';

export interface VisitorOutcome {
  index: number;
  method: PaymentMethod;
  scenario: string;
  /** Null when the visitor could not even sign up. */
  uid: string | null;
  belief: VisitorBelief;
  /** Subscriptions the visitor was given (Stripe `sub_…`, PayPal `I-…`), in order. */
  subscriptionIds: string[];
  resolution: Resolution;
  /** Notable things on the way (`double-click-split`, `confirm-failed`, `rebuy`, errors). */
  notes: string[];
  durationMs: number;
}

/** What a visitor's purchase step reports; the driver adds index, method, uid and timing. */
export type PurchaseReport = Pick<
  VisitorOutcome,
  'belief' | 'subscriptionIds' | 'resolution' | 'notes'
>;

export const failedReport = (note: string): PurchaseReport => ({
  belief: 'failed',
  subscriptionIds: [],
  resolution: 'not-paid',
  notes: [note],
});
