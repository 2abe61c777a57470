import type Stripe from 'stripe';
import type { EmulatorState } from '../state/emulator-state.js';
import { copyRetrySettings, type RetrySettings } from './retry-settings.js';
import { idOf, subscriptionOfInvoice } from './subscription-events.js';

const DAY = 86400;

/** The automatic collection of one failed subscription invoice. */
export interface InvoiceRetry {
  invoice: string;
  subscription: string;
  firstFailureAt: number;
  /** When each scheduled retry is due (first failure + each retry day). */
  retryAt: number[];
  /** Scheduled retries run so far by the clock. */
  executed: number;
  /** An attempt needing authentication: no further automatic retries (the customer acts). */
  stopped: boolean;
  /**
   * The payment method a non-retryable decline came from (or '' for none at all): Stripe keeps
   * the schedule but runs a retry only once another payment method is the one to charge.
   */
  blockedPaymentMethod: string | null;
  /** When the end-of-retries behaviour applies: first failure + the last retry day. */
  endAt: number;
  /** The account's settings at the first failure (later changes apply to later invoices). */
  settings: RetrySettings;
  ended: boolean;
}

/**
 * Invoices Stripe retries: renewals, and applied updates the subscription turns past_due for.
 * Not the first invoice (`incomplete` → `incomplete_expired` instead) nor a pending update's.
 */
export function retriesApply(state: EmulatorState, invoice: Stripe.Invoice): boolean {
  const subscription = subscriptionOfInvoice(state, invoice);
  if (!subscription || invoice.billing_reason === 'subscription_create') return false;
  const pendingUpdateInvoice =
    subscription.pending_update !== null && idOf(subscription.latest_invoice) === invoice.id;
  return !pendingUpdateInvoice;
}

function startRetries(
  state: EmulatorState,
  invoice: Stripe.Invoice,
  subscription: string,
): InvoiceRetry {
  const now = state.clock.now();
  const settings = copyRetrySettings(state.retrySettings);
  const retryAt = settings.retry_days.map((days) => now + days * DAY);
  const retry: InvoiceRetry = {
    invoice: invoice.id,
    subscription,
    firstFailureAt: now,
    retryAt,
    executed: 0,
    stopped: false,
    blockedPaymentMethod: null,
    endAt: retryAt.at(-1) ?? now,
    settings,
    ended: false,
  };
  state.invoiceRetries.set(invoice.id, retry);
  return retry;
}

/** How an attempt failed, as far as the retries care. */
export type FailedAttemptKind =
  | { kind: 'retryable' }
  /** Stripe's non-retryable decline codes (and no payment method at all: ''). */
  | { kind: 'non-retryable'; paymentMethod: string }
  | { kind: 'authentication' };

/**
 * A failed attempt (declined, or waiting for authentication) of a subscription invoice: starts
 * its retry schedule at the first failure and sets `next_payment_attempt` to the next scheduled
 * retry, or null when none remains. After a non-retryable decline the schedule stays (Stripe:
 * "retries resume once a new payment method is attached"); one needing authentication stops it.
 */
export function noteFailedAttempt(
  state: EmulatorState,
  invoice: Stripe.Invoice,
  failure: FailedAttemptKind,
): void {
  const subscription = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscription || !retriesApply(state, invoice)) {
    invoice.next_payment_attempt = null;
    return;
  }
  const retry = state.invoiceRetries.get(invoice.id) ?? startRetries(state, invoice, subscription);
  if (failure.kind === 'authentication') retry.stopped = true;
  retry.blockedPaymentMethod = failure.kind === 'non-retryable' ? failure.paymentMethod : null;
  const next = retry.stopped || retry.ended ? undefined : retry.retryAt[retry.executed];
  invoice.next_payment_attempt = next ?? null;
}

/** The clock's next step for one invoice's retries: a retry, or the end of retries. */
export function nextRetryStep(
  retry: InvoiceRetry,
): { at: number; kind: 'invoice_retry' | 'retries_exhausted' } | null {
  if (retry.ended) return null;
  const next = retry.stopped ? undefined : retry.retryAt[retry.executed];
  return next === undefined
    ? { at: retry.endAt, kind: 'retries_exhausted' }
    : { at: next, kind: 'invoice_retry' };
}

/** The next scheduled retry of an invoice, or null when none remains. */
export function nextScheduledRetry(retry: InvoiceRetry): number | null {
  return retry.stopped || retry.ended ? null : (retry.retryAt[retry.executed] ?? null);
}

/** A subscription that ends stops the automatic collection of its open invoices. */
export function stopRetriesOf(state: EmulatorState, subscriptionId: string): void {
  for (const retry of state.invoiceRetries.values()) {
    if (retry.subscription !== subscriptionId || retry.ended) continue;
    retry.ended = true;
    const invoice = state.invoices.get(retry.invoice);
    if (invoice) invoice.next_payment_attempt = null;
  }
}
