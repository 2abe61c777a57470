import type { Language } from '../../contract/languages';
import { de } from './withdrawal-mail.texts.de';
import { en } from './withdrawal-mail.texts.en';
import { es } from './withdrawal-mail.texts.es';
import { fr } from './withdrawal-mail.texts.fr';
import { it } from './withdrawal-mail.texts.it';
import { pt } from './withdrawal-mail.texts.pt';

/** A withdrawn contract's sentence: times and amounts arrive formatted. */
export interface WithdrawnWords {
  /** When the withdrawal is carried out (date and time): the contract ends then. */
  carriedOutAt: string;
  /** What will be refunded, e.g. "14,99 €". */
  amount: string;
  /** How it was paid, e.g. "Karte, Apple Pay oder Google Pay" (paymentMethods). */
  method: string;
  /** The last day of the refund: receipt plus `days`. */
  refundBy: string;
  days: number;
}

/**
 * The wording of both withdrawal mails in one language, in the terms of that language's version
 * of the directive (Widerruf, withdrawal, desistimiento, rétractation, recesso, livre resolução),
 * addressing the reader formally.
 */
export interface WithdrawalMailTexts {
  /** Fixed: each mail opens with our text, never with what a visitor typed. */
  greeting: string;
  labels: {
    receivedAt: string;
    withdrawalId: string;
    email: string;
    carriedOutAt: string;
    name: string;
    reference: string;
  };
  contracts(count: number): string;
  contractLabels: {
    product: string;
    reference: string;
    provider: string;
    concludedAt: string;
    periodEndsAt: string;
    refunded: string;
  };
  /** The payment method a refund goes back to, by provider. */
  paymentMethods: { stripe: string; paypal: string };
  closing: string;
  signature: string;

  /** The acknowledgement of receipt (Art. 11a(3) CRD, §356a BGB), sent at once. */
  received: {
    subject: string;
    intro: string;
    /** The caption of what the server recorded: receipt, number, address. */
    withdrawal: string;
    withdrawn(words: WithdrawnWords): string;
    /** Withdrawn, but nothing was paid for it (nothing to refund). */
    withdrawnNothingPaid(carriedOutAt: string): string;
    /** A subscription concluded before the period: it continues and can be cancelled. */
    periodEnded(periodEnd: string): string;
    /** An e-book bought before the period (without the waiver): the purchase stands. */
    purchaseStands(periodEnd: string): string;
    cancelIntro: string;
    /** The label of the cancellation function's link (§312k BGB: "Verträge hier kündigen"). */
    cancelLink: string;
    /** §356(5) BGB: delivered at once with consent and acknowledgement, no right of withdrawal. */
    waived: string;
    noContract(email: string, days: number): string;
    noContractHelp(withdrawalId: string): string;
    stopIntro(carriedOutAt: string): string;
    stopLink: string;
    /** The caption of what the visitor typed (name, reference), and how it is shown. */
    youWrote: string;
    youWroteNote: string;
    keep: string;
  };

  /** The mail once the withdrawal is carried out: what ended, what was refunded. */
  carriedOut: {
    subject: string;
    intro: string;
    withdrawal: string;
    refunded(amount: string, method: string): string;
    nothingPaid: string;
    refundTiming: string;
    keep: string;
  };
}

/** One file per language (withdrawal-mail.texts.<lang>.ts). */
export const WITHDRAWAL_MAIL_TEXTS: Record<Language, WithdrawalMailTexts> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
