import type Stripe from 'stripe';
import type { EmulatorStore } from '../state/emulator.store.js';
import { newId } from '../state/ids.js';
import {
  recordActionRequired,
  recordFailedAttempt,
  settlePaymentIntent,
  settleSetupIntent,
} from './payment-settlement.js';
import { idOf } from './subscription-events.js';
import { chargeOutcome, requiresAuthentication, type CardDecline } from './test-cards.js';

export type AttemptOutcome =
  | { status: 'succeeded' }
  | { status: 'declined'; decline: CardDecline }
  | { status: 'requires_action' };

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;
type IntentError = NonNullable<Stripe.PaymentIntent['last_payment_error']>;

export interface AttemptOptions {
  /** Set for on-session confirmations: where the challenge page sends the customer back. */
  returnUrl: string | null;
}

/** What charging a stored payment method's test card does (no card number known: it succeeds). */
export function cardBehaviour(
  store: EmulatorStore,
  paymentMethodId: string,
  purpose: 'charge' | 'setup' = 'charge',
): { decline?: CardDecline; authenticate: boolean } {
  const number = store.cardNumberByPaymentMethod.get(paymentMethodId);
  if (!number) return { authenticate: false };
  return {
    decline: chargeOutcome({ number, expMonth: 1, expYear: 2100, cvc: '000' }, purpose),
    authenticate: requiresAuthentication(number),
  };
}

export function cardErrorDetails(
  decline: CardDecline,
  paymentMethod: Stripe.PaymentMethod | undefined,
): IntentError {
  return {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    param: decline.param,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    payment_method: paymentMethod,
    payment_method_type: 'card',
  };
}

/** The emulator's 3-D Secure challenge page for an intent. */
export function challengeUrl(store: EmulatorStore, intent: Intent): string {
  return `${store.publicUrl}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret ?? '')}`;
}

function attach(store: EmulatorStore, intent: Intent, paymentMethodId: string): void {
  const paymentMethod = store.paymentMethods.get(paymentMethodId);
  const customer = idOf(intent.customer);
  if (paymentMethod && customer) paymentMethod.customer = customer;
}

export function succeedPaymentIntent(
  store: EmulatorStore,
  intent: Stripe.PaymentIntent,
  paymentMethodId: string,
): void {
  attach(store, intent, paymentMethodId);
  intent.status = 'succeeded';
  intent.payment_method = paymentMethodId;
  intent.amount_received = intent.amount;
  intent.latest_charge = newId('ch');
  intent.last_payment_error = null;
  intent.next_action = null;
  settlePaymentIntent(store, intent, paymentMethodId);
}

export function failPaymentIntent(
  store: EmulatorStore,
  intent: Stripe.PaymentIntent,
  error: IntentError,
): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_payment_error = error;
  recordFailedAttempt(store, intent);
}

function nextAction(url: string, returnUrl: string | null) {
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
}

/**
 * Charges a PaymentIntent with a stored card: succeeds, declines (requires_payment_method with
 * last_payment_error) or needs 3-D Secure (requires_action with a redirect to the challenge page).
 */
export function attemptPaymentIntent(
  store: EmulatorStore,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  options: AttemptOptions,
): AttemptOutcome {
  const behaviour = cardBehaviour(store, paymentMethod.id);
  if (behaviour.decline) {
    failPaymentIntent(store, intent, cardErrorDetails(behaviour.decline, paymentMethod));
    return { status: 'declined', decline: behaviour.decline };
  }
  if (behaviour.authenticate) {
    attach(store, intent, paymentMethod.id);
    intent.status = 'requires_action';
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    intent.next_action = nextAction(challengeUrl(store, intent), options.returnUrl);
    recordActionRequired(store, intent);
    return { status: 'requires_action' };
  }
  succeedPaymentIntent(store, intent, paymentMethod.id);
  return { status: 'succeeded' };
}

export function succeedSetupIntent(
  store: EmulatorStore,
  intent: Stripe.SetupIntent,
  paymentMethodId: string,
): void {
  attach(store, intent, paymentMethodId);
  intent.status = 'succeeded';
  intent.payment_method = paymentMethodId;
  intent.last_setup_error = null;
  intent.next_action = null;
  settleSetupIntent(store, intent, paymentMethodId);
}

export function failSetupIntent(
  store: EmulatorStore,
  intent: Stripe.SetupIntent,
  error: IntentError,
): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_setup_error = error;
  store.events.emit('setup_intent.setup_failed', intent);
}

/** Sets up a stored card: succeeds, declines or needs 3-D Secure, like a payment. */
export function attemptSetupIntent(
  store: EmulatorStore,
  intent: Stripe.SetupIntent,
  paymentMethod: Stripe.PaymentMethod,
  options: AttemptOptions,
): AttemptOutcome {
  const behaviour = cardBehaviour(store, paymentMethod.id, 'setup');
  if (behaviour.decline) {
    failSetupIntent(store, intent, cardErrorDetails(behaviour.decline, paymentMethod));
    return { status: 'declined', decline: behaviour.decline };
  }
  if (behaviour.authenticate) {
    attach(store, intent, paymentMethod.id);
    intent.status = 'requires_action';
    intent.payment_method = paymentMethod.id;
    intent.next_action = nextAction(challengeUrl(store, intent), options.returnUrl);
    store.events.emit('setup_intent.requires_action', intent);
    return { status: 'requires_action' };
  }
  succeedSetupIntent(store, intent, paymentMethod.id);
  return { status: 'succeeded' };
}
