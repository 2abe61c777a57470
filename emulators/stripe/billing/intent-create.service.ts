import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import {
  createMetadata,
  expandParam,
  formArray,
  formBool,
  formInt,
  metadataParam,
} from '../http/params.js';
import { buildPaymentIntent, buildSetupIntent } from '../objects/intent.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { attemptPaymentIntent, attemptSetupIntent } from './payment-attempt.service.js';
import { cardError } from './test-cards.js';

const common = {
  customer: z.string().optional(),
  payment_method: z.string().optional(),
  confirm: formBool.optional(),
  metadata: metadataParam,
  description: z.string().optional(),
  automatic_payment_methods: z
    .object({
      enabled: formBool,
      allow_redirects: z.enum(['always', 'never']).optional(),
    })
    .optional(),
  allowed_payment_method_types: formArray(z.string()).optional(),
  /** The name before API version 2026-10-28 (still accepted). */
  payment_method_types: formArray(z.string()).optional(),
  return_url: z.string().optional(),
  expand: expandParam,
};

export const paymentIntentCreateSchema = z.object({
  ...common,
  amount: formInt.min(1),
  currency: z.string().min(3),
  off_session: z.union([formBool, z.enum(['one_off', 'recurring'])]).optional(),
  setup_future_usage: z.enum(['on_session', 'off_session']).optional(),
  receipt_email: z.string().optional(),
});
export type PaymentIntentCreateParams = z.infer<typeof paymentIntentCreateSchema>;

export const setupIntentCreateSchema = z.object({
  ...common,
  usage: z.enum(['on_session', 'off_session']).optional(),
});
export type SetupIntentCreateParams = z.infer<typeof setupIntentCreateSchema>;

type CommonParams = Pick<
  PaymentIntentCreateParams,
  | 'customer'
  | 'payment_method'
  | 'confirm'
  | 'automatic_payment_methods'
  | 'allowed_payment_method_types'
  | 'payment_method_types'
>;

function allowedTypes(params: CommonParams): string[] | undefined {
  return params.allowed_payment_method_types ?? params.payment_method_types;
}

/** Checks the parameters both intents share; answers the payment method to confirm with. */
function checkCommon(state: EmulatorState, params: CommonParams): Stripe.PaymentMethod | undefined {
  if (params.customer) state.customers.require(params.customer, 'customer');
  if (params.automatic_payment_methods && allowedTypes(params))
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, allowed_payment_method_types.',
      'allowed_payment_method_types',
    );
  const unsupported = allowedTypes(params)?.find((type) => type !== 'card');
  if (unsupported)
    throw invalidRequest(
      `The payment method type provided: ${unsupported} is invalid. This emulator supports card only.`,
      'allowed_payment_method_types',
    );
  const paymentMethod = params.payment_method
    ? state.paymentMethods.require(params.payment_method, 'payment_method')
    : undefined;
  const owner = typeof paymentMethod?.customer === 'string' ? paymentMethod.customer : null;
  if (paymentMethod && owner && owner !== params.customer)
    throw invalidRequest(
      `The provided PaymentMethod belongs to a different Customer (${owner}).`,
      'payment_method',
    );
  if (params.confirm && !paymentMethod)
    throw invalidRequest(
      'You cannot confirm this intent because it is missing a payment method. Pass payment_method.',
      'payment_method',
      'parameter_missing',
    );
  return paymentMethod;
}

function automaticMethods(params: CommonParams) {
  const automatic = params.automatic_payment_methods;
  return automatic?.enabled
    ? { enabled: true, allow_redirects: automatic.allow_redirects ?? 'always' }
    : null;
}

/** `POST /v1/payment_intents`: one-off purchases; with `confirm=true` the card is charged at once. */
export function createPaymentIntent(
  state: EmulatorState,
  params: PaymentIntentCreateParams,
): Stripe.PaymentIntent {
  const paymentMethod = checkCommon(state, params);
  const offSession = params.off_session !== undefined && params.off_session !== false;
  if (offSession && !params.confirm)
    throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
  const intent = buildPaymentIntent({
    amount: params.amount,
    currency: params.currency.toLowerCase(),
    customer: params.customer ?? null,
    description: params.description ?? null,
    setupFutureUsage: params.setup_future_usage ?? null,
    metadata: createMetadata(params.metadata),
    created: state.clock.now(),
  });
  intent.automatic_payment_methods = automaticMethods(params);
  intent.allowed_payment_method_types = allowedTypes(params) ?? null;
  intent.receipt_email = params.receipt_email ?? null;
  if (paymentMethod) {
    intent.payment_method = paymentMethod.id;
    intent.status = 'requires_confirmation';
  }
  state.paymentIntents.put(intent);
  state.events.emit('payment_intent.created', intent);
  if (!params.confirm || !paymentMethod) return intent;
  const returnUrl = offSession ? null : (params.return_url ?? null);
  const outcome = attemptPaymentIntent(state, intent, paymentMethod, { returnUrl, offSession });
  if (outcome.status === 'declined')
    throw cardError(outcome.decline, {
      payment_intent: toJson(intent),
      payment_method: toJson(paymentMethod),
    });
  return intent;
}

/** `POST /v1/setup_intents`. */
export function createSetupIntent(
  state: EmulatorState,
  params: SetupIntentCreateParams,
): Stripe.SetupIntent {
  const paymentMethod = checkCommon(state, params);
  const intent = buildSetupIntent(
    params.customer ?? null,
    state.clock.now(),
    createMetadata(params.metadata),
  );
  intent.usage = params.usage ?? 'off_session';
  intent.description = params.description ?? null;
  intent.automatic_payment_methods = automaticMethods(params);
  intent.allowed_payment_method_types = allowedTypes(params) ?? null;
  if (paymentMethod) {
    intent.payment_method = paymentMethod.id;
    intent.status = 'requires_confirmation';
  }
  state.setupIntents.put(intent);
  if (!params.confirm || !paymentMethod) return intent;
  const outcome = attemptSetupIntent(state, intent, paymentMethod, {
    returnUrl: params.return_url ?? null,
  });
  if (outcome.status === 'declined')
    throw cardError(outcome.decline, {
      setup_intent: toJson(intent),
      payment_method: toJson(paymentMethod),
    });
  return intent;
}
