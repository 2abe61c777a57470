import type Stripe from 'stripe';
import { toJson, type JsonObject } from '../http/json.js';
import type { EmulatorState } from '../state/emulator-state.js';

/** A detached copy of an object, taken before a change so the change can be reported. */
export function snapshot<T extends object>(object: T): JsonObject {
  return toJson(object);
}

/** Top-level fields whose value differs, with their previous values (`previous_attributes`). */
export function changedAttributes(before: JsonObject, after: object): Record<string, unknown> {
  const current = toJson(after);
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(current)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(current[key]))
      previous[key] = before[key] ?? null;
  }
  return previous;
}

/** Emits `customer.subscription.updated` when anything changed since `before`. */
export function emitSubscriptionUpdated(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  before: JsonObject,
): void {
  const previous = changedAttributes(before, subscription);
  if (Object.keys(previous).length > 0)
    state.events.emit('customer.subscription.updated', subscription, previous);
}

const inProgress = new WeakSet<Stripe.Subscription>();

/**
 * Runs a change on a subscription and reports it as one `customer.subscription.updated` (changes
 * nested inside, e.g. a payment settled during an update, join the outer report). Nothing is
 * reported when the change throws.
 */
export function updateSubscription<T>(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  change: () => T,
): T {
  if (inProgress.has(subscription)) return change();
  inProgress.add(subscription);
  const before = snapshot(subscription);
  try {
    const result = change();
    emitSubscriptionUpdated(state, subscription, before);
    return result;
  } finally {
    inProgress.delete(subscription);
  }
}

export function idOf(reference: string | { id: string } | null | undefined): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}

/** The subscription an invoice was issued for. */
export function subscriptionOfInvoice(
  state: EmulatorState,
  invoice: Stripe.Invoice,
): Stripe.Subscription | undefined {
  const id = idOf(invoice.parent?.subscription_details?.subscription);
  return id ? state.subscriptions.get(id) : undefined;
}

/** The invoice behind a PaymentIntent, if an invoice created it. */
export function invoiceOfPaymentIntent(
  state: EmulatorState,
  paymentIntentId: string,
): Stripe.Invoice | undefined {
  const invoiceId = state.invoiceByPaymentIntent.get(paymentIntentId);
  return invoiceId ? state.invoices.get(invoiceId) : undefined;
}

/** The invoice's one PaymentIntent: every attempt to pay it, automatic or not, charges it. */
export function paymentIntentOfInvoice(
  state: EmulatorState,
  invoice: Stripe.Invoice,
): Stripe.PaymentIntent | undefined {
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return state.paymentIntents.get(idOf(intent ?? null) ?? '');
}

/** The end of the subscription's current period (the first item's, as in this API version). */
export function currentPeriodEnd(subscription: Stripe.Subscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.created;
}

/** Status of a subscription whose latest invoice is paid. */
export function paidStatus(
  subscription: Stripe.Subscription,
  now: number,
): Stripe.Subscription.Status {
  return subscription.trial_end && subscription.trial_end > now ? 'trialing' : 'active';
}
