import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

export const pt: TrialReminderMailTexts = {
  subject: (date) => `O seu período experimental do Fastwell termina a ${date}`,
  greeting: 'Olá,',
  intro: (date) => `o seu período experimental do Fastwell Premium termina a ${date}.`,
  charge: (date, price) =>
    `A partir dessa data, a sua subscrição continua ao preço de ${price}; o primeiro pagamento será cobrado a ${date}.`,
  keep: 'Se pretende manter o Premium, não precisa de fazer nada.',
  cancel: (date) =>
    `Se não pretende continuar, cancele a subscrição antes de ${date} e não será cobrado nada. Pode fazê-lo sem iniciar sessão:`,
  cancelLink: 'Cancelar aqui',
  labels: {
    product: 'Subscrição',
    trialEndsAt: 'Fim do período experimental',
    price: 'Preço a partir de então',
    paidVia: 'Pago através de',
  },
  paymentMethods: { stripe: 'Cartão, Apple Pay ou Google Pay', paypal: 'PayPal' },
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
};
