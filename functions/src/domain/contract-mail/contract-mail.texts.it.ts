import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'giorno',
  week: 'settimana',
  month: 'mese',
  year: 'anno',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'giorni',
  week: 'settimane',
  month: 'mesi',
  year: 'anni',
};
/** "29,99 € al mese", "a settimana". */
const PER: Record<RenewalInterval, string> = {
  day: 'al giorno',
  week: 'a settimana',
  month: 'al mese',
  year: 'all’anno',
};

export const it: ContractMailTexts = {
  subject: 'Conferma del Suo contratto – Fastwell',
  greeting: 'Gentile cliente,',
  intro:
    'grazie per il Suo acquisto. Con questa e-mail Le confermiamo il contratto che ha concluso con Fastwell GmbH.',
  contract: 'Il Suo contratto',
  labels: {
    seller: 'Fornitore',
    reference: 'Riferimento del contratto',
    concludedAt: 'Conclusione del contratto',
    email: 'Il Suo indirizzo e-mail',
    kind: 'Tipo di contratto',
    product: 'Acquisto',
    paidVia: 'Pagato con',
    chargedToday: 'Addebitato oggi',
    renewalPrice: 'Prezzo di rinnovo',
    firstRenewal: 'Primo rinnovo',
    trialEndsAt: 'Fine del periodo di prova',
    term: 'Durata e rinnovo',
    ebookWaiver: 'Diritto di recesso',
    terms: 'Condizioni d’uso',
    instructions: 'Informazioni sul diritto di recesso',
  },
  kinds: {
    subscription: 'Abbonamento',
    upsell: 'Cambio di piano (upgrade del Suo abbonamento)',
    ebook: 'E-book (contenuto digitale)',
  },
  paidVia: { stripe: 'Carta / portafoglio digitale (Stripe)', paypal: 'PayPal' },
  colon: ': ',
  seller: { country: 'Germania', email: 'e-mail', register: 'Registro delle imprese' },
  // Counts are whole and at least 1: Italian says "1 mese", "2 mesi".
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1 ? `${price} ${PER[interval]}` : `${price} ogni ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `Dopo il periodo di prova, l’abbonamento si rinnova automaticamente per periodi di ${duration} al prezzo indicato sopra, finché Lei non lo disdice. Se disdice prima della fine del periodo di prova, il prezzo di rinnovo non viene addebitato. In seguito può disdire in qualsiasi momento con effetto dalla fine del periodo pagato.`
      : `${duration}. L’abbonamento si rinnova automaticamente per la stessa durata al prezzo indicato sopra, finché Lei non lo disdice. Può disdire in qualsiasi momento con effetto dalla fine del periodo pagato.`,
  ebookWaiver: (at) =>
    `Il ${at} Lei ha accettato espressamente la consegna immediata; il Suo diritto di recesso si estingue quindi con la consegna, che inizia immediatamente (vedi le informazioni sul diritto di recesso).`,
  termsVersion: (version) => `Versione ${version} (allegata a questa e-mail come file di testo)`,
  instructionsVersion: (version) =>
    `Versione ${version} (più sotto in questa e-mail, con il modulo di recesso tipo)`,
  linksIntro: (cancel) =>
    cancel
      ? 'Può disdire il Suo abbonamento online in qualsiasi momento. Entro il periodo di recesso può anche recedere dal contratto online. Non è necessario accedere.'
      : 'Può comunicare il recesso online. Non è necessario accedere.',
  cancelLink: 'Disdici i contratti qui',
  withdrawLink: 'Recedere dal contratto qui',
  instructions: {
    heading: 'Informazioni sull’esercizio del diritto di recesso',
    rightTitle: 'Diritto di recesso',
    right: (days) =>
      `Ha il diritto di recedere dal presente contratto, senza indicarne le ragioni, entro ${days} giorni. Il periodo di recesso scade dopo ${days} giorni dal giorno della conclusione del contratto.`,
    how: (seller) =>
      `Per esercitare il diritto di recesso, Lei è tenuto a informarci (${seller}) della Sua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o posta elettronica). A tal fine può utilizzare il modulo di recesso tipo riportato più sotto, ma non è obbligatorio.`,
    online: (url) =>
      `Può anche recedere tramite la funzione di recesso del nostro sito web: ${url}. Nel caso scelga detta opzione, Le trasmetteremo senza indugio una conferma di ricevimento del recesso per posta elettronica.`,
    deadline:
      'Per rispettare il termine di recesso, è sufficiente che Lei invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.',
    effectsTitle: 'Effetti del recesso',
    refund: (days) =>
      `Se Lei recede dal presente contratto, Le saranno rimborsati tutti i pagamenti che ha effettuato a nostro favore, senza indebito ritardo e comunque entro ${days} giorni dal giorno in cui siamo informati della Sua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da Lei usato per la transazione iniziale, salvo che Lei non abbia espressamente convenuto altrimenti; in ogni caso, non dovrà sostenere alcun costo quale conseguenza di tale rimborso.`,
    nothingForTimeUsed:
      'Anche se ha già utilizzato Fastwell prima del recesso, non Le addebiteremo nulla per quel periodo.',
    ebookExpiredTitle: 'Estinzione del diritto di recesso per questo e-book',
    ebookExpired: (at) =>
      `Il ${at} Lei ha accettato espressamente che iniziassimo la consegna dell’e-book prima della scadenza del periodo di recesso e ha riconosciuto che, con tale consenso, perde il diritto di recesso non appena la consegna inizia (articolo 356, paragrafo 5, del Codice civile tedesco (BGB); articolo 16, lettera m), della direttiva 2011/83/UE). Poiché consegniamo l’e-book immediatamente, il Suo diritto di recesso si estingue con la consegna: non può quindi recedere dall’acquisto di questo e-book.`,
  },
  form: {
    heading: 'Modulo di recesso tipo',
    intro:
      '(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto.)',
    to: (seller) => `Destinatario: ${seller}`,
    declaration:
      'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione dei seguenti servizi (*)',
    fields: [
      'Ordinato il (*)/ricevuto il (*)',
      'Nome del/dei consumatore(i)',
      'Indirizzo del/dei consumatore(i)',
      'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
      'Data',
    ],
    strike: '(*) Cancellare la dicitura inutile.',
  },
  keep: 'La preghiamo di conservare questa e-mail e il suo allegato: contiene i dati del Suo contratto, le informazioni sul diritto di recesso e le condizioni d’uso in vigore al momento della conclusione del contratto.',
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',
  termsFile: 'fastwell-condizioni',
};
