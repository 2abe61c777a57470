import type { Language } from '../../contract/languages';
import { de } from './paypal-plan-mail.texts.de';
import { en } from './paypal-plan-mail.texts.en';
import { es } from './paypal-plan-mail.texts.es';
import { fr } from './paypal-plan-mail.texts.fr';
import { it } from './paypal-plan-mail.texts.it';
import { pt } from './paypal-plan-mail.texts.pt';

/**
 * The wording of the mails after a PayPal upgrade was withdrawn on its own, in one language,
 * addressing the reader formally (as the withdrawal mails do). PayPal moves the subscription back
 * to the earlier plan only with the buyer's consent: the request (when the withdrawal is carried
 * out), the reminder (three days before the deadline) and the end (no consent by the deadline).
 * Dates and prices arrive formatted ("€14.99 per month": the contract mail's).
 */
export interface PayPalPlanMailTexts {
  greeting: string;
  labels: { keptPlan: string; firstCharge: string };
  request: {
    subject: string;
    /** The upgrade is withdrawn; the earlier plan continues once PayPal has the consent. */
    intro: string;
  };
  reminder: {
    subject: (date: string) => string;
    intro: (date: string) => string;
  };
  /** How to consent, what is charged then and what happens without it (request and reminder). */
  consent: (date: string, price: string) => string;
  withoutConsent: (date: string) => string;
  consentLink: string;
  ended: {
    subject: string;
    intro: (date: string) => string;
    /** How to subscribe again, and the label of that link. */
    again: string;
    againLink: string;
  };
  closing: string;
  signature: string;
}

export const PAYPAL_PLAN_MAIL_TEXTS: Readonly<Record<Language, PayPalPlanMailTexts>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
