import type { Language } from '../../contract/languages';

export type ContractKind = 'subscription' | 'upsell' | 'ebook';

export interface Money {
  /** Minor units (whole yen for JPY). */
  amount: number;
  /** Lower case. */
  currency: string;
}

/** What a subscription renews at, and when that is first charged. */
export interface Renewal extends Money {
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  /** ISO: the first charge at this price (the end of the trial or of the first period). */
  firstChargeAt: string;
}

/**
 * contracts/{id}: one contract a buyer concluded with us (Art. 8(7) CRD, §312f BGB): what the
 * confirmation mail stated, the legal texts' versions accepted with it, and whether that mail went
 * out. Its id is the reference the mail gives and the withdrawal form asks for.
 */
export interface ContractRecord {
  id: string;
  uid: string;
  kind: ContractKind;
  provider: 'stripe' | 'paypal';
  /** Subscriptions and upsells: the subscription at the provider. */
  subscriptionId?: string;
  /** Subscriptions and upsells: the plan (price) the contract is for. */
  planId?: string;
  /**
   * The payment that concluded it, where it is its own (the upsell's invoice, the e-book's
   * payment); a subscription's payments are those of its subscription in the ledger.
   */
  paymentId?: string;
  /** ISO time the contract was concluded (the purchase). */
  concludedAt: string;
  /** Where the confirmation goes: the address the buyer gave us. */
  email: string;
  /** The provider's address for the buyer where it differs (a PayPal payer's). */
  payerEmail?: string;
  language: Language;
  product: string;
  /** Charged at conclusion (0 for a free trial). */
  charged: Money;
  renewal?: Renewal;
  trialEndsAt?: string;
  termsVersion: string;
  instructionsVersion: string;
  /** The e-book: when the buyer agreed to immediate delivery and acknowledged losing the right. */
  ebookWaiverAcceptedAt?: string;
  /** Set when a withdrawal covers it (contracts/{id}/withdrawal): one withdrawal carries it out. */
  withdrawal?: ContractWithdrawal;
  confirmation: {
    attempts: number;
    sentAt?: string;
    failedAt?: string;
  };
}

export interface ContractWithdrawal {
  withdrawalId: string;
  /** ISO: when it is carried out. */
  dueAt: string;
  status: 'pending' | 'carried-out';
  carriedOutAt?: string;
}
