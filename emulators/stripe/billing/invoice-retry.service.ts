import type { EmulatorState } from '../state/emulator-state.js';
import { nextScheduledRetry, type InvoiceRetry } from './invoice-retry.js';
import { NO_PAYMENT_METHOD_CODE } from './non-retryable-declines.js';
import { attemptPaymentIntent } from './payment-attempt.service.js';
import { recordFailedAttempt } from './payment-settlement.js';
import {
  paymentIntentOfInvoice,
  subscriptionOfInvoice,
  updateSubscription,
} from './subscription-events.js';
import { defaultPaymentMethodOf } from './subscription-invoice.service.js';
import { endSubscription } from './subscription-update.service.js';

export type RetryOutcome = 'succeeded' | 'declined' | 'requires_action' | 'skipped';

/**
 * A scheduled retry: charges the invoice's PaymentIntent again, off-session, with the
 * subscription's current default payment method (a card updated since the failure pays it);
 * after a non-retryable decline, only when that is another payment method.
 * An invoice paid, voided or waiting for authentication meanwhile is not charged.
 */
export function runInvoiceRetry(state: EmulatorState, retry: InvoiceRetry): RetryOutcome {
  retry.executed += 1;
  const invoice = state.invoices.get(retry.invoice);
  const intent = invoice ? paymentIntentOfInvoice(state, invoice) : undefined;
  const subscription = invoice ? subscriptionOfInvoice(state, invoice) : undefined;
  if (!invoice || invoice.status !== 'open' || !intent || !subscription) return 'skipped';
  if (intent.status !== 'requires_payment_method') return 'skipped';
  const paymentMethod = defaultPaymentMethodOf(state, subscription);
  // After a non-retryable decline only another payment method is charged.
  if (
    retry.blockedPaymentMethod !== null &&
    (paymentMethod?.id ?? '') === retry.blockedPaymentMethod
  ) {
    invoice.next_payment_attempt = nextScheduledRetry(retry);
    return 'skipped';
  }
  if (!paymentMethod) {
    recordFailedAttempt(state, intent, NO_PAYMENT_METHOD_CODE);
    return 'declined';
  }
  return attemptPaymentIntent(state, intent, paymentMethod, { returnUrl: null, offSession: true })
    .status;
}

/**
 * The end of an invoice's retries, as the account's settings say: the subscription is canceled
 * (`cancellation_details.reason: payment_failed`), made `unpaid`, or left `past_due`; the
 * invoice is left open or marked uncollectible. Nothing happens to an invoice paid meanwhile.
 */
export function endInvoiceRetries(state: EmulatorState, retry: InvoiceRetry, at: number): void {
  retry.ended = true;
  const invoice = state.invoices.get(retry.invoice);
  if (!invoice || invoice.status !== 'open') return;
  invoice.next_payment_attempt = null;
  const subscription = subscriptionOfInvoice(state, invoice);
  // A subscription in good standing again (a later invoice paid) is left as it is.
  const live = subscription?.status === 'past_due';
  if (live && retry.settings.end_behavior === 'cancel') {
    subscription.cancellation_details = {
      comment: subscription.cancellation_details?.comment ?? null,
      feedback: subscription.cancellation_details?.feedback ?? null,
      feedback_option: null,
      reason: 'payment_failed',
    };
    endSubscription(state, subscription, at);
  } else if (live && retry.settings.end_behavior === 'unpaid') {
    updateSubscription(state, subscription, () => (subscription.status = 'unpaid'));
  }
  if (retry.settings.invoice_after_retries === 'mark_uncollectible') {
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = at;
    state.events.emit('invoice.marked_uncollectible', invoice);
  }
}
