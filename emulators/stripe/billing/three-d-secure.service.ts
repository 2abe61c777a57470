import type Stripe from 'stripe';
import { ApiError, invalidRequest, resourceMissing } from '../http/api-error.js';
import type { EmulatorState } from '../state/emulator-state.js';
import {
  failPaymentIntent,
  failSetupIntent,
  succeedPaymentIntent,
  succeedSetupIntent,
} from './payment-attempt.service.js';

export type ChallengedIntent = Stripe.PaymentIntent | Stripe.SetupIntent;
export type ChallengeOutcome = 'complete' | 'fail';

/** The intent a challenge page belongs to; its client secret must come along. */
export function challengedIntent(
  state: EmulatorState,
  id: string,
  clientSecret: string | undefined,
): ChallengedIntent {
  const intent = id.startsWith('seti_') ? state.setupIntents.get(id) : state.paymentIntents.get(id);
  if (!intent)
    throw resourceMissing(id.startsWith('seti_') ? 'setup_intent' : 'payment_intent', id);
  if (!clientSecret || clientSecret !== intent.client_secret)
    throw invalidRequest('The client_secret does not match this intent.', 'client_secret');
  return intent;
}

function authenticationError(intent: ChallengedIntent) {
  const kind = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
  const code = `${intent.object}_authentication_failure`;
  return {
    type: 'invalid_request_error' as const,
    code,
    message: `The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this ${kind} again.`,
    doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`,
    payment_method_type: 'card',
  };
}

/** Where the browser goes after the challenge, Stripe's way (null: nowhere to return to). */
function returnTarget(
  intent: ChallengedIntent,
  returnUrl: string | null | undefined,
): string | null {
  if (!returnUrl) return null;
  const url = new URL(returnUrl);
  url.searchParams.set(intent.object, intent.id);
  url.searchParams.set(`${intent.object}_client_secret`, intent.client_secret ?? '');
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}

/**
 * Completes or fails the 3-D Secure challenge of an intent in requires_action: Complete settles
 * it exactly like a payment without authentication, Fail returns it to requires_payment_method.
 * Answers the return URL with the intent query, or null when the intent has none.
 */
export function resolveChallenge(
  state: EmulatorState,
  intent: ChallengedIntent,
  outcome: ChallengeOutcome,
): string | null {
  if (intent.status !== 'requires_action')
    throw new ApiError(400, {
      type: 'invalid_request_error',
      code: `${intent.object}_unexpected_state`,
      message: `This ${intent.object} is not awaiting authentication (status ${intent.status}).`,
    });
  const returnUrl = intent.next_action?.redirect_to_url?.return_url;
  const paymentMethodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const paymentMethod = paymentMethodId ? state.paymentMethods.get(paymentMethodId) : undefined;
  if (intent.object === 'payment_intent') {
    if (outcome === 'complete' && paymentMethodId)
      succeedPaymentIntent(state, intent, paymentMethodId);
    else
      failPaymentIntent(state, intent, {
        ...authenticationError(intent),
        payment_method: paymentMethod,
      });
  } else if (outcome === 'complete' && paymentMethodId) {
    succeedSetupIntent(state, intent, paymentMethodId);
  } else {
    failSetupIntent(state, intent, {
      ...authenticationError(intent),
      payment_method: paymentMethod,
    });
  }
  return returnTarget(intent, returnUrl);
}
