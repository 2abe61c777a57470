import type { CancellationMailTexts } from './cancellation-mail.texts';

export const it: CancellationMailTexts = {
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
