import type Stripe from 'stripe';
import { buildCharge } from '../objects/charge.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import {
  recordActionRequired,
  recordFailedAttempt,
  settlePaymentIntent,
  settleSetupIntent,
} from './payment-settlement.js';
import { idOf } from './subscription-events.js';
import {
  chargeOutcome,
  expiredAt,
  ISSUER_DECLINES,
  requiresAuthentication,
  type CardDecline,
  type CardUse,
} from './test-cards.js';

export type AttemptOutcome =
  | { status: 'succeeded' }
  | { status: 'declined'; decline: CardDecline }
  | { status: 'requires_action' };

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;
type IntentError = NonNullable<Stripe.PaymentIntent['last_payment_error']>;

export interface AttemptOptions {
  /** Set for on-session confirmations: where the challenge page sends the customer back. */
  returnUrl: string | null;
  /** Charged without the customer present (renewals, retries, `off_session=true`). */
  offSession?: boolean;
}

/**
 * What charging a stored payment method's test card does (no card number known: it succeeds). A
 * charge also meets what the issuer answers now: a decline set for the card, or its expiry passed
 * on the emulator's clock (`expired_card`, as a renewal after the card's month ended does).
 */
export function cardBehaviour(
  state: EmulatorState,
  paymentMethodId: string,
  use: CardUse,
): { decline?: CardDecline; authenticate: boolean } {
  if (use !== 'setup') {
    const issuer = ISSUER_DECLINES[state.issuerDeclines.get(paymentMethodId) ?? ''];
    if (issuer) return { decline: issuer, authenticate: false };
    const card = state.paymentMethods.get(paymentMethodId)?.card;
    if (card && expiredAt(card, state.clock.now()))
      return { decline: ISSUER_DECLINES.expired_card, authenticate: false };
  }
  const number = state.cardNumberByPaymentMethod.get(paymentMethodId);
  if (!number) return { authenticate: false };
  return {
    decline: chargeOutcome(
      { number, expMonth: 1, expYear: 2100, cvc: '000' },
      use === 'setup' ? 'setup' : 'charge',
    ),
    authenticate: requiresAuthentication(number, use),
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
export function challengeUrl(state: EmulatorState, intent: Intent): string {
  return `${state.publicUrl}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret ?? '')}`;
}

function attach(state: EmulatorState, intent: Intent, paymentMethodId: string): void {
  const paymentMethod = state.paymentMethods.get(paymentMethodId);
  const customer = idOf(intent.customer);
  if (paymentMethod && customer) paymentMethod.customer = customer;
}

export function succeedPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
  paymentMethodId: string,
): void {
  attach(state, intent, paymentMethodId);
  intent.status = 'succeeded';
  intent.payment_method = paymentMethodId;
  intent.amount_received = intent.amount;
  const charge = buildCharge(intent, state.paymentMethods.get(paymentMethodId), state.clock.now());
  intent.latest_charge = state.charges.put(charge).id;
  intent.last_payment_error = null;
  intent.next_action = null;
  settlePaymentIntent(state, intent, paymentMethodId);
}

export function failPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
  error: IntentError,
): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_payment_error = error;
  recordFailedAttempt(state, intent);
}

function nextAction(url: string, returnUrl: string | null) {
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
}

/**
 * Charges a PaymentIntent with a stored card: succeeds, declines (requires_payment_method with
 * last_payment_error) or needs 3-D Secure (requires_action with a redirect to the challenge page).
 */
export function attemptPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  options: AttemptOptions,
): AttemptOutcome {
  const use = options.offSession ? 'off_session' : 'on_session';
  const behaviour = cardBehaviour(state, paymentMethod.id, use);
  if (behaviour.decline) {
    failPaymentIntent(state, intent, cardErrorDetails(behaviour.decline, paymentMethod));
    return { status: 'declined', decline: behaviour.decline };
  }
  if (behaviour.authenticate) {
    attach(state, intent, paymentMethod.id);
    intent.status = 'requires_action';
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    intent.next_action = nextAction(challengeUrl(state, intent), options.returnUrl);
    recordActionRequired(state, intent);
    return { status: 'requires_action' };
  }
  succeedPaymentIntent(state, intent, paymentMethod.id);
  return { status: 'succeeded' };
}

export function succeedSetupIntent(
  state: EmulatorState,
  intent: Stripe.SetupIntent,
  paymentMethodId: string,
): void {
  attach(state, intent, paymentMethodId);
  intent.status = 'succeeded';
  intent.payment_method = paymentMethodId;
  intent.last_setup_error = null;
  intent.next_action = null;
  settleSetupIntent(state, intent, paymentMethodId);
}

export function failSetupIntent(
  state: EmulatorState,
  intent: Stripe.SetupIntent,
  error: IntentError,
): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_setup_error = error;
  state.events.emit('setup_intent.setup_failed', intent);
}

/** Sets up a stored card: succeeds, declines or needs 3-D Secure, like a payment. */
export function attemptSetupIntent(
  state: EmulatorState,
  intent: Stripe.SetupIntent,
  paymentMethod: Stripe.PaymentMethod,
  options: AttemptOptions,
): AttemptOutcome {
  const behaviour = cardBehaviour(state, paymentMethod.id, 'setup');
  if (behaviour.decline) {
    failSetupIntent(state, intent, cardErrorDetails(behaviour.decline, paymentMethod));
    return { status: 'declined', decline: behaviour.decline };
  }
  if (behaviour.authenticate) {
    attach(state, intent, paymentMethod.id);
    intent.status = 'requires_action';
    intent.payment_method = paymentMethod.id;
    intent.next_action = nextAction(challengeUrl(state, intent), options.returnUrl);
    state.events.emit('setup_intent.requires_action', intent);
    return { status: 'requires_action' };
  }
  succeedSetupIntent(state, intent, paymentMethod.id);
  return { status: 'succeeded' };
}
