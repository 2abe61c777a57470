import type { Language } from '../../contract/languages';

/**
 * The wording of the confirmation in one language. Dates arrive formatted; `null` means the end
 * of the paid period is not known, and the sentence says "at the end of the paid period".
 */
export interface CancellationMailTexts {
  subject: string;
  /** Fixed: the mail opens with our text, never with what a visitor typed. */
  greeting: string;
  intro: string;
  submitted: string;
  labels: {
    receivedAt: string;
    cancellationId: string;
    name: string;
    email: string;
    reference: string;
    kind: string;
    reason: string;
    endDate: string;
  };
  kinds: { ordinary: string; extraordinary: string };
  earliestEnd: string;
  contracts(count: number): string;
  contractLabels: { plan: string; id: string; provider: string; endsAt: string };
  endOfPaidPeriod: string;
  canceled(end: string | null): string;
  alreadyCanceled(end: string | null): string;
  /** A wished end in a later billing period: `end` is that period's end, `wished` the wish. */
  scheduled(end: string, wished: string): string;
  restoreIntro: string;
  restoreLink: string;
  restoreValid(until: string | null): string;
  paypalFinal(end: string | null): string;
  /** A PayPal contract held suspended until its end (it then is cancelled at PayPal for good). */
  paypalHeld(end: string): string;
  extraordinary: string;
  noContract(email: string): string;
  noContractHelp(cancellationId: string): string;
  /** The caption of what the visitor typed (name, reference, reason), and how it is shown. */
  youWrote: string;
  youWroteNote: string;
  keep: string;
  closing: string;
  signature: string;
}

const de: CancellationMailTexts = {
  subject: 'Kündigungsbestätigung',
  greeting: 'Guten Tag,',
  intro:
    'wir haben Ihre Kündigung erhalten. Mit dieser E-Mail bestätigen wir den Eingang Ihrer Kündigung und teilen Ihnen mit, wann Ihr Vertrag endet.',
  submitted: 'Ihre Angaben',
  labels: {
    receivedAt: 'Eingang Ihrer Kündigung',
    cancellationId: 'Vorgangsnummer',
    name: 'Name',
    email: 'E-Mail-Adresse',
    reference: 'Ihre Referenz',
    kind: 'Art der Kündigung',
    reason: 'Grund',
    endDate: 'Gewünschtes Vertragsende',
  },
  kinds: {
    ordinary: 'Ordentliche Kündigung',
    extraordinary: 'Außerordentliche Kündigung (aus wichtigem Grund)',
  },
  earliestEnd: 'Zum nächstmöglichen Zeitpunkt',
  contracts: (count) => (count === 1 ? 'Ihr Vertrag' : 'Ihre Verträge'),
  contractLabels: {
    plan: 'Vertrag',
    id: 'Abo-Nummer',
    provider: 'Bezahlt über',
    endsAt: 'Vertragsende',
  },
  endOfPaidPeriod: 'Zum Ende des bezahlten Zeitraums',
  canceled: (end) =>
    `Ihr Vertrag ist gekündigt und endet ${end ? `am ${end}` : 'zum Ende des bezahlten Zeitraums'}. Bis dahin können Sie Fastwell Premium weiter nutzen; danach verlängert sich der Vertrag nicht mehr.`,
  alreadyCanceled: (end) =>
    `Dieser Vertrag war bereits gekündigt und endet ${end ? `am ${end}` : 'zum Ende des bezahlten Zeitraums'}. Daran hat sich nichts geändert.`,
  scheduled: (end, wished) =>
    `Ihr Vertrag ist zu Ihrem Wunschtermin gekündigt. Ein Abo kann nur zum Ende eines bezahlten Abrechnungszeitraums enden; es endet daher am ${end}, zum Ende des Abrechnungszeitraums, in den der ${wished} fällt. Bis dahin verlängert es sich wie gewohnt und Sie nutzen Fastwell Premium weiter; danach verlängert es sich nicht mehr.`,
  restoreIntro:
    'Sie haben diese Kündigung nicht veranlasst? Dann können Sie Ihr Abo hier wiederherstellen:',
  restoreLink: 'Das war ich nicht – Abo wiederherstellen',
  restoreValid: (until) =>
    `Der Link kann einmal verwendet werden und ist gültig bis ${until ?? 'zum Vertragsende'}.`,
  paypalFinal: (end) =>
    `Kündigungen bei PayPal sind endgültig und lassen sich nicht rückgängig machen. Ihr Premium-Zugang bleibt bis ${end ? `zum ${end}` : 'zum Ende des bezahlten Zeitraums'} bestehen. Wenn Sie Fastwell danach weiter nutzen möchten, melden Sie sich mit dieser E-Mail-Adresse an und schließen Sie ein neues Abo ab.`,
  paypalHeld: (end) =>
    `Bei PayPal wird Ihr Abo bis dahin als pausiert angezeigt: Es wird nichts mehr abgebucht. Am ${end} beenden wir es bei PayPal endgültig.`,
  extraordinary:
    'Sie haben außerordentlich aus wichtigem Grund gekündigt. Wir prüfen den von Ihnen genannten Grund und melden uns bei Ihnen. Spätestens endet Ihr Vertrag zum oben genannten ordentlichen Vertragsende.',
  noContract: (email) =>
    `Unter der Adresse ${email} haben wir keinen aktiven Vertrag gefunden. Es wurde nichts abgebucht und nichts geändert.`,
  noContractHelp: (id) =>
    `Falls Sie Ihr Abo mit einer anderen E-Mail-Adresse abgeschlossen haben, antworten Sie bitte auf diese E-Mail oder wenden Sie sich an unseren Support. Nennen Sie uns dabei die Bestell- oder Abo-Nummer aus Ihrer Kaufbestätigung und diese Vorgangsnummer: ${id}.`,
  youWrote: 'Sie haben geschrieben:',
  youWroteNote:
    'So wie im Formular eingegeben, als reiner Text; Web-Adressen schreiben wir mit [.], damit sie keine Links werden.',
  keep: 'Bitte bewahren Sie diese E-Mail als Nachweis Ihrer Kündigung auf.',
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
};

