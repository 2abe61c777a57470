import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

/** "il 29 novembre", but "l’8 dicembre", "l’11 dicembre": the article elides before a vowel. */
const il = (date: string): string => (/^(8|11)\b/.test(date) ? `l’${date}` : `il ${date}`);
const del = (date: string): string => (/^(8|11)\b/.test(date) ? `dell’${date}` : `del ${date}`);

export const it: WithdrawalMailTexts = {
  greeting: 'Gentile cliente,',
  labels: {
    receivedAt: 'Ricevimento del recesso',
    withdrawalId: 'Numero del recesso',
    email: 'Indirizzo e-mail',
    carriedOutAt: 'Eseguito il',
    name: 'Nome',
    reference: 'Suo riferimento',
  },
  contracts: (count) => (count === 1 ? 'Il Suo contratto' : 'I Suoi contratti'),
  contractLabels: {
    product: 'Contratto',
    reference: 'Numero d’ordine o di abbonamento',
    provider: 'Pagato con',
    concludedAt: 'Concluso il',
    periodEndsAt: 'Fine del periodo di recesso',
    refunded: 'Rimborsato',
  },
  paymentMethods: { stripe: 'carta, Apple Pay o Google Pay', paypal: 'PayPal' },
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',

  received: {
    subject: 'Conferma di ricevimento del Suo recesso',
    intro:
      'abbiamo ricevuto il Suo recesso. Con questa e-mail ne confermiamo il ricevimento e Le indichiamo quali contratti abbiamo trovato con il Suo indirizzo e-mail e che cosa succede ora.',
    withdrawal: 'Il Suo recesso',
    withdrawn: (w) =>
      `Ha esercitato il recesso da questo contratto entro il termine. Il contratto termina ${il(w.carriedOutAt)}; fino ad allora mantiene l’accesso. Poi Le rimborseremo ${w.amount} sul mezzo di pagamento che ha usato (${w.method}), al più tardi entro ${il(w.refundBy)} (${w.days} giorni dal ricevimento del recesso). Non verrà addebitato più nulla.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `Ha esercitato il recesso da questo contratto entro il termine. Il contratto termina ${il(carriedOutAt)}; fino ad allora mantiene l’accesso. Non ha pagato nulla per questo contratto, quindi non c’è nulla da rimborsare. Non verrà addebitato nulla.`,
    periodEnded: (end) =>
      `Il periodo di recesso di questo contratto è scaduto ${il(end)}. Non è più possibile recedere e il contratto prosegue. Può comunque disdirlo in qualsiasi momento con effetto alla fine del periodo pagato.`,
    purchaseStands: (end) =>
      `Il periodo di recesso di questo acquisto è scaduto ${il(end)}. Non è più possibile recedere e l’acquisto resta valido.`,
    cancelIntro: 'Può disdire qui un contratto il cui periodo di recesso è scaduto:',
    cancelLink: 'Disdici i contratti qui',
    waived:
      'Al momento dell’acquisto di questo e-book ha espressamente acconsentito alla fornitura immediata e ha preso atto di perdere così il diritto di recesso. Per l’e-book non è quindi possibile recedere; l’acquisto resta valido.',
    noContract: (email, days) =>
      `Con l’indirizzo ${email} non abbiamo trovato alcun contratto concluso negli ultimi ${days} giorni. Non è stato modificato nulla.`,
    noContractHelp: (id) =>
      `Ha concluso il contratto con un altro indirizzo e-mail? In tal caso risponda a questa e-mail indicandoci il numero d’ordine o di abbonamento riportato nella conferma del contratto e questo numero del recesso: ${id}. Ai fini del termine vale il ricevimento del recesso confermato sopra.`,
    stopIntro: (carriedOutAt) =>
      `Non ha inviato Lei questo recesso? Allora lo fermi qui prima ${del(carriedOutAt)}; i Suoi contratti proseguiranno senza modifiche:`,
    stopLink: 'Non ero io – ferma il recesso',
    youWrote: 'Lei ha scritto:',
    youWroteNote:
      'Così come inserito nel modulo, come testo semplice; gli indirizzi web sono scritti con [.] affinché non diventino link.',
    keep: 'La preghiamo di conservare questa e-mail come prova del Suo recesso.',
  },

  carriedOut: {
    subject: 'Il Suo recesso è stato eseguito',
    intro:
      'abbiamo eseguito il Suo recesso. I contratti indicati di seguito sono terminati e Le abbiamo rimborsato quanto aveva pagato.',
    withdrawal: 'Il Suo recesso',
    refunded: (amount, method) =>
      `Questo contratto è terminato. Le abbiamo rimborsato ${amount} sul mezzo di pagamento che ha usato (${method}). Non verrà addebitato più nulla.`,
    nothingPaid:
      'Questo contratto è terminato. Non aveva pagato nulla, quindi non c’era nulla da rimborsare. Non verrà addebitato nulla.',
    refundTiming:
      'A seconda della banca o del fornitore di pagamento, possono essere necessari alcuni giorni prima che il rimborso compaia sul Suo conto.',
    keep: 'La preghiamo di conservare questa e-mail come prova.',
  },
};
