/** What a card provider's event asks the server to look at again. */
export type CardWebhookNotice =
  | {
      kind: 'subscription';
      subscriptionId: string;
      /** The account a hosted Checkout was started for (its client reference), if any. */
      uidHint: string | null;
      /** The invoice this event says was paid (its payment goes into the ledger). */
      paidInvoiceId: string | null;
      /** The invoice this event says could not be paid (declined, or waiting for 3-D Secure). */
      failedInvoiceId?: string | null;
      /** The trial ends in three days (Stripe `trial_will_end`): the reminder is due. */
      trialWillEnd?: boolean;
    }
  | { kind: 'one-off-payment'; paymentId: string }
  /** A charge was refunded or disputed (or a refund or dispute of it changed). */
  | { kind: 'charge'; chargeId: string }
  | { kind: 'ignored'; reason: string };

/** One verified event: its id and type (the inbox's) and what it asks to re-read. */
export interface CardWebhookEvent {
  id: string;
  type: string;
  notice: CardWebhookNotice;
}

/** A paid invoice as the provider has it now. */
export interface PaidInvoice {
  id: string;
  /** Minor units, above zero. */
  amount: number;
  currency: string;
  paidAt: Date | null;
  /** The PaymentIntent that paid it (null when none is known). */
  paymentIntent: string | null;
}

/** A charge as the provider has it now: what was refunded of it and its dispute, if any. */
export interface ChargeFacts {
  id: string;
  /** The PaymentIntent it was made for (its ledger entry keeps that id). */
  paymentIntent: string | null;
  customer: string | null;
  /** The account its PaymentIntent was made for (`metadata.uid`), if it says. */
  uid: string | null;
  /** Minor units refunded of it so far (Stripe's `amount_refunded`). */
  refunded: number;
  /** Its dispute: amount and status (`needs_response`, `won`, …). */
  dispute: { amount: number; status: string } | null;
}

/** The card provider's (Stripe's) webhook events and the objects they name. */
export interface CardWebhooks {
  /**
   * The event, only when the signature header signs exactly these bytes with our secret; else a
   * 400 `invalid-signature`.
   */
  verify(rawBody: Buffer, signature: string | undefined): CardWebhookEvent;
  /** The invoice when it is paid with more than zero; null when unknown, unpaid or free. */
  paidInvoice(id: string): Promise<PaidInvoice | null>;
  /** The account a customer was made for (its owner mark); null when unknown or deleted. */
  ownerOfCustomer(customer: string): Promise<string | null>;
  /** The charge as the provider has it now; null when unknown. */
  charge(id: string): Promise<ChargeFacts | null>;
  /** The charge that made a payment (its PaymentIntent's latest), as the provider has it now. */
  paymentCharge(paymentIntentId: string): Promise<ChargeFacts | null>;
}