const en: CancellationMailTexts = {
  subject: 'Confirmation of your cancellation',
  greeting: 'Hello,',
  intro:
    'we have received your cancellation. This e-mail confirms its receipt and tells you when your contract ends.',
  submitted: 'What you submitted',
  labels: {
    receivedAt: 'Cancellation received',
    cancellationId: 'Cancellation number',
    name: 'Name',
    email: 'E-mail address',
    reference: 'Your reference',
    kind: 'Type of cancellation',
    reason: 'Reason',
    endDate: 'Requested end date',
  },
  kinds: {
    ordinary: 'Ordinary cancellation',
    extraordinary: 'Extraordinary cancellation (for an important reason)',
  },
  earliestEnd: 'The earliest possible date',
  contracts: (count) => (count === 1 ? 'Your contract' : 'Your contracts'),
  contractLabels: {
    plan: 'Contract',
    id: 'Subscription ID',
    provider: 'Paid via',
    endsAt: 'Contract ends',
  },
  endOfPaidPeriod: 'At the end of the paid period',
  canceled: (end) =>
    `Your contract has been cancelled and ends ${end ? `on ${end}` : 'at the end of the paid period'}. Until then you keep Fastwell Premium; after that it will not renew.`,
  alreadyCanceled: (end) =>
    `This contract had already been cancelled and ends ${end ? `on ${end}` : 'at the end of the paid period'}. Nothing has changed.`,
  scheduled: (end, wished) =>
    `Your contract has been cancelled for the date you asked for. A subscription can only end when a paid billing period ends, so it ends on ${end}, at the end of the billing period that includes ${wished}. Until then it renews as usual and you keep Fastwell Premium; after that it will not renew.`,
  restoreIntro:
    'Did you not request this cancellation? Then you can restore your subscription here:',
  restoreLink: 'This was not me – restore my subscription',
  restoreValid: (until) =>
    `The link can be used once and is valid until ${until ?? 'your contract ends'}.`,
  paypalFinal: (end) =>
    `Cancellations at PayPal are final and cannot be undone. Your premium access remains until ${end ?? 'the end of the paid period'}. To keep using Fastwell after that, sign in with this e-mail address and choose a new subscription.`,
  paypalHeld: (end) =>
    `Until then PayPal shows your subscription as paused: nothing more will be charged. On ${end} we end it at PayPal for good.`,
  extraordinary:
    'You cancelled for an important reason (extraordinary cancellation). We will review the reason you gave and get back to you. At the latest, your contract ends on the ordinary end date stated above.',
  noContract: (email) =>
    `We found no active contract under the address ${email}. Nothing has been charged and nothing has been changed.`,
  noContractHelp: (id) =>
    `If you subscribed with another e-mail address, please reply to this e-mail or contact our support, and give us the order or subscription number from your purchase receipt together with this cancellation number: ${id}.`,
  youWrote: 'You wrote:',
  youWroteNote:
    'As typed in the form, shown as plain text; web addresses are written with [.] so that they do not become links.',
  keep: 'Please keep this e-mail as proof of your cancellation.',
  closing: 'Kind regards,',
  signature: 'The Fastwell team',
};

