import type { Language } from '../../contract/languages';
import type { SubscriptionOrder } from './subscription-creation.port';

/** A planned purchase paid on the provider's hosted page (Stripe Checkout). */
export interface CheckoutOrder extends SubscriptionOrder {
  lang: Language;
  /** Checked return URLs (see return-url.rules). */
  successUrl: string;
  cancelUrl: string;
}

/** A hosted checkout as the buyer left it; `S` is the subscription it created, as handed. */
export interface CheckoutResult<S> {
  /** The owner marks it carries (Stripe client_reference_id, metadata.uid); empty ones left out. */
  ownerMarks: string[];
  /** Stripe: open, complete, expired. */
  status: string | null;
  /** Stripe: paid, unpaid, no_payment_required. */
  paymentStatus: string;
  /** Sells a subscription (not a one-off payment). */
  sellsSubscription: boolean;
  /** The subscription with its latest invoice, once created; else null. */
  subscription: S | null;
}

/** The provider's hosted payment page for a new subscription (Stripe Checkout). */
export interface HostedCheckout<S> {
  /** Names everything the provider is asked to create: the same order, the same digest. */
  digest(order: CheckoutOrder): string;
  /** The session id and page URL; null where the provider answered none. */
  create(
    order: CheckoutOrder,
    idempotencyKey: string,
  ): Promise<{ id: string | null; url: string | null }>;
  /** null when the provider does not know the id. */
  retrieve(sessionId: string): Promise<CheckoutResult<S> | null>;
}
