import type Stripe from 'stripe';

/** The Stripe objects an event can carry as `data.object`. */
export type EventObject =
  | Stripe.Subscription
  | Stripe.Invoice
  | Stripe.PaymentIntent
  | Stripe.SetupIntent
  | Stripe.Checkout.Session
  | Stripe.Customer
  | Stripe.Refund
  | Stripe.Charge
  | Stripe.Dispute;

/**
 * Where state changes are announced. Billing code calls `emit` after every change a real Stripe
 * account would report; the webhook module turns each call into a `Stripe.Event`, records it and
 * delivers it. `previousAttributes` becomes `data.previous_attributes` (updated events).
 */
export interface EventSink {
  emit(
    type: Stripe.Event.Type,
    object: EventObject,
    previousAttributes?: Record<string, unknown>,
  ): void;
}

/** Records emitted events in order; the default until webhook delivery is configured. */
export class RecordingEventSink implements EventSink {
  readonly emitted: {
    type: Stripe.Event.Type;
    object: EventObject;
    previousAttributes?: Record<string, unknown>;
  }[] = [];

  emit(
    type: Stripe.Event.Type,
    object: EventObject,
    previousAttributes?: Record<string, unknown>,
  ): void {
    this.emitted.push({ type, object: structuredClone(object), previousAttributes });
  }

  clear(): void {
    this.emitted.length = 0;
  }
}
