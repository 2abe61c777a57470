import type { Money } from '../../domain/contracts/contract-record';
import type { SubscriptionView } from '../../contract/subscription-view';

/** What the provider says of a purchase the moment its contract is concluded. */
export interface PurchaseFacts {
  /** The buyer's address at the provider (the customer's, PayPal's payer's); null if none. */
  email: string | null;
  concludedAt: Date;
  /** What this purchase charged (0 for a free trial). */
  charged: Money;
  /** The payment that charged it (Stripe's invoice or payment intent); null when none is known. */
  paymentId: string | null;
}

/**
 * A subscription's purchase facts from what an observer already read of it (no call to the
 * provider); null when that read holds too little, and the provider is asked.
 */
export type KnownPurchaseFacts = (kind: 'subscription' | 'upsell') => PurchaseFacts | null;

/** Reads the facts of a concluded purchase from the provider that made it. */
export interface ContractFacts {
  /** A subscription's first charge, or an upsell's (the plan change's invoice). */
  subscription(view: SubscriptionView, kind: 'subscription' | 'upsell'): Promise<PurchaseFacts>;
  /** A one-off payment (the e-book). */
  oneOff(payment: {
    id: string;
    amount: number;
    currency: string;
    customer: string | null;
    payer?: string | null;
  }): Promise<PurchaseFacts>;
}
