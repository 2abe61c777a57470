import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import { buildDispute } from '../objects/dispute.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { chargeOfPaymentIntent } from './charges.js';

/** Stripe's dispute reasons (docs "Dispute categories"). */
export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'noncompliant',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;

export interface DisputeRequest {
  charge?: string | undefined;
  payment_intent?: string | undefined;
  amount?: number | undefined;
  reason?: (typeof DISPUTE_REASONS)[number] | undefined;
  status?: 'needs_response' | 'warning_needs_response' | undefined;
}

function disputedCharge(state: EmulatorState, request: DisputeRequest): Stripe.Charge {
  if (request.charge) return state.charges.require(request.charge, 'charge');
  if (!request.payment_intent) throw invalidRequest('Pass charge or payment_intent.', 'charge');
  const intent = state.paymentIntents.require(request.payment_intent, 'payment_intent');
  const charge = chargeOfPaymentIntent(state, intent);
  if (!charge)
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) has no successful charge to dispute.`,
      'payment_intent',
    );
  return charge;
}

/**
 * The cardholder's bank opens a dispute (a chargeback) on a charge, as Stripe's test cards for
 * disputes do: the whole charge by default, reason `fraudulent`, status `needs_response`; the
 * charge is `disputed` and `charge.dispute.created` is emitted.
 */
export function openDispute(state: EmulatorState, request: DisputeRequest): Stripe.Dispute {
  const charge = disputedCharge(state, request);
  if (charge.disputed)
    throw invalidRequest(`Charge ${charge.id} is already disputed.`, 'charge', 'charge_disputed');
  const amount = request.amount ?? charge.amount;
  if (amount < 1 || amount > charge.amount)
    throw invalidRequest(`The amount must be between 1 and ${charge.amount}.`, 'amount');
  const dispute = buildDispute({
    charge,
    amount,
    reason: request.reason ?? 'fraudulent',
    status: request.status ?? 'needs_response',
    created: state.clock.now(),
  });
  charge.disputed = true;
  state.disputes.put(dispute);
  state.events.emit('charge.dispute.created', dispute);
  return dispute;
}
