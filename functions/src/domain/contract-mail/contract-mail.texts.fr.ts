import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'jour',
  week: 'semaine',
  month: 'mois',
  year: 'an',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'jours',
  week: 'semaines',
  month: 'mois',
  year: 'ans',
};
/** "tous les 3 mois", but "toutes les 2 semaines" (semaine is feminine). */
const EVERY: Record<RenewalInterval, string> = {
  day: 'tous les',
  week: 'toutes les',
  month: 'tous les',
  year: 'tous les',
};

export const fr: ContractMailTexts = {
  subject: 'Confirmation de votre contrat – Fastwell',
  greeting: 'Bonjour,',
  intro:
    'Merci pour votre achat. Par cet e-mail, nous vous confirmons le contrat que vous avez conclu avec Fastwell GmbH.',
  contract: 'Votre contrat',
  labels: {
    seller: 'Prestataire',
    reference: 'Référence du contrat',
    concludedAt: 'Conclusion du contrat',
    email: 'Votre adresse e-mail',
    kind: 'Type de contrat',
    product: 'Achat',
    paidVia: 'Payé via',
    chargedToday: 'Débité aujourd’hui',
    renewalPrice: 'Prix de renouvellement',
    firstRenewal: 'Premier renouvellement',
    trialEndsAt: 'Fin de la période d’essai',
    term: 'Durée et renouvellement',
    ebookWaiver: 'Droit de rétractation',
    terms: 'Conditions d’utilisation',
    instructions: 'Informations sur la rétractation',
  },
  kinds: {
    subscription: 'Abonnement',
    upsell: 'Changement de formule (mise à niveau de votre abonnement)',
    ebook: 'E-book (contenu numérique)',
  },
  paidVia: { stripe: 'Carte / portefeuille électronique (Stripe)', paypal: 'PayPal' },
  colon: ' : ',
  seller: { country: 'Allemagne', email: 'e-mail', register: 'Registre du commerce' },
  // Counts are whole and at least 1 (French counts 0 and 1 as singular; 0 never occurs here).
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1
      ? `${price} par ${ONE[interval]}`
      : `${price} ${EVERY[interval]} ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `Après la période d’essai, l’abonnement se renouvelle automatiquement par périodes de ${duration} au prix indiqué ci-dessus, jusqu’à ce que vous le résiliiez. Si vous résiliez avant la fin de la période d’essai, le prix de renouvellement n’est pas débité. Ensuite, vous pouvez résilier à tout moment avec effet à la fin de la période payée.`
      : `${duration}. L’abonnement se renouvelle automatiquement pour la même durée au prix indiqué ci-dessus, jusqu’à ce que vous le résiliiez. Vous pouvez résilier à tout moment avec effet à la fin de la période payée.`,
  ebookWaiver: (at) =>
    `Le ${at}, vous avez expressément accepté la livraison immédiate ; votre droit de rétractation prend donc fin à la livraison, qui commence immédiatement (voir les informations sur la rétractation).`,
  termsVersion: (version) => `Version ${version} (jointe à cet e-mail sous forme de fichier texte)`,
  instructionsVersion: (version) =>
    `Version ${version} (ci-dessous dans cet e-mail, avec le modèle de formulaire de rétractation)`,
  linksIntro: (cancel) =>
    cancel
      ? 'Vous pouvez résilier votre abonnement en ligne à tout moment. Pendant le délai de rétractation, vous pouvez aussi vous rétracter du contrat en ligne. Aucune connexion n’est nécessaire.'
      : 'Vous pouvez notifier votre rétractation en ligne. Aucune connexion n’est nécessaire.',
  cancelLink: 'Résilier vos contrats ici',
  withdrawLink: 'Se rétracter du contrat ici',
  instructions: {
    heading: 'Informations concernant l’exercice du droit de rétractation',
    rightTitle: 'Droit de rétractation',
    right: (days) =>
      `Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de ${days} jours. Le délai de rétractation expire ${days} jours après le jour de la conclusion du contrat.`,
    how: (seller) =>
      `Pour exercer le droit de rétractation, vous devez nous notifier (${seller}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire.`,
    online: (url) =>
      `Vous pouvez également vous rétracter au moyen de la fonction de rétractation de notre site internet : ${url}. Si vous utilisez cette option, nous vous enverrons sans délai un accusé de réception de la rétractation par courrier électronique.`,
    deadline:
      'Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
    effectsTitle: 'Effets de la rétractation',
    refund: (days) =>
      `En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, sans retard excessif et, en tout état de cause, au plus tard ${days} jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.`,
    nothingForTimeUsed:
      'Même si vous avez déjà utilisé Fastwell avant votre rétractation, nous ne vous facturerons rien pour cette période.',
    ebookExpiredTitle: 'Fin du droit de rétractation pour cet e-book',
    ebookExpired: (at) =>
      `Le ${at}, vous avez expressément accepté que nous commencions la livraison de l’e-book avant la fin du délai de rétractation et reconnu que, par ce consentement, vous perdez votre droit de rétractation dès le début de la livraison (article 356, paragraphe 5, du Code civil allemand (BGB) ; article 16, point m), de la directive 2011/83/UE). Comme nous livrons l’e-book immédiatement, votre droit de rétractation prend fin à la livraison : vous ne pouvez donc pas vous rétracter de l’achat de cet e-book.`,
  },
  form: {
    heading: 'Modèle de formulaire de rétractation',
    intro:
      '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    to: (seller) => `À l’attention de ${seller}`,
    declaration:
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous',
    fields: [
      'Commandé le (*)/reçu le (*)',
      'Nom du (des) consommateur(s)',
      'Adresse du (des) consommateur(s)',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)',
      'Date',
    ],
    strike: '(*) Rayez la mention inutile.',
  },
  keep: 'Veuillez conserver cet e-mail et sa pièce jointe : il contient les données de votre contrat, les informations sur la rétractation et les conditions d’utilisation en vigueur lors de la conclusion du contrat.',
  closing: 'Cordialement,',
  signature: 'L’équipe Fastwell',
  termsFile: 'fastwell-conditions',
};
