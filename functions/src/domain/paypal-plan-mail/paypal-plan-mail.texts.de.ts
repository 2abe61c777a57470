import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

export const de: PayPalPlanMailTexts = {
  greeting: 'Guten Tag,',
  labels: { keptPlan: 'Ihr Tarif', firstCharge: 'Nächste Zahlung' },
  request: {
    subject: 'Fastwell-Tarif behalten: Bitte bei PayPal bestätigen',
    intro:
      'Ihr Widerruf des Upgrades wurde ausgeführt: Der längere Tarif wird nicht abgebucht. Ihr bisheriger Tarif kann weiterlaufen, doch PayPal stellt ein Abonnement nur mit Ihrer Zustimmung zurück.',
  },
  reminder: {
    subject: (date) =>
      `Erinnerung: Bitte bestätigen Sie Ihren Fastwell-Tarif bis zum ${date} bei PayPal`,
    intro: (date) =>
      `Ihre Zustimmung bei PayPal zum Weiterlaufen Ihres bisherigen Tarifs liegt uns noch nicht vor. Ohne sie endet Ihr Abonnement am ${date}.`,
  },
  consent: (date, price) =>
    `Bestätigen Sie ihn mit einem Klick bei PayPal; ab dem ${date} bucht PayPal dann ${price} ab.`,
  withoutConsent: (date) =>
    `Wenn Sie bis zum ${date} nicht bestätigen, wird nichts mehr abgebucht und Ihr Abonnement endet an diesem Tag.`,
  consentLink: 'Bei PayPal bestätigen',
  ended: {
    subject: 'Ihr Fastwell-Abonnement ist beendet',
    intro: (date) =>
      `Da uns Ihre Zustimmung bei PayPal zum Weiterlaufen Ihres bisherigen Tarifs nicht vorlag, ist Ihr Abonnement am ${date} geendet. Es wird nichts mehr abgebucht.`,
    again: 'Sie können jederzeit wieder ein Abonnement abschließen:',
    againLink: 'Wieder abonnieren',
  },
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
};
