import type { RenewalMailTexts } from './renewal-mail.texts';

/** "il 4 dicembre", but "l’8 dicembre", "l’11 dicembre": the article elides before a vowel. */
const il = (date: string): string => (/^(8|11)\b/.test(date) ? `l’${date}` : `il ${date}`);
const al = (date: string): string => (/^(8|11)\b/.test(date) ? `all’${date}` : `al ${date}`);

export const it: RenewalMailTexts = {
  greeting: 'Buongiorno,',
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',
  labels: {
    product: 'Abbonamento',
    amount: 'Importo dovuto',
    failedAt: 'Pagamento non riuscito il',
    premiumUntil: 'Premium resta attivo fino al',
    nextAttempt: 'Prossimo tentativo',
  },
  reasons: {
    expired: 'La Sua carta è scaduta.',
    lost: 'La Sua banca ha rifiutato la carta: non può più essere utilizzata per i pagamenti.',
    insufficient: 'La Sua banca ha rifiutato il pagamento per fondi insufficienti.',
    other: 'La Sua banca ha rifiutato il pagamento.',
  },
  premiumContinues: (date) =>
    `Il Suo accesso Premium resta attivo fino ${al(date)}. Se il pagamento viene effettuato entro tale data, per Lei non cambia nulla.`,
  premiumPaused:
    'Il Suo accesso Premium è sospeso fino all’avvenuto pagamento; non appena il pagamento sarà effettuato, tornerà subito disponibile.',
  linkNote:
    'Il pulsante funziona senza bisogno di accedere fino all’avvenuto pagamento o alla fine dell’abbonamento. I dati della Sua carta vengono trasmessi direttamente al nostro fornitore di servizi di pagamento, Stripe.',
  failed: {
    subject: 'Il Suo pagamento a Fastwell non è andato a buon fine',
    intro: (amount) =>
      `non siamo riusciti ad addebitare il rinnovo del Suo abbonamento Fastwell (${amount}).`,
    retry: (date) => `Riproveremo ${il(date)}.`,
    action:
      'Per evitare un’interruzione, aggiorni ora la Sua carta; addebiteremo quindi subito l’importo.',
    button: 'Aggiorna la carta',
  },
  failedHard: {
    subject: 'La preghiamo di inserire una nuova carta per Fastwell',
    intro: (amount) =>
      `non siamo riusciti ad addebitare il rinnovo del Suo abbonamento Fastwell (${amount}) e su questa carta non è più possibile effettuare addebiti.`,
    action:
      'La preghiamo di inserire una nuova carta affinché il Suo abbonamento prosegua; addebiteremo quindi subito l’importo.',
    button: 'Inserisci una nuova carta',
  },
  authentication: {
    subject: 'La preghiamo di confermare il Suo pagamento a Fastwell',
    intro: (amount) =>
      `la Sua banca Le chiede di confermare il rinnovo del Suo abbonamento Fastwell (${amount}) prima che il pagamento possa essere effettuato.`,
    action:
      'Confermi il pagamento presso la Sua banca (ad esempio nell’app della banca); basta un minuto.',
    button: 'Conferma il pagamento',
  },
  lastRetry: {
    subject: 'Ultimo tentativo: il Suo pagamento a Fastwell',
    intro: (date) =>
      `non siamo ancora riusciti ad addebitare il rinnovo del Suo abbonamento Fastwell. Effettueremo l’ultimo tentativo ${il(date)}; se non andrà a buon fine, il Suo abbonamento terminerà.`,
    action:
      'Aggiorni ora la Sua carta affinché il Suo abbonamento prosegua; addebiteremo quindi subito l’importo.',
    button: 'Aggiorna la carta',
  },
  paypalFailed: {
    subject: 'Il Suo pagamento PayPal a Fastwell non è andato a buon fine',
    intro: (amount) =>
      `PayPal non è riuscito ad addebitare il rinnovo del Suo abbonamento Fastwell (${amount}).`,
    retry: (date) => `PayPal riproverà ${il(date)}.`,
    action:
      'La preghiamo di verificare il metodo di pagamento di questo abbonamento nel Suo conto PayPal (ad esempio una carta scaduta o un saldo insufficiente); PayPal addebiterà poi il pagamento.',
    button: 'Apri PayPal',
  },
  ended: {
    subject: 'Il Suo abbonamento Fastwell è terminato',
    intro: (amount) =>
      `abbiamo tentato più volte di addebitare il rinnovo del Suo abbonamento Fastwell (${amount}), purtroppo senza successo. Il Suo abbonamento è quindi terminato; non Le verrà addebitato più nulla.`,
    premiumEnded: 'Il Suo accesso Premium è terminato.',
    restart: 'Può abbonarsi di nuovo in qualsiasi momento, con qualsiasi carta o con PayPal:',
    button: 'Abbonati di nuovo',
  },
};
