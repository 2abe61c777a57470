import type { CancellationMailTexts } from './cancellation-mail.texts';

export const fr: CancellationMailTexts = {
  subject: 'Confirmation de votre résiliation',
  greeting: 'Bonjour,',
  intro:
    'Nous avons bien reçu votre résiliation. Par cet e-mail, nous en confirmons la réception et vous indiquons la date de fin de votre contrat.',
  submitted: 'Les informations que vous nous avez transmises',
  labels: {
    receivedAt: 'Réception de votre résiliation',
    cancellationId: 'Numéro de résiliation',
    name: 'Nom',
    email: 'Adresse e-mail',
    reference: 'Votre référence',
    kind: 'Type de résiliation',
    reason: 'Motif',
    endDate: 'Date de fin souhaitée',
  },
  kinds: {
    ordinary: 'Résiliation ordinaire',
    extraordinary: 'Résiliation extraordinaire (pour motif légitime)',
  },
  earliestEnd: 'À la date la plus proche possible',
  contracts: (count) => (count === 1 ? 'Votre contrat' : 'Vos contrats'),
  contractLabels: {
    plan: 'Contrat',
    id: 'Identifiant de l’abonnement',
    provider: 'Payé via',
    endsAt: 'Fin du contrat',
  },
  endOfPaidPeriod: 'À la fin de la période payée',
  canceled: (end) =>
    `Votre contrat est résilié et prend fin ${end ? `le ${end}` : 'à la fin de la période payée'}. D’ici là, vous continuez à profiter de Fastwell Premium ; il ne sera ensuite plus renouvelé.`,
  alreadyCanceled: (end) =>
    `Ce contrat était déjà résilié et prend fin ${end ? `le ${end}` : 'à la fin de la période payée'}. Rien n’a changé.`,
  scheduled: (end, wished) =>
    `Votre contrat est résilié pour la date que vous avez demandée. Un abonnement ne peut prendre fin qu’à la fin d’une période de facturation payée : il prend donc fin le ${end}, à la fin de la période de facturation qui inclut le ${wished}. D’ici là, il se renouvelle comme d’habitude et vous continuez à profiter de Fastwell Premium ; il ne sera ensuite plus renouvelé.`,
  restoreIntro:
    'Vous n’êtes pas à l’origine de cette résiliation ? Vous pouvez alors rétablir votre abonnement ici :',
  restoreLink: 'Ce n’était pas moi – rétablir mon abonnement',
  restoreValid: (until) =>
    `Le lien ne peut être utilisé qu’une seule fois et est valable ${until ? `jusqu’au ${until}` : 'jusqu’à la fin du contrat'}.`,
  paypalFinal: (end) =>
    `Les résiliations effectuées chez PayPal sont définitives et ne peuvent pas être annulées. Votre accès premium reste actif ${end ? `jusqu’au ${end}` : 'jusqu’à la fin de la période payée'}. Pour continuer à utiliser Fastwell ensuite, connectez-vous avec cette adresse e-mail et souscrivez un nouvel abonnement.`,
  paypalHeld: (end) =>
    `D’ici là, PayPal affiche votre abonnement comme suspendu : plus rien ne sera prélevé. Le ${end}, nous y mettrons fin définitivement chez PayPal.`,
  extraordinary:
    'Vous avez résilié pour motif légitime (résiliation extraordinaire). Nous examinons le motif indiqué et revenons vers vous. Au plus tard, votre contrat prend fin à la date de fin ordinaire indiquée ci-dessus.',
  noContract: (email) =>
    `Nous n’avons trouvé aucun contrat actif à l’adresse ${email}. Rien n’a été prélevé ni modifié.`,
  noContractHelp: (id) =>
    `Si vous avez souscrit votre abonnement avec une autre adresse e-mail, répondez à cet e-mail ou contactez notre support en indiquant le numéro de commande ou d’abonnement figurant sur votre reçu d’achat ainsi que ce numéro de résiliation : ${id}.`,
  youWrote: 'Vous avez écrit :',
  youWroteNote:
    'Tel que saisi dans le formulaire, en texte brut ; les adresses web sont écrites avec [.] afin qu’elles ne deviennent pas des liens.',
  keep: 'Veuillez conserver cet e-mail comme preuve de votre résiliation.',
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',
};