const es: CancellationMailTexts = {
  subject: 'Confirmación de su cancelación',
  greeting: 'Hola:',
  intro:
    'Hemos recibido su cancelación. Con este correo electrónico confirmamos su recepción y le indicamos cuándo finaliza su contrato.',
  submitted: 'Datos que nos ha enviado',
  labels: {
    receivedAt: 'Recepción de su cancelación',
    cancellationId: 'Número de cancelación',
    name: 'Nombre',
    email: 'Correo electrónico',
    reference: 'Su referencia',
    kind: 'Tipo de cancelación',
    reason: 'Motivo',
    endDate: 'Fecha de finalización deseada',
  },
  kinds: {
    ordinary: 'Cancelación ordinaria',
    extraordinary: 'Cancelación extraordinaria (por causa justificada)',
  },
  earliestEnd: 'En la fecha más próxima posible',
  contracts: (count) => (count === 1 ? 'Su contrato' : 'Sus contratos'),
  contractLabels: {
    plan: 'Contrato',
    id: 'ID de la suscripción',
    provider: 'Pagado con',
    endsAt: 'Fin del contrato',
  },
  endOfPaidPeriod: 'Al final del periodo pagado',
  canceled: (end) =>
    `Su contrato ha sido cancelado y finaliza ${end ? `el ${end}` : 'al final del periodo pagado'}. Hasta entonces puede seguir usando Fastwell Premium; después no se renovará.`,
  alreadyCanceled: (end) =>
    `Este contrato ya estaba cancelado y finaliza ${end ? `el ${end}` : 'al final del periodo pagado'}. No ha cambiado nada.`,
  scheduled: (end, wished) =>
    `Su contrato ha sido cancelado para la fecha que indicó. Una suscripción solo puede finalizar al terminar un periodo de facturación pagado, por lo que finaliza el ${end}, al final del periodo de facturación que incluye el ${wished}. Hasta entonces se renueva como de costumbre y puede seguir usando Fastwell Premium; después no se renovará.`,
  restoreIntro:
    '¿No ha solicitado usted esta cancelación? Entonces puede restablecer su suscripción aquí:',
  restoreLink: 'No he sido yo: restablecer la suscripción',
  restoreValid: (until) =>
    `El enlace puede usarse una sola vez y es válido hasta ${until ? `el ${until}` : 'el fin del contrato'}.`,
  paypalFinal: (end) =>
    `Las cancelaciones en PayPal son definitivas y no se pueden deshacer. Su acceso premium se mantiene hasta ${end ? `el ${end}` : 'el final del periodo pagado'}. Si desea seguir usando Fastwell después, inicie sesión con esta dirección de correo electrónico y contrate una nueva suscripción.`,
  paypalHeld: (end) =>
    `Hasta entonces, PayPal muestra su suscripción como pausada: no se cobrará nada más. El ${end} la finalizaremos definitivamente en PayPal.`,
  extraordinary:
    'Ha cancelado de forma extraordinaria por causa justificada. Revisaremos el motivo indicado y nos pondremos en contacto con usted. Como muy tarde, su contrato finaliza en la fecha ordinaria de finalización indicada arriba.',
  noContract: (email) =>
    `No hemos encontrado ningún contrato activo con la dirección ${email}. No se ha cobrado ni modificado nada.`,
  noContractHelp: (id) =>
    `Si contrató su suscripción con otra dirección de correo electrónico, responda a este correo o póngase en contacto con nuestro servicio de atención al cliente e indíquenos el número de pedido o de suscripción de su recibo de compra junto con este número de cancelación: ${id}.`,
  youWrote: 'Usted escribió:',
  youWroteNote:
    'Tal como se escribió en el formulario, como texto sin formato; las direcciones web se escriben con [.] para que no se conviertan en enlaces.',
  keep: 'Conserve este correo electrónico como comprobante de su cancelación.',
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
};

