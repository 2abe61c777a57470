import type Stripe from 'stripe';
import { buildInvoice, buildInvoicePayment } from '../objects/invoice.factory.js';
import type { LineInput } from '../objects/invoice-line.factory.js';
import { buildPaymentIntent } from '../objects/intent.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { attemptPaymentIntent, type AttemptOutcome } from './payment-attempt.service.js';
import { NO_PAYMENT_METHOD_CODE } from './non-retryable-declines.js';
import { markInvoicePaid, recordFailedAttempt } from './payment-settlement.js';
import { applyDiscount, describeLine } from './pricing.js';
import { idOf } from './subscription-events.js';

const DESCRIPTIONS: Partial<Record<Stripe.Invoice.BillingReason, string>> = {
  subscription_create: 'Subscription creation',
  subscription_cycle: 'Subscription cycle',
  subscription_update: 'Subscription update',
};

/** The subscription's discounts that still apply: forever, repeating until `end`, once until used. */
export function activeDiscounts(
  state: EmulatorState,
  subscription: Stripe.Subscription,
): Stripe.Discount[] {
  const now = state.clock.now();
  return subscription.discounts.flatMap((reference) => {
    const discount = state.discounts.get(idOf(reference) ?? '');
    const coupon = state.coupons.get(idOf(discount?.source.coupon) ?? '');
    if (!discount || !coupon) return [];
    if (coupon.duration === 'once' && state.usedDiscounts.has(discount.id)) return [];
    if (discount.end !== null && discount.end <= now) return [];
    return [discount];
  });
}

/** Invoice lines charging each item's price for a period (discounted, or zero during a trial). */
export function itemLines(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  items: Stripe.SubscriptionItem[],
  trial: boolean,
): LineInput[] {
  const discounts = trial ? [] : activeDiscounts(state, subscription);
  return items.map((item) => {
    const quantity = item.quantity ?? 1;
    const gross = trial ? 0 : (item.price.unit_amount ?? 0) * quantity;
    return {
      amount: gross,
      description: describeLine(state, item.price, quantity, trial),
      price: item.price,
      period: { start: item.current_period_start, end: item.current_period_end },
      discountAmounts: applyDiscount(gross, subscription.currency, discounts, state),
      subscriptionItem: item.id,
    };
  });
}

export interface IssuedInvoice {
  invoice: Stripe.Invoice;
  paymentIntent?: Stripe.PaymentIntent;
}

/**
 * Finalises a subscription invoice: with something due it gets a PaymentIntent (open, not yet
 * attempted); otherwise it is paid at once. It becomes the subscription's latest invoice.
 */
export function issueSubscriptionInvoice(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  billingReason: Stripe.Invoice.BillingReason,
  lines: LineInput[],
): IssuedInvoice {
  const now = state.clock.now();
  const customer = state.customers.require(idOf(subscription.customer) ?? '', 'customer');
  const invoice = buildInvoice({
    customer,
    currency: subscription.currency,
    subscription,
    billingReason,
    lines,
    discounts: subscription.discounts.flatMap((discount) => idOf(discount) ?? []),
    now,
  });
  if (invoice.total < 0) {
    customer.balance += invoice.total;
    invoice.ending_balance = invoice.total;
    invoice.amount_due = 0;
    invoice.amount_remaining = 0;
  }
  for (const { amount, discount } of lines.flatMap((line) => line.discountAmounts)) {
    const coupon = state.coupons.get(idOf(state.discounts.get(discount)?.source.coupon) ?? '');
    if (amount > 0 && coupon?.duration === 'once') state.usedDiscounts.add(discount);
  }
  customer.next_invoice_sequence = (customer.next_invoice_sequence ?? 1) + 1;
  subscription.latest_invoice = invoice.id;
  state.invoices.put(invoice);
  state.events.emit('invoice.created', invoice);
  if (invoice.amount_due <= 0) {
    markInvoicePaid(state, invoice);
    return { invoice };
  }
  const paymentIntent = state.paymentIntents.put(
    buildPaymentIntent({
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: customer.id,
      description: DESCRIPTIONS[billingReason] ?? null,
      setupFutureUsage: billingReason === 'subscription_create' ? 'off_session' : null,
      created: now,
    }),
  );
  invoice.confirmation_secret = {
    client_secret: paymentIntent.client_secret ?? '',
    type: 'payment_intent',
  };
  invoice.payments = {
    object: 'list',
    data: [buildInvoicePayment(invoice, paymentIntent.id, now)],
    has_more: false,
    url: `/v1/invoice_payments?invoice=${invoice.id}`,
  };
  state.invoiceByPaymentIntent.set(paymentIntent.id, invoice.id);
  return { invoice, paymentIntent };
}

/** The card an automatic charge uses: the subscription's default, else the customer's. */
export function defaultPaymentMethodOf(
  state: EmulatorState,
  subscription: Stripe.Subscription,
): Stripe.PaymentMethod | undefined {
  const customer = state.customers.get(idOf(subscription.customer) ?? '');
  const id =
    idOf(subscription.default_payment_method) ??
    idOf(customer?.invoice_settings.default_payment_method);
  return id ? state.paymentMethods.get(id) : undefined;
}

export type ChargeOutcome = AttemptOutcome | { status: 'paid_without_charge' };

/** Charges an issued invoice off-session to the default card (renewals, updates, trial ends). */
export function chargeInvoice(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  issued: IssuedInvoice,
): ChargeOutcome {
  const { paymentIntent } = issued;
  if (!paymentIntent) return { status: 'paid_without_charge' };
  const paymentMethod = defaultPaymentMethodOf(state, subscription);
  if (!paymentMethod) {
    recordFailedAttempt(state, paymentIntent, NO_PAYMENT_METHOD_CODE);
    return {
      status: 'declined',
      decline: {
        code: NO_PAYMENT_METHOD_CODE,
        message: 'This customer has no default payment method to pay this invoice with.',
      },
    };
  }
  return attemptPaymentIntent(state, paymentIntent, paymentMethod, {
    returnUrl: null,
    offSession: true,
  });
}
