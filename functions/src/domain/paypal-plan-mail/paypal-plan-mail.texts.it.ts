import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

/** "il 4 dicembre", but "l’8 dicembre", "l’11 dicembre": the article elides before a vowel. */
const elides = (date: string): boolean => /^(8|11)\b/.test(date);
const il = (date: string): string => (elides(date) ? `l’${date}` : `il ${date}`);
const dal = (date: string): string => (elides(date) ? `dall’${date}` : `dal ${date}`);

export const it: PayPalPlanMailTexts = {
  greeting: 'Gentile cliente,',
  labels: { keptPlan: 'Il Suo piano', firstCharge: 'Prossimo pagamento' },
  request: {
    subject: 'Mantenga il Suo piano Fastwell: confermi su PayPal',
    intro:
      'il Suo recesso dall’upgrade è stato eseguito: il piano più lungo non Le verrà addebitato. Il Suo piano precedente può proseguire, ma PayPal ripristina un abbonamento solo con il Suo consenso.',
  },
  reminder: {
    subject: (date) => `Promemoria: confermi il Suo piano Fastwell su PayPal entro ${il(date)}`,
    intro: (date) =>
      `non abbiamo ancora ricevuto su PayPal il Suo consenso alla prosecuzione del Suo piano precedente. Senza il Suo consenso, l’abbonamento termina ${il(date)}.`,
  },
  consent: (date, price) =>
    `Dia il Suo consenso con un clic su PayPal; a partire ${dal(date)}, PayPal addebiterà ${price}.`,
  withoutConsent: (date) =>
    `Se non dà il Suo consenso entro ${il(date)}, non verrà addebitato più nulla e il Suo abbonamento terminerà in quella data.`,
  consentLink: 'Conferma su PayPal',
  ended: {
    subject: 'Il Suo abbonamento Fastwell è terminato',
    intro: (date) =>
      `poiché non abbiamo ricevuto su PayPal il Suo consenso alla prosecuzione del Suo piano precedente, il Suo abbonamento è terminato ${il(date)}. Non verrà addebitato più nulla.`,
    again: 'Può abbonarsi di nuovo in qualsiasi momento:',
    againLink: 'Abbonati di nuovo',
  },
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',
};
