import type { Language } from '../../contract/languages';
import { de } from './contract-mail.texts.de';
import { en } from './contract-mail.texts.en';
import { es } from './contract-mail.texts.es';
import { fr } from './contract-mail.texts.fr';
import { it } from './contract-mail.texts.it';
import { pt } from './contract-mail.texts.pt';

export type ContractKind = 'subscription' | 'upsell' | 'ebook';
export type RenewalInterval = 'day' | 'week' | 'month' | 'year';

/**
 * The wording of the contract confirmation in one language. Dates and amounts arrive formatted;
 * `seller` is the provider's name, postal address and e-mail address on one line.
 *
 * The withdrawal instructions and the model form follow Annex I(A) and I(B) of Directive
 * 2011/83/EU in the language's official version (Anlage 1 and 2 zu Art. 246a EGBGB in German),
 * adapted to Fastwell: no delivery costs, the online withdrawal function, and no amount kept for
 * service already provided (the model's optional proportionate-amount paragraph is left out).
 */
export interface ContractMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** The caption of the contract's table. */
  contract: string;
  labels: {
    seller: string;
    reference: string;
    concludedAt: string;
    email: string;
    kind: string;
    product: string;
    paidVia: string;
    chargedToday: string;
    renewalPrice: string;
    firstRenewal: string;
    trialEndsAt: string;
    term: string;
    ebookWaiver: string;
    terms: string;
    instructions: string;
  };
  kinds: Record<ContractKind, string>;
  paidVia: { stripe: string; paypal: string };
  /** Between a label and what follows it on one line: ": " (French: " : "). */
  colon: string;
  /** The seller's country, the word before its e-mail address, and its register's label. */
  seller: { country: string; email: string; register: string };
  /** "3 months", "1 week": one period of the subscription. */
  duration(interval: RenewalInterval, count: number): string;
  /** "€39.99 per month" (count 1), "€39.99 every 3 months". */
  renewalPrice(price: string, interval: RenewalInterval, count: number): string;
  /** How the subscription runs on and how it ends; `trial`: it began with a trial. */
  term(duration: string, trial: boolean): string;
  /** The table's line on the e-book's waiver: agreed at `at`, the right expired on delivery. */
  ebookWaiver(at: string): string;
  termsVersion(version: string): string;
  instructionsVersion(version: string): string;
  /** Before the links; `cancel`: the mail has the cancel link (a subscription, an upsell). */
  linksIntro(cancel: boolean): string;
  cancelLink: string;
  withdrawLink: string;
  instructions: {
    heading: string;
    rightTitle: string;
    /** The right and its period (WITHDRAWAL_PERIOD_DAYS from the conclusion). */
    right(days: number): string;
    /** By a clear statement to the seller (letter, e-mail), the model form optional. */
    how(seller: string): string;
    /** The withdrawal function on the website, and its acknowledgement of receipt. */
    online(url: string): string;
    deadline: string;
    effectsTitle: string;
    refund(days: number): string;
    /** Subscriptions and upsells: instead of the model's proportionate amount, nothing. */
    nothingForTimeUsed: string;
    /** An e-book delivered at once with the buyer's consent and acknowledgement (§356(5) BGB). */
    ebookExpiredTitle: string;
    ebookExpired(at: string): string;
  };
  form: {
    heading: string;
    intro: string;
    to(seller: string): string;
    declaration: string;
    /** Ordered on/received on, name, address, signature (only on paper), date. */
    fields: readonly string[];
    strike: string;
  };
  keep: string;
  closing: string;
  signature: string;
  /** The attachment's file name before the version: ASCII, no spaces. */
  termsFile: string;
}

/** One file per language (contract-mail.texts.<lang>.ts). */
export const CONTRACT_MAIL_TEXTS: Record<Language, ContractMailTexts> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
