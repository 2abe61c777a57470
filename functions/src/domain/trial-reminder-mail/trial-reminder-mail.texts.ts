import type { Language } from '../../contract/languages';
import { de } from './trial-reminder-mail.texts.de';
import { en } from './trial-reminder-mail.texts.en';
import { es } from './trial-reminder-mail.texts.es';
import { fr } from './trial-reminder-mail.texts.fr';
import { it } from './trial-reminder-mail.texts.it';
import { pt } from './trial-reminder-mail.texts.pt';

/**
 * The wording of the mail three days before a trial converts, in one language, addressing the
 * reader formally. Dates and prices arrive formatted ("€39.99 per month": the contract mail's).
 */
export interface TrialReminderMailTexts {
  subject: (date: string) => string;
  greeting: string;
  intro: (date: string) => string;
  charge: (date: string, price: string) => string;
  keep: string;
  cancel: (date: string) => string;
  cancelLink: string;
  labels: { product: string; trialEndsAt: string; price: string; paidVia: string };
  paymentMethods: { stripe: string; paypal: string };
  closing: string;
  signature: string;
}

export const TRIAL_REMINDER_MAIL_TEXTS: Readonly<Record<Language, TrialReminderMailTexts>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
