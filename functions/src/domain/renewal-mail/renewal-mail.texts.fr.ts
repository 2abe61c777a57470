import type { RenewalMailTexts } from './renewal-mail.texts';

export const fr: RenewalMailTexts = {
  greeting: 'Bonjour,',
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',
  labels: {
    product: 'Abonnement',
    amount: 'Montant dû',
    failedAt: 'Échec du paiement le',
    premiumUntil: 'Premium reste actif jusqu’au',
    nextAttempt: 'Prochaine tentative',
  },
  reasons: {
    expired: 'Votre carte a expiré.',
    lost: 'Votre banque a refusé la carte : elle ne peut plus être utilisée pour des paiements.',
    insufficient: 'Votre banque a refusé le paiement en raison d’un solde insuffisant.',
    other: 'Votre banque a refusé le paiement.',
  },
  premiumContinues: (date) =>
    `Votre accès Premium reste actif jusqu’au ${date}. Si le paiement est effectué d’ici là, rien ne change pour vous.`,
  premiumPaused:
    'Votre accès Premium est suspendu jusqu’à ce que le paiement soit effectué ; il sera rétabli dès que ce sera le cas.',
  linkNote:
    'Le bouton fonctionne sans connexion jusqu’à ce que le paiement soit effectué ou que l’abonnement prenne fin. Vos données de carte sont transmises directement à notre prestataire de paiement, Stripe.',
  failed: {
    subject: 'Votre paiement à Fastwell a échoué',
    intro: (amount) =>
      `nous n’avons pas pu prélever le montant du renouvellement de votre abonnement Fastwell (${amount}).`,
    retry: (date) => `Nous effectuerons une nouvelle tentative le ${date}.`,
    action:
      'Pour éviter toute interruption, mettez à jour votre carte dès maintenant ; nous prélèverons alors le montant immédiatement.',
    button: 'Mettre à jour la carte',
  },
  failedHard: {
    subject: 'Veuillez enregistrer une nouvelle carte pour Fastwell',
    intro: (amount) =>
      `nous n’avons pas pu prélever le montant du renouvellement de votre abonnement Fastwell (${amount}), et cette carte ne peut plus être débitée.`,
    action:
      'Veuillez enregistrer une nouvelle carte pour que votre abonnement continue ; nous prélèverons alors le montant immédiatement.',
    button: 'Enregistrer une nouvelle carte',
  },
  authentication: {
    subject: 'Veuillez confirmer votre paiement à Fastwell',
    intro: (amount) =>
      `votre banque vous demande de confirmer le renouvellement de votre abonnement Fastwell (${amount}) avant que le paiement puisse être effectué.`,
    action:
      'Confirmez le paiement auprès de votre banque (par exemple dans votre application bancaire) ; cela ne prend qu’une minute.',
    button: 'Confirmer le paiement',
  },
  lastRetry: {
    subject: 'Dernière tentative : votre paiement à Fastwell',
    intro: (date) =>
      `nous n’avons toujours pas pu prélever le montant du renouvellement de votre abonnement Fastwell. Nous effectuerons une dernière tentative le ${date} ; si elle échoue, votre abonnement prendra fin.`,
    action:
      'Mettez à jour votre carte dès maintenant pour que votre abonnement continue ; nous prélèverons alors le montant immédiatement.',
    button: 'Mettre à jour la carte',
  },
  paypalFailed: {
    subject: 'Votre paiement PayPal à Fastwell a échoué',
    intro: (amount) =>
      `PayPal n’a pas pu prélever le renouvellement de votre abonnement Fastwell (${amount}).`,
    retry: (date) => `PayPal réessaiera le ${date}.`,
    action:
      'Veuillez vérifier le moyen de paiement de cet abonnement dans votre compte PayPal (par exemple une carte expirée ou un solde insuffisant) ; PayPal prélèvera ensuite le paiement.',
    button: 'Ouvrir PayPal',
  },
  ended: {
    subject: 'Votre abonnement Fastwell a pris fin',
    intro: (amount) =>
      `nous avons tenté à plusieurs reprises de prélever le montant du renouvellement de votre abonnement Fastwell (${amount}), malheureusement sans succès. Votre abonnement a donc pris fin ; plus rien ne sera prélevé.`,
    premiumEnded: 'Votre accès Premium a pris fin.',
    restart:
      'Vous pouvez vous réabonner à tout moment, avec n’importe quelle carte ou avec PayPal :',
    button: 'Se réabonner',
  },
};
