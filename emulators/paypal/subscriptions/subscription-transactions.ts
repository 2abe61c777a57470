import type { Money } from '../paypal-types.js';
import { newSaleId } from '../state/ids.js';
import type { PaymentAttempt, StoredSubscription } from '../state/paypal-state.js';

type Declined = Extract<PaymentAttempt, { kind: 'declined' }>;

/** Keeps an attempt the funding source declined, in the subscription's record of attempts. */
export function recordDecline(stored: StoredSubscription, amount: Money, time: string): Declined {
  const declined: Declined = { kind: 'declined', id: newSaleId(), amount: { ...amount }, time };
  stored.attempts = [...(stored.attempts ?? []), declined];
  return declined;
}
