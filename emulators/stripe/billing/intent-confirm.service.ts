import type Stripe from 'stripe';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { toJson, type JsonObject } from '../http/json.js';
import { expandParam, formBool, formInt } from '../http/params.js';
import { buildCardPaymentMethod } from '../objects/payment-method.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import {
  attemptPaymentIntent,
  attemptSetupIntent,
  cardErrorDetails,
  failPaymentIntent,
  failSetupIntent,
} from './payment-attempt.service.js';
import { cardError, normaliseYear, validateCard, type CardDecline } from './test-cards.js';

export const confirmSchema = z.object({
  client_secret: z.string().optional(),
  payment_method: z.string().optional(),
  payment_method_data: z
    .object({
      type: z.literal('card'),
      card: z.object({
        number: z.string(),
        exp_month: formInt,
        exp_year: formInt,
        cvc: z.string(),
      }),
      billing_details: z
        .object({
          email: z.string().optional(),
          name: z.string().optional(),
          phone: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  return_url: z.string().optional(),
  off_session: z.union([formBool, z.enum(['one_off', 'recurring'])]).optional(),
  expand: expandParam,
});
export type ConfirmParams = z.infer<typeof confirmSchema>;

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;

const CONFIRMABLE: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

function unexpectedState(intent: Intent): ApiError {
  const noun = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
  return new ApiError(
    400,
    {
      type: 'invalid_request_error',
      code: `${intent.object}_unexpected_state`,
      message: `You cannot confirm this ${noun} because it has already ${intent.status === 'succeeded' ? 'succeeded after being previously confirmed' : `status ${intent.status}`}.`,
    },
    { [intent.object]: toJson(intent) },
  );
}

/**
 * The card of a confirmation as a stored PaymentMethod (a new card from payment_method_data, a
 * given payment_method, or the one already on the intent), or the validation error of a new card.
 */
function resolvePaymentMethod(
  state: EmulatorState,
  intent: Intent,
  params: ConfirmParams,
): { paymentMethod: Stripe.PaymentMethod } | { invalid: CardDecline } {
  if (params.payment_method)
    return {
      paymentMethod: state.paymentMethods.require(params.payment_method, 'payment_method'),
    };
  const data = params.payment_method_data;
  if (!data) {
    const existing = typeof intent.payment_method === 'string' ? intent.payment_method : null;
    if (existing && intent.status !== 'requires_payment_method')
      return { paymentMethod: state.paymentMethods.require(existing, 'payment_method') };
    throw new ApiError(400, {
      type: 'invalid_request_error',
      code: `${intent.object}_unexpected_state`,
      message:
        'You cannot confirm this intent without a payment method. Pass payment_method or payment_method_data.',
      param: 'payment_method',
    });
  }
  const card = {
    number: data.card.number.replace(/\s+/g, ''),
    expMonth: data.card.exp_month,
    expYear: normaliseYear(data.card.exp_year),
    cvc: data.card.cvc,
  };
  const invalid = validateCard(card, new Date(state.clock.now() * 1000));
  if (invalid) return { invalid };
  const paymentMethod = state.paymentMethods.put(
    buildCardPaymentMethod(card, data.billing_details ?? {}, state.clock.now()),
  );
  state.cardNumberByPaymentMethod.set(paymentMethod.id, card.number);
  return { paymentMethod };
}

export type IntentView = (intent: Intent) => JsonObject;

function isOffSession(params: ConfirmParams): boolean {
  return params.off_session !== undefined && params.off_session !== false;
}

/**
 * Confirms a PaymentIntent with a test card: success settles its invoice, a decline answers 402,
 * the 3-D Secure card leaves it in requires_action with a redirect to the challenge page.
 */
export function confirmPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
  params: ConfirmParams,
  view: IntentView,
): Stripe.PaymentIntent {
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent);
  const resolved = resolvePaymentMethod(state, intent, params);
  if ('invalid' in resolved) {
    failPaymentIntent(state, intent, cardErrorDetails(resolved.invalid, undefined));
    throw cardError(resolved.invalid, { payment_intent: view(intent) });
  }
  const { paymentMethod } = resolved;
  const offSession = isOffSession(params);
  const returnUrl = offSession ? null : (params.return_url ?? null);
  const outcome = attemptPaymentIntent(state, intent, paymentMethod, { returnUrl, offSession });
  if (outcome.status === 'declined')
    throw cardError(outcome.decline, {
      payment_intent: view(intent),
      payment_method: toJson(paymentMethod),
    });
  return intent;
}

/** Confirms a SetupIntent with a test card: success saves the card as the default. */
export function confirmSetupIntent(
  state: EmulatorState,
  intent: Stripe.SetupIntent,
  params: ConfirmParams,
  view: IntentView,
): Stripe.SetupIntent {
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent);
  const resolved = resolvePaymentMethod(state, intent, params);
  if ('invalid' in resolved) {
    failSetupIntent(state, intent, cardErrorDetails(resolved.invalid, undefined));
    throw cardError(resolved.invalid, { setup_intent: view(intent) });
  }
  const { paymentMethod } = resolved;
  const outcome = attemptSetupIntent(state, intent, paymentMethod, {
    returnUrl: params.return_url ?? null,
  });
  if (outcome.status === 'declined')
    throw cardError(outcome.decline, {
      setup_intent: view(intent),
      payment_method: toJson(paymentMethod),
    });
  return intent;
}
