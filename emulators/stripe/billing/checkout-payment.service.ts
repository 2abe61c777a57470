import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import { buildCustomer } from '../objects/customer.factory.js';
import { buildPaymentIntent } from '../objects/intent.factory.js';
import { buildCardPaymentMethod } from '../objects/payment-method.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import {
  attemptPaymentIntent,
  attemptSetupIntent,
  type AttemptOutcome,
} from './payment-attempt.service.js';
import { createSubscription } from './subscription-create.service.js';
import { idOf } from './subscription-events.js';
import { validateCard, type CardDetails } from './test-cards.js';

export type PayResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'complete'; location: string | null }
  | { kind: 'error'; message: string };

/** An open session that can still be paid (an expired one is marked expired on the way). */
export function requireOpenSession(state: EmulatorState, id: string): Stripe.Checkout.Session {
  const session = state.checkoutSessions.require(id);
  if (session.status === 'open' && session.expires_at <= state.clock.now()) {
    session.status = 'expired';
    state.events.emit('checkout.session.expired', session);
  }
  if (session.status !== 'open')
    throw invalidRequest(`This Checkout Session is ${session.status} and can no longer be paid.`);
  return session;
}

/** The session's success_url with `{CHECKOUT_SESSION_ID}` filled in. */
export function successLocation(session: Stripe.Checkout.Session): string | null {
  return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
}

/** Marks the session paid and emits `checkout.session.completed`. */
export function completeSession(
  state: EmulatorState,
  session: Stripe.Checkout.Session,
): string | null {
  const attempt = state.checkoutAttempts.get(session.id) ?? {};
  const subscription = attempt.subscription
    ? state.subscriptions.get(attempt.subscription)
    : undefined;
  session.status = 'complete';
  // The page submitted only with the terms' box ticked where the session asked for it.
  if (session.consent_collection?.terms_of_service === 'required')
    session.consent = { promotions: null, terms_of_service: 'accepted' };
  session.payment_status = (session.amount_total ?? 0) > 0 ? 'paid' : 'no_payment_required';
  session.subscription = subscription?.id ?? null;
  session.invoice = idOf(subscription?.latest_invoice) ?? null;
  session.payment_intent = session.mode === 'payment' ? (attempt.paymentIntent ?? null) : null;
  state.events.emit('checkout.session.completed', session);
  return successLocation(session);
}

