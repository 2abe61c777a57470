/** A subscription's invoice as the recovery of a failed renewal needs it. */
export interface RenewalInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  /** The address the provider bills (used when the account has none). */
  customerEmail: string | null;
  /** A renewal of the subscription (not its first invoice, not an upgrade's). */
  isRenewal: boolean;
  /** Stripe's invoice status: draft, open, paid, uncollectible, void. */
  status: string;
  /** What it asks for; minor units. */
  amount: number;
  currency: string;
  /** Attempts to charge it so far (the first one counts). */
  attemptCount: number;
  /** When the provider tries again; null: it will not. */
  nextAttemptAt: Date | null;
  /** The issuer's decline code of the last attempt (its `code` when the issuer gave none). */
  declineCode: string | null;
  /** The last attempt waits for the subscriber to authenticate (3-D Secure). */
  needsAuthentication: boolean;
  paidAt: Date | null;
}

/** What paying the open invoice with a newly set-up card did. */
export type InvoicePayment =
  | { status: 'paid' }
  /** The bank asks for 3-D Secure on this payment: the page confirms this client secret. */
  | { status: 'requires_action'; clientSecret: string }
  | { status: 'declined'; declineCode: string | null }
  /** Paid, voided or marked uncollectible meanwhile. */
  | { status: 'not-open' };

/** A new card, entered on the card-update page (a SetupIntent the browser confirmed). */
export interface CardSetup {
  id: string;
  clientSecret: string;
}

/** The provider's side of recovering a renewal that failed (Stripe). */
export interface RenewalInvoices {
  retrieve(invoiceId: string): Promise<RenewalInvoice | null>;
  /** A SetupIntent for the customer's new card, to be used off-session by the subscription. */
  startCardSetup(invoice: RenewalInvoice): Promise<CardSetup>;
  /**
   * The card the customer set up (`setupIntentId`: succeeded, theirs) becomes the subscription's
   * and the customer's default, and pays the open invoice at once. Null when that SetupIntent is
   * not a succeeded one of this customer.
   */
  payWithNewCard(invoice: RenewalInvoice, setupIntentId: string): Promise<InvoicePayment | null>;
  /** The subscription ended (cancelled after the retries, or otherwise): nothing to pay. */
  subscriptionEnded(subscriptionId: string): Promise<boolean>;
  /** The client secret of the invoice's own payment, for the bank's authentication. */
  paymentToAuthenticate(invoice: RenewalInvoice): Promise<string | null>;
}
