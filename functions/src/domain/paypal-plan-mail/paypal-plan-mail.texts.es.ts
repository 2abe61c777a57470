import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

export const es: PayPalPlanMailTexts = {
  greeting: 'Hola:',
  labels: { keptPlan: 'Su plan', firstCharge: 'Próximo pago' },
  request: {
    subject: 'Conserve su plan de Fastwell: confírmelo en PayPal',
    intro:
      'Su desistimiento de la mejora de su suscripción se ha hecho efectivo: no se le cobrará el plan más largo. Su plan anterior puede continuar, pero PayPal solo permite volver a él con su consentimiento.',
  },
  reminder: {
    subject: (date) =>
      `Recordatorio: confirme su plan de Fastwell en PayPal a más tardar el ${date}`,
    intro: (date) =>
      `Todavía no hemos recibido su consentimiento en PayPal para que su plan anterior continúe. Sin él, su suscripción finalizará el ${date}.`,
  },
  consent: (date, price) =>
    `Dé su consentimiento con un clic en PayPal; a partir del ${date}, PayPal le cobrará ${price}.`,
  withoutConsent: (date) =>
    `Si no da su consentimiento a más tardar el ${date}, no se le cobrará nada más y su suscripción finalizará ese mismo día.`,
  consentLink: 'Confirmar en PayPal',
  ended: {
    subject: 'Su suscripción de Fastwell ha finalizado',
    intro: (date) =>
      `Como no recibimos su consentimiento en PayPal para que su plan anterior continuara, su suscripción finalizó el ${date}. No se le cobrará nada más.`,
    again: 'Puede volver a suscribirse en cualquier momento:',
    againLink: 'Volver a suscribirse',
  },
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
};
