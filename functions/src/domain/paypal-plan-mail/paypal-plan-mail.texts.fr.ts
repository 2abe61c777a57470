import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

export const fr: PayPalPlanMailTexts = {
  greeting: 'Bonjour,',
  labels: { keptPlan: 'Votre formule', firstCharge: 'Prochain paiement' },
  request: {
    subject: 'Conservez votre formule Fastwell : veuillez confirmer sur PayPal',
    intro:
      'votre rétractation de la mise à niveau a été exécutée : rien ne sera prélevé pour la formule plus longue. Votre formule précédente peut se poursuivre, mais PayPal ne rétablit un abonnement qu’avec votre accord.',
  },
  reminder: {
    subject: (date) => `Rappel : confirmez votre formule Fastwell sur PayPal d’ici le ${date}`,
    intro: (date) =>
      `nous n’avons pas encore reçu votre accord sur PayPal pour la poursuite de votre formule précédente. Sans cet accord, votre abonnement prendra fin le ${date}.`,
  },
  consent: (date, price) =>
    `Donnez votre accord en un clic sur PayPal ; à partir du ${date}, PayPal prélèvera alors ${price}.`,
  withoutConsent: (date) =>
    `Si vous ne donnez pas votre accord d’ici le ${date}, plus rien ne sera prélevé et votre abonnement prendra fin à cette date.`,
  consentLink: 'Confirmer sur PayPal',
  ended: {
    subject: 'Votre abonnement Fastwell a pris fin',
    intro: (date) =>
      `comme nous n’avons pas reçu votre accord sur PayPal pour la poursuite de votre formule précédente, votre abonnement a pris fin le ${date}. Plus rien ne sera prélevé.`,
    again: 'Vous pouvez vous réabonner à tout moment :',
    againLink: 'Se réabonner',
  },
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',
};
