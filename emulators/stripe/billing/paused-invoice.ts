import type Stripe from 'stripe';
import type { IssuedInvoice } from './subscription-invoice.service.js';

export type PauseBehavior = Stripe.Subscription.PauseCollection.Behavior;

/**
 * What Stripe does with an invoice a subscription generates while its collection is paused
 * (docs "Pause payment collection"): `void` voids it at once, `keep_as_draft` leaves it a draft
 * with `auto_advance=false`, `mark_uncollectible` marks it uncollectible. None is ever attempted,
 * and the subscription's status does not change.
 */
export function holdPausedInvoice(issued: IssuedInvoice, behavior: PauseBehavior, now: number) {
  const { invoice, paymentIntent } = issued;
  if (paymentIntent) paymentIntent.status = 'canceled';
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  if (behavior === 'keep_as_draft') {
    invoice.status = 'draft';
    invoice.number = null;
    invoice.confirmation_secret = null;
    invoice.status_transitions.finalized_at = null;
    return;
  }
  if (behavior === 'mark_uncollectible') {
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = now;
    return;
  }
  invoice.status = 'void';
  invoice.status_transitions.voided_at = now;
}
