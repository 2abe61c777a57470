import type Stripe from 'stripe';
import type { EmulatorStore } from '../state/emulator.store.js';
import {
  idOf,
  invoiceOfPaymentIntent,
  paidStatus,
  subscriptionOfInvoice,
  updateSubscription,
} from './subscription-events.js';

function makeCustomerDefault(
  store: EmulatorStore,
  customerId: string | null,
  paymentMethod: string,
): void {
  const customer = customerId ? store.customers.get(customerId) : undefined;
  if (customer && !customer.invoice_settings.default_payment_method) {
    customer.invoice_settings.default_payment_method = paymentMethod;
  }
}

/** Marks an invoice paid (its payment records too) and emits `invoice.paid`. */
export function markInvoicePaid(store: EmulatorStore, invoice: Stripe.Invoice): void {
  const now = store.clock.now();
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
  store.events.emit('invoice.paid', invoice);
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
  store: EmulatorStore,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: string,
): void {
  makeCustomerDefault(store, idOf(paymentIntent.customer), paymentMethod);
  store.events.emit('payment_intent.succeeded', paymentIntent);
  const invoice = invoiceOfPaymentIntent(store, paymentIntent.id);
  if (!invoice || invoice.status === 'paid') return;
  markInvoicePaid(store, invoice);
  const subscription = subscriptionOfInvoice(store, invoice);
  if (!subscription || subscription.status === 'canceled') return;
  updateSubscription(store, subscription, () => {
    if (idOf(subscription.latest_invoice) === invoice.id) applyPendingUpdate(subscription);
    subscription.status = paidStatus(subscription, store.clock.now());
    if (
      subscription.payment_settings?.save_default_payment_method === 'on_subscription' ||
      !subscription.default_payment_method
    ) {
      subscription.default_payment_method = paymentMethod;
    }
  });
}

/** A renewal or an applied update that cannot be paid makes the subscription past_due. */
function markPastDue(store: EmulatorStore, invoice: Stripe.Invoice): void {
  const subscription = subscriptionOfInvoice(store, invoice);
  if (!subscription || subscription.status === 'canceled') return;
  const pendingUpdateInvoice =
    subscription.pending_update !== null && idOf(subscription.latest_invoice) === invoice.id;
  if (invoice.billing_reason === 'subscription_create' || pendingUpdateInvoice) return;
  updateSubscription(store, subscription, () => (subscription.status = 'past_due'));
}

/** Records a declined attempt (events; renewals and applied updates turn past_due). */
export function recordFailedAttempt(
  store: EmulatorStore,
  paymentIntent: Stripe.PaymentIntent,
): void {
  store.events.emit('payment_intent.payment_failed', paymentIntent);
  const invoice = invoiceOfPaymentIntent(store, paymentIntent.id);
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  store.events.emit('invoice.payment_failed', invoice);
  markPastDue(store, invoice);
}

/** Records an attempt that needs 3-D Secure (`invoice.payment_action_required` for invoices). */
export function recordActionRequired(
  store: EmulatorStore,
  paymentIntent: Stripe.PaymentIntent,
): void {
  store.events.emit('payment_intent.requires_action', paymentIntent);
  const invoice = invoiceOfPaymentIntent(store, paymentIntent.id);
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  store.events.emit('invoice.payment_action_required', invoice);
  markPastDue(store, invoice);
}

/** Side effects of a successful SetupIntent: the card becomes the subscription's and customer's default. */
export function settleSetupIntent(
  store: EmulatorStore,
  setupIntent: Stripe.SetupIntent,
  paymentMethod: string,
): void {
  makeCustomerDefault(store, idOf(setupIntent.customer), paymentMethod);
  store.events.emit('setup_intent.succeeded', setupIntent);
  const subscriptionId = store.subscriptionBySetupIntent.get(setupIntent.id);
  const subscription = subscriptionId ? store.subscriptions.get(subscriptionId) : undefined;
  if (!subscription) return;
  updateSubscription(store, subscription, () => {
    subscription.default_payment_method = paymentMethod;
    subscription.pending_setup_intent = null;
  });
}
