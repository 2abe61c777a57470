import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

/** "il 4 dicembre", but "l’8 dicembre", "l’11 dicembre": the article elides before a vowel. */
const il = (date: string): string => (/^(8|11)\b/.test(date) ? `l’${date}` : `il ${date}`);
const del = (date: string): string => (/^(8|11)\b/.test(date) ? `dell’${date}` : `del ${date}`);

export const it: TrialReminderMailTexts = {
  subject: (date) => `Il Suo periodo di prova Fastwell termina ${il(date)}`,
  greeting: 'Gentile cliente,',
  intro: (date) => `il Suo periodo di prova di Fastwell Premium termina ${il(date)}.`,
  charge: (date, price) =>
    `Da quel momento il Suo abbonamento prosegue al prezzo di ${price}; il primo pagamento verrà addebitato ${il(date)}.`,
  keep: 'Se desidera mantenere Premium, non deve fare nulla.',
  cancel: (date) =>
    `Se non desidera proseguire, disdica l’abbonamento prima ${del(date)}: non Le verrà addebitato nulla. Può farlo senza bisogno di accedere:`,
  cancelLink: 'Disdici qui',
  labels: {
    product: 'Abbonamento',
    trialEndsAt: 'Fine del periodo di prova',
    price: 'Prezzo in seguito',
    paidVia: 'Pagato con',
  },
  paymentMethods: { stripe: 'Carta, Apple Pay o Google Pay', paypal: 'PayPal' },
  closing: 'Cordiali saluti,',
  signature: 'Il team di Fastwell',
};
