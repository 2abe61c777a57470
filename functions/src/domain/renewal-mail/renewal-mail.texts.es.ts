import type { RenewalMailTexts } from './renewal-mail.texts';

export const es: RenewalMailTexts = {
  greeting: 'Hola:',
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
  labels: {
    product: 'Suscripción',
    amount: 'Importe pendiente',
    failedAt: 'Pago fallido el',
    premiumUntil: 'Premium sigue activo hasta el',
    nextAttempt: 'Próximo intento',
  },
  reasons: {
    expired: 'Su tarjeta ha caducado.',
    lost: 'Su banco ha rechazado la tarjeta: ya no se puede utilizar para realizar pagos.',
    insufficient: 'Su banco ha rechazado el pago por saldo insuficiente.',
    other: 'Su banco ha rechazado el pago.',
  },
  premiumContinues: (date) =>
    `Su acceso Premium sigue activo hasta el ${date}. Si para entonces se ha realizado el pago, no cambiará nada para usted.`,
  premiumPaused:
    'Su acceso Premium queda en pausa hasta que se realice el pago; en cuanto se realice, volverá a estar disponible de inmediato.',
  linkNote:
    'El botón funciona sin iniciar sesión hasta que se realice el pago o finalice la suscripción. Los datos de su tarjeta se envían directamente a nuestro proveedor de pagos, Stripe.',
  failed: {
    subject: 'No se ha podido realizar su pago a Fastwell',
    intro: (amount) =>
      `No hemos podido cobrar la renovación de su suscripción a Fastwell (${amount}).`,
    retry: (date) => `Volveremos a intentarlo el ${date}.`,
    action:
      'Para que su suscripción no se interrumpa, actualice ahora su tarjeta; a continuación cobraremos el importe de inmediato.',
    button: 'Actualizar tarjeta',
  },
  failedHard: {
    subject: 'Por favor, añada una nueva tarjeta para Fastwell',
    intro: (amount) =>
      `No hemos podido cobrar la renovación de su suscripción a Fastwell (${amount}) y ya no es posible realizar cargos en esta tarjeta.`,
    action:
      'Por favor, añada una nueva tarjeta para que su suscripción continúe; a continuación cobraremos el importe de inmediato.',
    button: 'Añadir nueva tarjeta',
  },
  authentication: {
    subject: 'Por favor, confirme su pago a Fastwell',
    intro: (amount) =>
      `Su banco le solicita que confirme la renovación de su suscripción a Fastwell (${amount}) antes de que pueda efectuarse el pago.`,
    action:
      'Confirme el pago con su banco (por ejemplo, en la aplicación de su banco); solo le llevará un minuto.',
    button: 'Confirmar pago',
  },
  lastRetry: {
    subject: 'Último intento: su pago a Fastwell',
    intro: (date) =>
      `Seguimos sin poder cobrar la renovación de su suscripción a Fastwell. El ${date} realizaremos el último intento; si no tiene éxito, su suscripción finalizará.`,
    action:
      'Actualice ahora su tarjeta para que su suscripción continúe; a continuación cobraremos el importe de inmediato.',
    button: 'Actualizar tarjeta',
  },
  paypalFailed: {
    subject: 'No se ha podido realizar su pago con PayPal a Fastwell',
    intro: (amount) =>
      `PayPal no ha podido cobrar la renovación de su suscripción a Fastwell (${amount}).`,
    retry: (date) => `PayPal lo intentará de nuevo el ${date}.`,
    action:
      'Revise la forma de pago de esta suscripción en su cuenta de PayPal (por ejemplo, una tarjeta caducada o saldo insuficiente); después PayPal cobrará el pago.',
    button: 'Abrir PayPal',
  },
  ended: {
    subject: 'Su suscripción a Fastwell ha finalizado',
    intro: (amount) =>
      `Hemos intentado varias veces cobrar la renovación de su suscripción a Fastwell (${amount}), lamentablemente sin éxito. Por ello, su suscripción ha finalizado; no se le cobrará nada más.`,
    premiumEnded: 'Su acceso Premium ha finalizado.',
    restart: 'Puede volver a suscribirse en cualquier momento, con cualquier tarjeta o con PayPal:',
    button: 'Volver a suscribirse',
  },
};
