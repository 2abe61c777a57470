import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

export const de: TrialReminderMailTexts = {
  subject: (date) => `Ihr Fastwell-Testzeitraum endet am ${date}`,
  greeting: 'Guten Tag,',
  intro: (date) => `Ihr Testzeitraum von Fastwell Premium endet am ${date}.`,
  charge: (date, price) =>
    `Danach läuft Ihr Abonnement zum Preis von ${price} weiter; die erste Zahlung buchen wir am ${date} ab.`,
  keep: 'Wenn Sie Premium behalten möchten, müssen Sie nichts tun.',
  cancel: (date) =>
    `Wenn Sie nicht weitermachen möchten, kündigen Sie vor dem ${date}; dann wird nichts abgebucht. Das geht auch ohne Anmeldung:`,
  cancelLink: 'Hier kündigen',
  labels: {
    product: 'Abonnement',
    trialEndsAt: 'Ende des Testzeitraums',
    price: 'Preis danach',
    paidVia: 'Bezahlt über',
  },
  paymentMethods: { stripe: 'Karte, Apple Pay oder Google Pay', paypal: 'PayPal' },
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
};
