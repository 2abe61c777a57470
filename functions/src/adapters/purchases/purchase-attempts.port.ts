/** Stopping earlier purchase attempts at the card provider (Stripe) before they can be paid. */
export interface PurchaseAttempts {
  /** The customer's hosted checkouts that can still be paid. */
  openCheckouts(customer: string): Promise<string[]>;
  /** Voids an invoice; false when it was paid meanwhile (it is a purchase then, not an attempt). */
  voidInvoice(invoiceId: string): Promise<boolean>;
  /** Cancels a subscription that never got paid; one cancelled meanwhile counts as done. */
  cancelUnpaid(subscriptionId: string, comment: string): Promise<void>;
  /** Expires a hosted checkout; one completed or expired meanwhile counts as done. */
  expireCheckout(sessionId: string): Promise<void>;
}
