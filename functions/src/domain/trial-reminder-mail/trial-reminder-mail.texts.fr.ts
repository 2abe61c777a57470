import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

export const fr: TrialReminderMailTexts = {
  subject: (date) => `Votre période d’essai Fastwell se termine le ${date}`,
  greeting: 'Bonjour,',
  intro: (date) => `votre période d’essai de Fastwell Premium se termine le ${date}.`,
  charge: (date, price) =>
    `Votre abonnement se poursuivra ensuite au prix de ${price} ; le premier paiement sera prélevé le ${date}.`,
  keep: 'Si vous souhaitez conserver Premium, vous n’avez rien à faire.',
  cancel: (date) =>
    `Si vous ne souhaitez pas continuer, résiliez votre abonnement avant le ${date} : aucun montant ne sera prélevé. Vous pouvez le faire sans vous connecter :`,
  cancelLink: 'Résilier ici',
  labels: {
    product: 'Abonnement',
    trialEndsAt: 'Fin de la période d’essai',
    price: 'Prix par la suite',
    paidVia: 'Payé via',
  },
  paymentMethods: { stripe: 'Carte, Apple Pay ou Google Pay', paypal: 'PayPal' },
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',
};
