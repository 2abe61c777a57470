import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

export const es: TrialReminderMailTexts = {
  subject: (date) => `Su periodo de prueba de Fastwell finaliza el ${date}`,
  greeting: 'Hola:',
  intro: (date) => `Su periodo de prueba de Fastwell Premium finaliza el ${date}.`,
  charge: (date, price) =>
    `A partir de entonces, su suscripción continuará al precio de ${price}; el primer pago se cobrará el ${date}.`,
  keep: 'Si desea conservar Premium, no tiene que hacer nada.',
  cancel: (date) =>
    `Si no desea continuar, cancele la suscripción antes del ${date} y no se le cobrará nada. Puede hacerlo sin iniciar sesión:`,
  cancelLink: 'Cancelar aquí',
  labels: {
    product: 'Suscripción',
    trialEndsAt: 'Fin del periodo de prueba',
    price: 'Precio a partir de entonces',
    paidVia: 'Pagado con',
  },
  paymentMethods: { stripe: 'Tarjeta, Apple Pay o Google Pay', paypal: 'PayPal' },
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
};
