import type Stripe from 'stripe';
import { z } from 'zod';
import {
  confirmPaymentIntent,
  confirmSchema,
  confirmSetupIntent,
} from '../billing/intent-confirm.service.js';
import { cancelPaymentIntent } from '../billing/intent-cancel.service.js';
import {
  createPaymentIntent,
  createSetupIntent,
  paymentIntentCreateSchema,
  setupIntentCreateSchema,
} from '../billing/intent-create.service.js';
import { invalidRequest } from '../http/api-error.js';
import type { Credential } from '../http/auth.js';
import { toJson, type JsonObject } from '../http/json.js';
import { expandParam, parseParams } from '../http/params.js';
import { json, type RequestContext, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;

/** Fields a publishable key may read (Stripe hides customer, metadata, … from client-side calls). */
const CLIENT_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
  'usage',
];

function clientView(intent: Intent): JsonObject {
  const full = toJson(intent);
  const view: JsonObject = {};
  for (const field of CLIENT_FIELDS) if (field in full) view[field] = full[field] ?? null;
  return view;
}

function viewFor(credential: Credential) {
  return (intent: Intent): JsonObject =>
    credential.kind === 'publishable' ? clientView(intent) : toJson(intent);
}

/** With a publishable key the intent's client_secret must accompany the call. */
function checkClientSecret(
  credential: Credential,
  intent: Intent,
  clientSecret: string | undefined,
): void {
  if (credential.kind !== 'publishable') return;
  if (!clientSecret)
    throw invalidRequest(
      'Missing required param: client_secret.',
      'client_secret',
      'parameter_missing',
    );
  if (clientSecret !== intent.client_secret) {
    throw invalidRequest(
      `The client_secret provided does not match any associated ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} on this account.`,
      'client_secret',
    );
  }
}

const retrieveSchema = z.object({ client_secret: z.string().optional(), expand: expandParam });

function respond(context: RequestContext, intent: Intent, expand: string[] | undefined) {
  if (context.credential.kind === 'publishable') return json(clientView(intent));
  return json(renderObject(intent, expandTree(expand), context.state));
}

const cancelSchema = z.object({
  cancellation_reason: z
    .enum(['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'])
    .optional(),
  expand: expandParam,
});

/** PaymentIntents and SetupIntents (create and cancel with the secret key; retrieve and confirm with either key), payment methods. */
export function registerIntentRoutes(router: Router): void {
  router.post('/v1/payment_intents', 'secret', ({ input, state }) => {
    const params = parseParams(paymentIntentCreateSchema, input);
    return json(renderObject(createPaymentIntent(state, params), expandTree(params.expand), state));
  });

  router.post('/v1/payment_intents/:id/cancel', 'secret', ({ input, params, state }) => {
    const cancel = parseParams(cancelSchema, input);
    const intent = state.paymentIntents.require(params.id ?? '');
    cancelPaymentIntent(state, intent, cancel.cancellation_reason);
    return json(renderObject(intent, expandTree(cancel.expand), state));
  });

  router.post('/v1/setup_intents', 'secret', ({ input, state }) => {
    const params = parseParams(setupIntentCreateSchema, input);
    return json(renderObject(createSetupIntent(state, params), expandTree(params.expand), state));
  });

  router.get('/v1/payment_intents/:id', 'secret-or-publishable', (context) => {
    const params = parseParams(retrieveSchema, context.input);
    const intent = context.state.paymentIntents.require(context.params.id ?? '');
    checkClientSecret(context.credential, intent, params.client_secret);
    return respond(context, intent, params.expand);
  });

  router.post('/v1/payment_intents/:id/confirm', 'secret-or-publishable', (context) => {
    const params = parseParams(confirmSchema, context.input);
    const intent = context.state.paymentIntents.require(context.params.id ?? '');
    checkClientSecret(context.credential, intent, params.client_secret);
    confirmPaymentIntent(context.state, intent, params, viewFor(context.credential));
    return respond(context, intent, params.expand);
  });

  router.get('/v1/setup_intents/:id', 'secret-or-publishable', (context) => {
    const params = parseParams(retrieveSchema, context.input);
    const intent = context.state.setupIntents.require(context.params.id ?? '');
    checkClientSecret(context.credential, intent, params.client_secret);
    return respond(context, intent, params.expand);
  });

  router.post('/v1/setup_intents/:id/confirm', 'secret-or-publishable', (context) => {
    const params = parseParams(confirmSchema, context.input);
    const intent = context.state.setupIntents.require(context.params.id ?? '');
    checkClientSecret(context.credential, intent, params.client_secret);
    confirmSetupIntent(context.state, intent, params, viewFor(context.credential));
    return respond(context, intent, params.expand);
  });

  router.get('/v1/payment_methods/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(
      renderObject(state.paymentMethods.require(params.id ?? ''), expandTree(expand), state),
    );
  });
}
