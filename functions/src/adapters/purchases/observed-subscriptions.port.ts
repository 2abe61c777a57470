import type { SubscriptionView } from '../../contract/subscription-view';
import type { PaidInvoice } from './card-webhooks.port';
import type { PurchaseFacts } from './contract-facts.port';
import type { Refusal } from '../../domain/purchase-refusal.rules';

/** What the guards read of a card subscription someone observed (return, Checkout, webhook). */
export interface ObservedFacts {
  id: string;
  /** The provider's status (Stripe: incomplete, trialing, active, past_due, canceled…). */
  status: string;
  /** Billing is paused (Stripe `pause_collection`). */
  paused: boolean;
  customer: string | null;
  /** The account the provider says it was sold to (Stripe `metadata.uid`), if any. */
  owner: string | null;
  view: SubscriptionView;
  /** A period began during a pause that ended by itself and was never billed. */
  periodLeftUnpaid: boolean;
  /** Set once the server undid the purchase. */
  refusal: Refusal | null;
}

/**
 * Card subscriptions as the provider hands them (`S`, opaque here: Stripe's object), read and
 * acted on for the guards. Every action answers the subscription as it is afterwards.
 */
export interface ObservedSubscriptions<S> {
  /**
   * The subscription with what the guards and the contract read (its latest invoice, card and
   * customer); `withPayments`: the latest invoice's payments too (paidInvoice). Null when unknown.
   */
  retrieve(id: string, options?: { withPayments: boolean }): Promise<S | null>;
  facts(subscription: S): ObservedFacts;
  /**
   * The invoice `invoiceId` as this read (withPayments) holds it, when it is the latest: its
   * ledger facts, or null when it is not paid with more than zero; undefined when the read does
   * not hold it (ask the provider).
   */
  paidInvoice(subscription: S, invoiceId: string): PaidInvoice | null | undefined;
  /** Its purchase facts for the contract, from this read; null when it holds too little. */
  purchaseFacts(subscription: S, kind: 'subscription' | 'upsell'): PurchaseFacts | null;
  /** The fingerprint of the card that paid it, where the provider knows one. */
  cardFingerprint(subscription: S): Promise<string | null>;
  /**
   * Refunds what its first invoice took (once, however many observers), marks why, and cancels
   * it now; one cancelled meanwhile is read back.
   */
  refuse(subscription: S, refusal: Refusal): Promise<S>;
  /** Starts a new period now and charges it; a failed charge leaves it past_due. */
  billNewPeriod(subscription: S): Promise<S>;
}