const fr: CancellationMailTexts = {
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

const it: CancellationMailTexts = {
  subject: 'Conferma della disdetta',
  greeting: 'Gentile cliente,',
  intro:
    'abbiamo ricevuto la Sua disdetta. Con questa e-mail ne confermiamo la ricezione e Le indichiamo quando termina il Suo contratto.',
  submitted: 'I dati che ci ha inviato',
  labels: {
    receivedAt: 'Ricezione della disdetta',
    cancellationId: 'Numero della disdetta',
    name: 'Nome',
    email: 'Indirizzo e-mail',
    reference: 'Suo riferimento',
    kind: 'Tipo di disdetta',
    reason: 'Motivo',
    endDate: 'Data di fine desiderata',
  },
  kinds: {
    ordinary: 'Disdetta ordinaria',
    extraordinary: 'Disdetta straordinaria (per giusta causa)',
  },
  earliestEnd: 'Alla prima data possibile',
  contracts: (count) => (count === 1 ? 'Il Suo contratto' : 'I Suoi contratti'),
  contractLabels: {
    plan: 'Contratto',
    id: 'ID dell’abbonamento',
    provider: 'Pagato con',
    endsAt: 'Fine del contratto',
  },
  endOfPaidPeriod: 'Alla fine del periodo pagato',
  canceled: (end) =>
    `Il Suo contratto è stato disdetto e termina ${end ? `il ${end}` : 'alla fine del periodo pagato'}. Fino ad allora può continuare a usare Fastwell Premium; in seguito non verrà più rinnovato.`,
  alreadyCanceled: (end) =>
    `Questo contratto era già stato disdetto e termina ${end ? `il ${end}` : 'alla fine del periodo pagato'}. Non è cambiato nulla.`,
  scheduled: (end, wished) =>
    `Il Suo contratto è stato disdetto per la data da Lei indicata. Un abbonamento può terminare solo alla fine di un periodo di fatturazione pagato: termina quindi il ${end}, alla fine del periodo di fatturazione che comprende il ${wished}. Fino ad allora si rinnova come di consueto e può continuare a usare Fastwell Premium; in seguito non verrà più rinnovato.`,
  restoreIntro:
    'Non ha richiesto Lei questa disdetta? Allora può ripristinare il Suo abbonamento qui:',
  restoreLink: 'Non ero io – ripristina l’abbonamento',
  restoreValid: (until) =>
    `Il link può essere usato una sola volta ed è valido ${until ? `fino al ${until}` : 'fino alla fine del contratto'}.`,
  paypalFinal: (end) =>
    `Le disdette effettuate tramite PayPal sono definitive e non possono essere annullate. Il Suo accesso premium resta attivo ${end ? `fino al ${end}` : 'fino alla fine del periodo pagato'}. Se desidera continuare a usare Fastwell in seguito, acceda con questo indirizzo e-mail e sottoscriva un nuovo abbonamento.`,
  paypalHeld: (end) =>
    `Fino ad allora PayPal mostra il Suo abbonamento come sospeso: non verrà addebitato più nulla. Il ${end} lo chiuderemo definitivamente su PayPal.`,
  extraordinary:
    'Ha disdetto per giusta causa (disdetta straordinaria). Esamineremo il motivo indicato e La ricontatteremo. Al più tardi, il Suo contratto termina alla data di fine ordinaria indicata sopra.',
  noContract: (email) =>
    `Non abbiamo trovato alcun contratto attivo associato all’indirizzo ${email}. Non è stato addebitato né modificato nulla.`,
  noContractHelp: (id) =>
    `Se ha sottoscritto l’abbonamento con un altro indirizzo e-mail, risponda a questa e-mail o contatti il nostro supporto indicando il numero d’ordine o di abbonamento riportato sulla ricevuta d’acquisto insieme a questo numero di disdetta: ${id}.`,
  youWrote: 'Lei ha scritto:',
  youWroteNote:
    'Così come inserito nel modulo, come testo semplice; gli indirizzi web sono scritti con [.] affinché non diventino link.',
  keep: 'La preghiamo di conservare questa e-mail come prova della Sua disdetta.',
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',
};

const pt: CancellationMailTexts = {
  subject: 'Confirmação do cancelamento',
  greeting: 'Olá,',
  intro:
    'Recebemos o seu pedido de cancelamento. Com este e-mail confirmamos a sua receção e indicamos quando termina o seu contrato.',
  submitted: 'Os dados que nos enviou',
  labels: {
    receivedAt: 'Receção do cancelamento',
    cancellationId: 'Número do cancelamento',
    name: 'Nome',
    email: 'Endereço de e-mail',
    reference: 'A sua referência',
    kind: 'Tipo de cancelamento',
    reason: 'Motivo',
    endDate: 'Data de fim pretendida',
  },
  kinds: {
    ordinary: 'Cancelamento ordinário',
    extraordinary: 'Cancelamento extraordinário (por justa causa)',
  },
  earliestEnd: 'Na data mais próxima possível',
  contracts: (count) => (count === 1 ? 'O seu contrato' : 'Os seus contratos'),
  contractLabels: {
    plan: 'Contrato',
    id: 'ID da subscrição',
    provider: 'Pago através de',
    endsAt: 'Fim do contrato',
  },
  endOfPaidPeriod: 'No fim do período pago',
  canceled: (end) =>
    `O seu contrato foi cancelado e termina ${end ? `a ${end}` : 'no fim do período pago'}. Até lá, pode continuar a usar o Fastwell Premium; depois disso, não será renovado.`,
  alreadyCanceled: (end) =>
    `Este contrato já estava cancelado e termina ${end ? `a ${end}` : 'no fim do período pago'}. Nada foi alterado.`,
  scheduled: (end, wished) =>
    `O seu contrato foi cancelado para a data que indicou. Uma subscrição só pode terminar no fim de um período de faturação pago, por isso termina a ${end}, no fim do período de faturação que inclui o dia ${wished}. Até lá, renova-se como habitualmente e pode continuar a usar o Fastwell Premium; depois disso, não será renovada.`,
  restoreIntro: 'Não pediu este cancelamento? Então pode restaurar a sua subscrição aqui:',
  restoreLink: 'Não fui eu – restaurar a subscrição',
  restoreValid: (until) =>
    `A ligação pode ser usada uma única vez e é válida ${until ? `até ${until}` : 'até ao fim do contrato'}.`,
  paypalFinal: (end) =>
    `Os cancelamentos no PayPal são definitivos e não podem ser anulados. O seu acesso premium mantém-se ${end ? `até ${end}` : 'até ao fim do período pago'}. Se quiser continuar a usar o Fastwell depois disso, inicie sessão com este endereço de e-mail e subscreva um novo plano.`,
  paypalHeld: (end) =>
    `Até lá, o PayPal mostra a sua subscrição como pausada: não será cobrado mais nada. A ${end}, terminá-la-emos definitivamente no PayPal.`,
  extraordinary:
    'Cancelou por justa causa (cancelamento extraordinário). Vamos analisar o motivo indicado e entraremos em contacto consigo. O mais tardar, o seu contrato termina na data de fim ordinária indicada acima.',
  noContract: (email) =>
    `Não encontrámos nenhum contrato ativo associado ao endereço ${email}. Nada foi cobrado nem alterado.`,
  noContractHelp: (id) =>
    `Se subscreveu com outro endereço de e-mail, responda a este e-mail ou contacte o nosso apoio ao cliente, indicando o número da encomenda ou da subscrição do seu recibo de compra e este número de cancelamento: ${id}.`,
  youWrote: 'Escreveu:',
  youWroteNote:
    'Tal como escrito no formulário, em texto simples; os endereços web são escritos com [.] para não se tornarem ligações.',
  keep: 'Guarde este e-mail como comprovativo do seu cancelamento.',
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
};

export const CANCELLATION_MAIL_TEXTS: Record<Language, CancellationMailTexts> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