function resolveCustomer(
  state: EmulatorState,
  session: Stripe.Checkout.Session,
  email: string,
): string {
  const existing = idOf(session.customer);
  if (existing) return existing;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw invalidRequest('Enter a valid email address.', 'email');
  const customer = state.customers.put(buildCustomer({ email, created: state.clock.now() }));
  session.customer = customer.id;
  session.customer_details = {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  return customer.id;
}

type Attempt = { outcome: AttemptOutcome; intent?: Stripe.PaymentIntent | Stripe.SetupIntent };

/** The intent the hosted page is paying (for the 3-D Secure return). */
export function checkoutIntent(
  state: EmulatorState,
  sessionId: string,
): Stripe.PaymentIntent | Stripe.SetupIntent | undefined {
  const { paymentIntent, setupIntent } = state.checkoutAttempts.get(sessionId) ?? {};
  return state.setupIntents.get(setupIntent ?? '') ?? state.paymentIntents.get(paymentIntent ?? '');
}

function subscriptionAttempt(
  state: EmulatorState,
  session: Stripe.Checkout.Session,
  customer: string,
  paymentMethod: Stripe.PaymentMethod,
  returnUrl: string,
): Attempt {
  const attempt = state.checkoutAttempts.get(session.id) ?? {};
  const options = state.checkoutOptions.get(session.id);
  const lines = session.line_items?.data ?? [];
  const subscription = attempt.subscription
    ? state.subscriptions.require(attempt.subscription)
    : createSubscription(state, {
        customer,
        items: lines
          .filter((line) => line.price?.recurring)
          .map((line) => ({ price: line.price?.id ?? '', quantity: line.quantity ?? 1 })),
        add_invoice_items: lines
          .filter((line) => !line.price?.recurring)
          .map((line) => ({ price: line.price?.id, quantity: line.quantity ?? 1 })),
        trial_period_days: options?.trialPeriodDays ?? undefined,
        trial_end: options?.trialEnd ?? undefined,
        discounts: (session.discounts ?? []).map((discount) => ({
          coupon: idOf(discount.coupon) ?? undefined,
        })),
        metadata: options?.subscriptionMetadata,
        description: options?.subscriptionDescription ?? undefined,
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
      });
  state.checkoutAttempts.set(session.id, { subscription: subscription.id });
  const invoice = state.invoices.get(idOf(subscription.latest_invoice) ?? '');
  const paymentIntentId = idOf(invoice?.payments?.data[0]?.payment.payment_intent);
  const paymentIntent = paymentIntentId ? state.paymentIntents.get(paymentIntentId) : undefined;
  if (paymentIntent && invoice?.status === 'open') {
    state.checkoutAttempts.set(session.id, {
      subscription: subscription.id,
      paymentIntent: paymentIntent.id,
    });
    const outcome = attemptPaymentIntent(state, paymentIntent, paymentMethod, { returnUrl });
    return { outcome, intent: paymentIntent };
  }
  const setupIntent = state.setupIntents.get(idOf(subscription.pending_setup_intent) ?? '');
  if (setupIntent) {
    state.checkoutAttempts.set(session.id, {
      subscription: subscription.id,
      setupIntent: setupIntent.id,
    });
    const outcome = attemptSetupIntent(state, setupIntent, paymentMethod, { returnUrl });
    return { outcome, intent: setupIntent };
  }
  return { outcome: { status: 'succeeded' } };
}

function paymentAttempt(
  state: EmulatorState,
  session: Stripe.Checkout.Session,
  customer: string,
  paymentMethod: Stripe.PaymentMethod,
  returnUrl: string,
): Attempt {
  const attempt = state.checkoutAttempts.get(session.id) ?? {};
  const options = state.checkoutOptions.get(session.id);
  const paymentIntent = attempt.paymentIntent
    ? state.paymentIntents.require(attempt.paymentIntent)
    : state.paymentIntents.put(
        buildPaymentIntent({
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'eur',
          customer,
          description: null,
          setupFutureUsage: options?.setupFutureUsage ?? null,
          metadata: options?.paymentIntentMetadata,
          created: state.clock.now(),
        }),
      );
  state.checkoutAttempts.set(session.id, { paymentIntent: paymentIntent.id });
  const outcome = attemptPaymentIntent(state, paymentIntent, paymentMethod, { returnUrl });
  return { outcome, intent: paymentIntent };
}

/** The hosted page's Pay: charges the card (test cards apply) and completes the session. */
export function payCheckoutSession(
  state: EmulatorState,
  session: Stripe.Checkout.Session,
  email: string,
  card: CardDetails,
): PayResult {
  const invalid = validateCard(card, new Date(state.clock.now() * 1000));
  if (invalid) return { kind: 'error', message: invalid.message };
  const customer = resolveCustomer(state, session, email);
  const paymentMethod = state.paymentMethods.put(
    buildCardPaymentMethod(card, { email }, state.clock.now()),
  );
  state.cardNumberByPaymentMethod.set(paymentMethod.id, card.number);
  const returnUrl = `${state.publicUrl}/c/pay/${session.id}/return`;
  const { outcome, intent } =
    session.mode === 'subscription'
      ? subscriptionAttempt(state, session, customer, paymentMethod, returnUrl)
      : paymentAttempt(state, session, customer, paymentMethod, returnUrl);
  if (outcome.status === 'declined') return { kind: 'error', message: outcome.decline.message };
  const challenge = intent?.next_action?.redirect_to_url?.url;
  if (outcome.status === 'requires_action' && challenge)
    return { kind: 'redirect', location: challenge };
  return { kind: 'complete', location: completeSession(state, session) };
}
