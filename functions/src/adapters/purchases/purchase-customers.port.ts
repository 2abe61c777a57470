/** How the browser pays a subscription's first invoice (or saves the card for a trial). */
export interface FirstPayment {
  type: 'payment' | 'setup';
  /** What the browser confirms with; null when the provider answered none. */
  clientSecret: string | null;
  /** The first invoice can still be paid (or the card saved) with that secret. */
  payable: boolean;
}

/** One of a customer's subscriptions at the card provider, as a new purchase weighs it. */
export interface CustomerSubscription {
  id: string;
  /** The provider's status (Stripe: incomplete, trialing, active, past_due, canceled…). */
  status: string;
  /** Billing is paused (Stripe `pause_collection`). */
  paused: boolean;
  /** What it was sold as, to whom (uid, priceId, trialId, discountPercentage…). */
  metadata: Record<string, string>;
  latestInvoiceId: string | null;
  /** Only where asked for (`withFirstPayment`) or just created; else null. */
  firstPayment: FirstPayment | null;
}

/** The customers a card purchase is sold to at the card provider (Stripe), one per account. */
export interface PurchaseCustomers {
  /** A customer made for the account earlier (its owner mark); a failed search throws. */
  findByOwner(uid: string): Promise<string | null>;
  /** A new customer for the account; racing calls for one account get the same customer. */
  create(uid: string, email: string): Promise<string>;
  /** Every subscription of the customer, ended ones included. */
  subscriptionsOf(
    customer: string,
    options?: { withFirstPayment: boolean },
  ): Promise<CustomerSubscription[]>;
}
