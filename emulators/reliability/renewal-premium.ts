import { grantsPremium } from '../audit/money-snapshot.js';
import type { RenewalInvoiceRow } from './renewal-snapshot.js';

/** What a record grants at a moment: premium by a paid period, by the grace period, or none. */
export type PremiumState = 'paid' | 'grace' | 'none';

export interface PremiumObservation {
  /** Where in the phase: after the failure, after each retry day, at the end. */
  checkpoint: string;
  /** Stripe's clock, Unix seconds. */
  now: number;
  premium: PremiumState;
  /** The end of the last period the subscription's paid invoices pay for (0: none paid). */
  paidThrough: number;
}

/** The end of the last period a subscription's paid invoices (money taken) pay for. */
export function paidThrough(
  invoices: readonly RenewalInvoiceRow[],
  subscriptionId: string,
): number {
  return invoices
    .filter((invoice) => invoice.subscription === subscriptionId)
    .filter((invoice) => invoice.status === 'paid' && invoice.amountPaid > 0)
    .reduce((end, invoice) => Math.max(end, invoice.periodEnd), 0);
}

/**
 * The record's premium at Stripe's `now`, read as the money audit's auditor reads it
 * (grantsPremium: the stored view and the in-app log, a failed renewal's grace of 3 days from the
 * first failure of the run). The local API keeps real time while the run moves Stripe's clock, so
 * the log's dates are real times: `offset` (Stripe's clock minus real time, in seconds, when the
 * failures were recorded) turns Stripe's `now` into the log's time. A clock jump makes every
 * renewal fail at once, so the grace runs from when the API saw the failure, as it would in
 * production, where both clocks agree.
 */
export function observePremium(input: {
  checkpoint: string;
  record: unknown;
  invoices: readonly RenewalInvoiceRow[];
  subscriptionId: string;
  now: number;
  offset: number;
}): PremiumObservation {
  const granted = grantsPremium(input.record, (input.now - input.offset) * 1000);
  return {
    checkpoint: input.checkpoint,
    now: input.now,
    premium: granted === null ? 'none' : granted.grace ? 'grace' : 'paid',
    paidThrough: paidThrough(input.invoices, input.subscriptionId),
  };
}
