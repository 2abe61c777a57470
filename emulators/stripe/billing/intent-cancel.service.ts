import type Stripe from 'stripe';
import { ApiError, invalidRequest } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import type { EmulatorState } from '../state/emulator-state.js';

const CANCELABLE: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
];

/** `POST /v1/payment_intents/:id/cancel` (not for invoice payments, like Stripe). */
export function cancelPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
  reason: Stripe.PaymentIntent.CancellationReason | undefined,
): Stripe.PaymentIntent {
  if (state.invoiceByPaymentIntent.has(intent.id))
    throw invalidRequest(
      'You cannot cancel this PaymentIntent because it was created by an invoice.',
      undefined,
      'payment_intent_unexpected_state',
    );
  if (!CANCELABLE.includes(intent.status))
    throw new ApiError(
      400,
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      },
      { payment_intent: toJson(intent) },
    );
  intent.status = 'canceled';
  intent.canceled_at = state.clock.now();
  intent.cancellation_reason = reason ?? null;
  intent.next_action = null;
  state.events.emit('payment_intent.canceled', intent);
  return intent;
}
