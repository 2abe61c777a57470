import type Stripe from 'stripe';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { toJson, type JsonObject } from '../http/json.js';
import { expandParam, formInt } from '../http/params.js';
import { buildCardPaymentMethod } from '../objects/payment-method.factory.js';
import type { EmulatorStore } from '../state/emulator.store.js';
import { newId } from '../state/ids.js';
import {
  recordFailedAttempt,
  settlePaymentIntent,
  settleSetupIntent,
} from './payment-settlement.js';
import {
  cardError,
  chargeOutcome,
  normaliseYear,
  validateCard,
  type CardDecline,
} from './test-cards.js';

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
  expand: expandParam,
});
export type ConfirmParams = z.infer<typeof confirmSchema>;

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;

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

/** Resolves the card of a confirmation into a stored PaymentMethod, or the card_error it earns. */
function resolvePaymentMethod(
  store: EmulatorStore,
  params: ConfirmParams,
): { paymentMethod?: Stripe.PaymentMethod; decline?: CardDecline } {
  if (params.payment_method) {
    const paymentMethod = store.paymentMethods.require(params.payment_method, 'payment_method');
    const number = store.cardNumberByPaymentMethod.get(paymentMethod.id);
    return {
      paymentMethod,
      decline: number
        ? chargeOutcome({ number, expMonth: 1, expYear: 2100, cvc: '000' })
        : undefined,
    };
  }
  const data = params.payment_method_data;
  if (!data) {
    throw new ApiError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
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
  const invalid = validateCard(card);
  if (invalid) return { decline: invalid };
  const paymentMethod = store.paymentMethods.put(
    buildCardPaymentMethod(card, data.billing_details ?? {}),
  );
  store.cardNumberByPaymentMethod.set(paymentMethod.id, card.number);
  return { paymentMethod, decline: chargeOutcome(card) };
}

function lastError(decline: CardDecline, paymentMethod: Stripe.PaymentMethod | undefined) {
  return {
    type: 'card_error' as const,
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    param: decline.param,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    payment_method: paymentMethod,
    payment_method_type: 'card',
  };
}

function customerIdOf(reference: Intent['customer']): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}

export type IntentView = (intent: Intent) => JsonObject;

/** Confirms a PaymentIntent with a test card: success settles its invoice, a decline answers 402. */
export function confirmPaymentIntent(
  store: EmulatorStore,
  intent: Stripe.PaymentIntent,
  params: ConfirmParams,
  view: IntentView,
): Stripe.PaymentIntent {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
    throw unexpectedState(intent);
  const { paymentMethod, decline } = resolvePaymentMethod(store, params);
  if (decline || !paymentMethod) {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = lastError(
      decline ?? { code: 'card_declined', message: 'Your card was declined.' },
      paymentMethod,
    );
    recordFailedAttempt(store, intent);
    throw cardError(decline ?? { code: 'card_declined', message: 'Your card was declined.' }, {
      payment_intent: view(intent),
      ...(paymentMethod ? { payment_method: toJson(paymentMethod) } : {}),
    });
  }
  paymentMethod.customer = customerIdOf(intent.customer) ?? paymentMethod.customer;
  intent.status = 'succeeded';
  intent.payment_method = paymentMethod.id;
  intent.amount_received = intent.amount;
  intent.latest_charge = newId('ch');
  intent.last_payment_error = null;
  settlePaymentIntent(store, intent, paymentMethod.id);
  return intent;
}

/** Confirms a SetupIntent with a test card: success saves the card as the default. */
export function confirmSetupIntent(
  store: EmulatorStore,
  intent: Stripe.SetupIntent,
  params: ConfirmParams,
  view: IntentView,
): Stripe.SetupIntent {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
    throw unexpectedState(intent);
  const { paymentMethod, decline } = resolvePaymentMethod(store, params);
  if (decline || !paymentMethod) {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = lastError(
      decline ?? { code: 'card_declined', message: 'Your card was declined.' },
      paymentMethod,
    );
    throw cardError(decline ?? { code: 'card_declined', message: 'Your card was declined.' }, {
      setup_intent: view(intent),
      ...(paymentMethod ? { payment_method: toJson(paymentMethod) } : {}),
    });
  }
  paymentMethod.customer = customerIdOf(intent.customer) ?? paymentMethod.customer;
  intent.status = 'succeeded';
  intent.payment_method = paymentMethod.id;
  intent.last_setup_error = null;
  settleSetupIntent(store, intent, paymentMethod.id);
  return intent;
}
