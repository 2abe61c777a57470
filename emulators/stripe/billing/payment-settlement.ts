import type Stripe from 'stripe';
import type { EmulatorState } from '../state/emulator-state.js';
import { noteFailedAttempt, retriesApply } from './invoice-retry.js';
import { isRetryableFailure } from './non-retryable-declines.js';
import {
  idOf,
  invoiceOfPaymentIntent,
  paidStatus,
  subscriptionOfInvoice,
  updateSubscription,
} from './subscription-events.js';

function makeCustomerDefault(
  state: EmulatorState,
  customerId: string | null,
  paymentMethod: string,
): void {
  const customer = customerId ? state.customers.get(customerId) : undefined;
  if (customer && !customer.invoice_settings.default_payment_method) {
    customer.invoice_settings.default_payment_method = paymentMethod;
  }
}

/** Marks an invoice paid (its payment records too) and emits `invoice.paid`. */
export function markInvoicePaid(state: EmulatorState, invoice: Stripe.Invoice): void {
  const now = state.clock.now();
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  if (invoice.amount_due > 0) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
  } else invoice.auto_advance = false;
  for (const payment of invoice.payments?.data ?? []) {
    payment.status = 'paid';
    payment.amount_paid = payment.amount_requested;
    payment.status_transitions.paid_at = now;
  }
  state.events.emit('invoice.paid', invoice);
}

/** Applies a subscription's `pending_update` (its invoice got paid). */
function applyPendingUpdate(subscription: Stripe.Subscription): void {
  const pending = subscription.pending_update;
  if (!pending) return;
  if (pending.subscription_items) subscription.items.data = pending.subscription_items;
  if (pending.billing_cycle_anchor)
    subscription.billing_cycle_anchor = pending.billing_cycle_anchor;
  if (pending.trial_end !== null) subscription.trial_end = pending.trial_end;
  subscription.pending_update = null;
}

/** Side effects of a successful PaymentIntent: invoice paid, subscription active, card saved. */
export function settlePaymentIntent(
  state: EmulatorState,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: string,
): void {
  makeCustomerDefault(state, idOf(paymentIntent.customer), paymentMethod);
  state.events.emit('payment_intent.succeeded', paymentIntent);
  const invoice = invoiceOfPaymentIntent(state, paymentIntent.id);
  if (!invoice || invoice.status === 'paid') return;
  markInvoicePaid(state, invoice);
  const subscription = subscriptionOfInvoice(state, invoice);
  if (!subscription || subscription.status === 'canceled') return;
  updateSubscription(state, subscription, () => {
    // The status follows the latest invoice: paying an older one leaves past_due or unpaid.
    if (idOf(subscription.latest_invoice) === invoice.id) {
      applyPendingUpdate(subscription);
      subscription.status = paidStatus(subscription, state.clock.now());
    }
    if (
      subscription.payment_settings?.save_default_payment_method === 'on_subscription' ||
      !subscription.default_payment_method
    ) {
      subscription.default_payment_method = paymentMethod;
    }
  });
}

/** Statuses a failed payment of the latest invoice turns into past_due. */
const TURNS_PAST_DUE: readonly Stripe.Subscription.Status[] = ['active', 'trialing', 'past_due'];

/** A renewal or an applied update that cannot be paid makes the subscription past_due. */
function markPastDue(state: EmulatorState, invoice: Stripe.Invoice): void {
  const subscription = subscriptionOfInvoice(state, invoice);
  if (!subscription || !TURNS_PAST_DUE.includes(subscription.status)) return;
  if (idOf(subscription.latest_invoice) !== invoice.id || !retriesApply(state, invoice)) return;
  updateSubscription(state, subscription, () => (subscription.status = 'past_due'));
}

/** The code a failed attempt declined with (`decline_code`, else the error `code`). */
function failureCode(paymentIntent: Stripe.PaymentIntent): string | null {
  const error = paymentIntent.last_payment_error;
  return error?.decline_code ?? error?.code ?? null;
}

/**
 * Records a declined attempt: the invoice's attempt_count and next_payment_attempt (its retry
 * schedule), `invoice.payment_failed`, and past_due for a renewal or an applied update.
 * `code` overrides the PaymentIntent's error (no payment method to charge).
 */
export function recordFailedAttempt(
  state: EmulatorState,
  paymentIntent: Stripe.PaymentIntent,
  code?: string,
): void {
  state.events.emit('payment_intent.payment_failed', paymentIntent);
  const invoice = invoiceOfPaymentIntent(state, paymentIntent.id);
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  const failedWith = paymentIntent.last_payment_error?.payment_method?.id ?? '';
  noteFailedAttempt(
    state,
    invoice,
    isRetryableFailure(code ?? failureCode(paymentIntent))
      ? { kind: 'retryable' }
      : { kind: 'non-retryable', paymentMethod: failedWith },
  );
  state.events.emit('invoice.payment_failed', invoice);
  markPastDue(state, invoice);
}

/**
 * Records an attempt that needs 3-D Secure (`invoice.payment_action_required` for invoices);
 * like a hard decline it gets no automatic retries: the customer has to authenticate.
 */
export function recordActionRequired(
  state: EmulatorState,
  paymentIntent: Stripe.PaymentIntent,
): void {
  state.events.emit('payment_intent.requires_action', paymentIntent);
  const invoice = invoiceOfPaymentIntent(state, paymentIntent.id);
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  noteFailedAttempt(state, invoice, { kind: 'authentication' });
  state.events.emit('invoice.payment_action_required', invoice);
  markPastDue(state, invoice);
}

/** Side effects of a successful SetupIntent: the card becomes the subscription's and customer's default. */
export function settleSetupIntent(
  state: EmulatorState,
  setupIntent: Stripe.SetupIntent,
  paymentMethod: string,
): void {
  makeCustomerDefault(state, idOf(setupIntent.customer), paymentMethod);
  state.events.emit('setup_intent.succeeded', setupIntent);
  const subscriptionId = state.subscriptionBySetupIntent.get(setupIntent.id);
  const subscription = subscriptionId ? state.subscriptions.get(subscriptionId) : undefined;
  if (!subscription) return;
  updateSubscription(state, subscription, () => {
    subscription.default_payment_method = paymentMethod;
    subscription.pending_setup_intent = null;
  });
}
