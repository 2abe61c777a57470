/** The fields of a subscription's latest invoice the unpause rule reads. */
export interface LatestInvoice {
  status: string | null;
  billing_reason: string | null;
}

/** What pause_collection does to the invoices generated while paused: none is ever paid. */
const HELD_STATUSES: readonly string[] = ['void', 'uncollectible', 'draft'];
/** Invoices that start a period: a renewal (or a trial's end) and a period reset by an update. */
const PERIOD_REASONS: readonly string[] = ['subscription_cycle', 'subscription_update'];

export type UnpauseBilling = 'resume' | 'bill-new-period';

/**
 * Issue 17 point 5: a period that started while collection was paused was voided by Stripe (never
 * paid). Unpausing then starts a new period at once and charges it (billing_cycle_anchor now,
 * no prorations: the voided period's unused time was never paid, so nothing is credited). A
 * pause with no renewal inside it (the latest invoice is the paid one) just resumes.
 */
export function unpauseBilling(latest: LatestInvoice | null): UnpauseBilling {
  if (!latest?.status || !latest.billing_reason) return 'resume';
  const held =
    HELD_STATUSES.includes(latest.status) && PERIOD_REASONS.includes(latest.billing_reason);
  return held ? 'bill-new-period' : 'resume';
}
