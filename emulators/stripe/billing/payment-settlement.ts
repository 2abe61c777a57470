import type Stripe from 'stripe';
import type { EmulatorStore } from '../state/emulator.store.js';
import { nowSeconds } from '../state/ids.js';

function subscriptionOfInvoice(
  store: EmulatorStore,
  invoice: Stripe.Invoice,
): Stripe.Subscription | undefined {
  const reference = invoice.parent?.subscription_details?.subscription;
  const id = typeof reference === 'string' ? reference : reference?.id;
  return id ? store.subscriptions.get(id) : undefined;
}

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

function customerId(reference: string | { id: string } | null): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}

/** Side effects of a successful PaymentIntent: invoice paid, subscription active, card saved. */
export function settlePaymentIntent(
  store: EmulatorStore,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: string,
): void {
  const now = nowSeconds();
  const owner = customerId(paymentIntent.customer);
  makeCustomerDefault(store, owner, paymentMethod);
  const invoiceId = store.invoiceByPaymentIntent.get(paymentIntent.id);
  const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
  if (!invoice) return;
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  for (const payment of invoice.payments?.data ?? []) {
    payment.status = 'paid';
    payment.amount_paid = payment.amount_requested;
    payment.status_transitions.paid_at = now;
  }
  const subscription = subscriptionOfInvoice(store, invoice);
  if (!subscription) return;
  subscription.status =
    subscription.trial_end && subscription.trial_end > now ? 'trialing' : 'active';
  if (
    subscription.payment_settings?.save_default_payment_method === 'on_subscription' ||
    !subscription.default_payment_method
  ) {
    subscription.default_payment_method = paymentMethod;
  }
}

/** Records a failed attempt on the invoice behind a PaymentIntent (the subscription stays as it is). */
export function recordFailedAttempt(
  store: EmulatorStore,
  paymentIntent: Stripe.PaymentIntent,
): void {
  const invoiceId = store.invoiceByPaymentIntent.get(paymentIntent.id);
  const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
}

/** Side effects of a successful SetupIntent: the card becomes the subscription's and customer's default. */
export function settleSetupIntent(
  store: EmulatorStore,
  setupIntent: Stripe.SetupIntent,
  paymentMethod: string,
): void {
  makeCustomerDefault(store, customerId(setupIntent.customer), paymentMethod);
  const subscriptionId = store.subscriptionBySetupIntent.get(setupIntent.id);
  const subscription = subscriptionId ? store.subscriptions.get(subscriptionId) : undefined;
  if (!subscription) return;
  subscription.default_payment_method = paymentMethod;
  subscription.pending_setup_intent = null;
}
