import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import { newId } from '../state/ids.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { chargeOfPaymentIntent } from './charges.js';
import { idOf } from './subscription-events.js';

export interface RefundInput {
  payment_intent?: string | undefined;
  charge?: string | undefined;
  amount?: number | undefined;
  reason?: Stripe.RefundCreateParams.Reason | undefined;
  metadata: Record<string, string>;
}

/** What was already refunded of one PaymentIntent. */
export function refundedAmount(state: EmulatorState, paymentIntent: string): number {
  return state.refunds
    .values()
    .filter((refund) => refund.payment_intent === paymentIntent && refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amount, 0);
}

/**
 * `POST /v1/refunds` (Stripe docs "Create a refund") for a succeeded PaymentIntent: the whole
 * unrefunded amount unless `amount` says less; a card refund succeeds at once in test mode.
 * `refund.created`, then `charge.refunded` with the charge's `amount_refunded` (each partial
 * refund too); a disputed charge cannot be refunded (`charge_disputed`).
 */
export function createRefund(state: EmulatorState, input: RefundInput): Stripe.Refund {
  const byCharge = input.charge ? state.charges.require(input.charge, 'charge') : undefined;
  const intentId = input.payment_intent ?? idOf(byCharge?.payment_intent) ?? undefined;
  if (!intentId)
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  const intent = state.paymentIntents.require(intentId, 'payment_intent');
  if (intent.status !== 'succeeded')
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
    );
  const charge = chargeOfPaymentIntent(state, intent);
  if (charge?.disputed)
    throw invalidRequest(
      `Charge ${charge.id} has been charged back; cannot issue a refund.`,
      undefined,
      'charge_disputed',
    );
  const remaining = intent.amount_received - refundedAmount(state, intent.id);
  if (remaining <= 0)
    throw invalidRequest(
      `Charge for PaymentIntent ${intent.id} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  const amount = input.amount ?? remaining;
  if (amount <= 0 || amount > remaining)
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      'amount',
      'amount_too_large',
    );
  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge?.id ?? null,
    created: state.clock.now(),
    currency: intent.currency,
    customer: intent.customer,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    reason: input.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  state.refunds.put(refund);
  state.events.emit('refund.created', refund);
  if (charge) {
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    state.events.emit('charge.refunded', charge);
  }
  return refund;
}
