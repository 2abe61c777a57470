import type { Language } from '../../contract/languages';
import { de } from './renewal-mail.texts.de';
import { en } from './renewal-mail.texts.en';
import { es } from './renewal-mail.texts.es';
import { fr } from './renewal-mail.texts.fr';
import { it } from './renewal-mail.texts.it';
import { pt } from './renewal-mail.texts.pt';

/** Why the card was declined, in the subscriber's words (no bank codes in a mail). */
export type DeclineReason = 'expired' | 'lost' | 'insufficient' | 'other';

/**
 * The wording of the failed-renewal mails in one language, addressing the reader formally. Dates
 * and amounts arrive formatted.
 */
export interface RenewalMailTexts {
  greeting: string;
  closing: string;
  signature: string;
  labels: {
    product: string;
    amount: string;
    failedAt: string;
    premiumUntil: string;
    nextAttempt: string;
  };
  /** One sentence on why the payment failed. */
  reasons: Record<DeclineReason, string>;
  /** Premium continues until `date` / premium is paused until the payment is made. */
  premiumContinues: (date: string) => string;
  premiumPaused: string;
  /** The link works until the invoice is paid or the subscription ends. */
  linkNote: string;
  failed: {
    subject: string;
    intro: (amount: string) => string;
    retry: (date: string) => string;
    action: string;
    button: string;
  };
  failedHard: {
    subject: string;
    intro: (amount: string) => string;
    action: string;
    button: string;
  };
  authentication: {
    subject: string;
    intro: (amount: string) => string;
    action: string;
    button: string;
  };
  lastRetry: {
    subject: string;
    intro: (date: string) => string;
    action: string;
    button: string;
  };
  /** PayPal bills itself: the subscriber fixes the payment method in their PayPal account. */
  paypalFailed: {
    subject: string;
    intro: (amount: string) => string;
    retry: (date: string) => string;
    action: string;
    button: string;
  };
  ended: {
    subject: string;
    intro: (amount: string) => string;
    premiumEnded: string;
    restart: string;
    button: string;
  };
}

export const RENEWAL_MAIL_TEXTS: Readonly<Record<Language, RenewalMailTexts>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
