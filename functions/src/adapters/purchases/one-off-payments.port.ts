/** A one-off payment (the e-book) as the provider has it now. */
export interface OneOffPayment {
  id: string;
  /** The provider's status (Stripe PaymentIntent: succeeded, processing, requires_action…). */
  status: string;
  /** Minor units. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The provider's customer it was charged to, if any. */
  customer: string | null;
  /** What the browser confirms the payment with; null when there is none. */
  clientSecret: string | null;
  /** Why the last attempt failed (a decline), as the provider words it. */
  failureMessage: string | null;
}

export interface OneOffCharge {
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  customer: string | null;
  /** Charged off-session when given; else the browser confirms the payment with a card. */
  savedCard: string | null;
  /** The same key answers the same payment (a double click charges once). */
  idempotencyKey: string;
}

/** One-off payments and the cards saved for them, at the provider that charges cards (Stripe). */
export interface OneOffPayments {
  /** A declined saved card answers the payment, waiting for another card in the browser. */
  charge(charge: OneOffCharge): Promise<OneOffPayment>;
  /** null when the provider does not know the id. */
  retrieve(id: string): Promise<OneOffPayment | null>;
  cancel(id: string): Promise<void>;
  /** The customer's default card; `exists` is false when the customer was deleted. */
  customerCard(customer: string): Promise<{ exists: boolean; card: string | null }>;
  /** The default card of the subscription. */
  subscriptionCard(subscriptionId: string): Promise<string | null>;
}
