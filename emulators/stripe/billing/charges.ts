import type Stripe from 'stripe';
import type { EmulatorState } from '../state/emulator-state.js';
import { idOf } from './subscription-events.js';

/** The charge a succeeded PaymentIntent made (its `latest_charge`). */
export function chargeOfPaymentIntent(
  state: EmulatorState,
  intent: Stripe.PaymentIntent,
): Stripe.Charge | undefined {
  return state.charges.get(idOf(intent.latest_charge) ?? '');
}
