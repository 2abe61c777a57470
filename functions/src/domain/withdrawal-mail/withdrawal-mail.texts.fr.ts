import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

export const fr: WithdrawalMailTexts = {
  greeting: 'Bonjour,',
  labels: {
    receivedAt: 'Réception de votre rétractation',
    withdrawalId: 'Numéro de rétractation',
    email: 'Adresse e-mail',
    carriedOutAt: 'Exécutée le',
    name: 'Nom',
    reference: 'Votre référence',
  },
  contracts: (count) => (count === 1 ? 'Votre contrat' : 'Vos contrats'),
  contractLabels: {
    product: 'Contrat',
    reference: 'Numéro de commande ou d’abonnement',
    provider: 'Payé via',
    concludedAt: 'Conclu le',
    periodEndsAt: 'Fin du délai de rétractation',
    refunded: 'Remboursé',
  },
  paymentMethods: { stripe: 'carte, Apple Pay ou Google Pay', paypal: 'PayPal' },
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',

  received: {
    subject: 'Accusé de réception de votre rétractation',
    intro:
      'Nous avons bien reçu votre rétractation. Par cet e-mail, nous en accusons réception et vous indiquons les contrats que nous avons trouvés à votre adresse e-mail ainsi que la suite.',
    withdrawal: 'Votre rétractation',
    withdrawn: (w) =>
      `Vous avez exercé votre droit de rétractation pour ce contrat dans le délai. Il prend fin le ${w.carriedOutAt} ; vous conservez votre accès jusque-là. Nous vous rembourserons ensuite ${w.amount} sur le moyen de paiement que vous avez utilisé (${w.method}), au plus tard le ${w.refundBy} (${w.days} jours après réception de votre rétractation). Plus rien ne sera prélevé.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `Vous avez exercé votre droit de rétractation pour ce contrat dans le délai. Il prend fin le ${carriedOutAt} ; vous conservez votre accès jusque-là. Vous n’avez rien payé pour ce contrat : il n’y a donc rien à rembourser. Rien ne sera prélevé.`,
    periodEnded: (end) =>
      `Le délai de rétractation de ce contrat a expiré le ${end}. Il n’est plus possible de vous en rétracter et le contrat continue. Vous pouvez toutefois le résilier à tout moment pour la fin de la période payée.`,
    purchaseStands: (end) =>
      `Le délai de rétractation de cet achat a expiré le ${end}. Il n’est plus possible de vous en rétracter et l’achat est maintenu.`,
    cancelIntro: 'Vous pouvez résilier ici un contrat dont le délai de rétractation a expiré :',
    cancelLink: 'Résilier vos contrats ici',
    waived:
      'Lors de l’achat de cet e-book, vous avez expressément accepté que nous vous le fournissions immédiatement et reconnu perdre ainsi votre droit de rétractation. Il n’est donc pas possible de vous rétracter de cet achat ; il est maintenu.',
    noContract: (email, days) =>
      `Nous n’avons trouvé aucun contrat conclu au cours des ${days} derniers jours à l’adresse ${email}. Rien n’a été modifié.`,
    noContractHelp: (id) =>
      `Avez-vous conclu le contrat avec une autre adresse e-mail ? Dans ce cas, répondez à cet e-mail en nous indiquant le numéro de commande ou d’abonnement figurant dans la confirmation de votre contrat ainsi que ce numéro de rétractation : ${id}. Pour le respect du délai, c’est la réception de votre rétractation confirmée ci-dessus qui compte.`,
    stopIntro: (carriedOutAt) =>
      `Vous n’avez pas envoyé cette rétractation ? Arrêtez-la ici avant le ${carriedOutAt} ; vos contrats continueront alors sans changement :`,
    stopLink: 'Ce n’était pas moi – arrêter la rétractation',
    youWrote: 'Vous avez écrit :',
    youWroteNote:
      'Tel que saisi dans le formulaire, en texte brut ; les adresses web sont écrites avec [.] afin qu’elles ne deviennent pas des liens.',
    keep: 'Veuillez conserver cet e-mail comme preuve de votre rétractation.',
  },

  carriedOut: {
    subject: 'Votre rétractation a été exécutée',
    intro:
      'Nous avons exécuté votre rétractation. Les contrats ci-dessous ont pris fin et nous vous avons remboursé ce que vous aviez payé pour eux.',
    withdrawal: 'Votre rétractation',
    refunded: (amount, method) =>
      `Ce contrat a pris fin. Nous vous avons remboursé ${amount} sur le moyen de paiement que vous avez utilisé (${method}). Plus rien ne sera prélevé.`,
    nothingPaid:
      'Ce contrat a pris fin. Vous n’aviez rien payé pour ce contrat : il n’y avait donc rien à rembourser. Rien ne sera prélevé.',
    refundTiming:
      'Selon votre banque ou votre prestataire de paiement, le remboursement peut mettre quelques jours à apparaître sur votre compte.',
    keep: 'Veuillez conserver cet e-mail comme justificatif.',
  },
};
