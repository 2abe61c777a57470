import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

export const es: WithdrawalMailTexts = {
  greeting: 'Hola:',
  labels: {
    receivedAt: 'Recepción de su desistimiento',
    withdrawalId: 'Número de desistimiento',
    email: 'Correo electrónico',
    carriedOutAt: 'Ejecutado el',
    name: 'Nombre',
    reference: 'Su referencia',
  },
  contracts: (count) => (count === 1 ? 'Su contrato' : 'Sus contratos'),
  contractLabels: {
    product: 'Contrato',
    reference: 'Número de pedido o de suscripción',
    provider: 'Pagado con',
    concludedAt: 'Celebrado el',
    periodEndsAt: 'Fin del plazo de desistimiento',
    refunded: 'Reembolsado',
  },
  paymentMethods: { stripe: 'tarjeta, Apple Pay o Google Pay', paypal: 'PayPal' },
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',

  received: {
    subject: 'Acuse de recibo de su desistimiento',
    intro:
      'Hemos recibido su desistimiento. Con este correo electrónico le acusamos recibo y le indicamos qué contratos hemos encontrado con su dirección de correo electrónico y qué ocurrirá a continuación.',
    withdrawal: 'Su desistimiento',
    withdrawn: (w) =>
      `Ha desistido de este contrato dentro del plazo. El contrato finaliza el ${w.carriedOutAt}; hasta entonces conserva su acceso. A continuación le reembolsaremos ${w.amount} mediante el medio de pago que utilizó (${w.method}), a más tardar el ${w.refundBy} (${w.days} días después de recibir su desistimiento). No se le cobrará nada más.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `Ha desistido de este contrato dentro del plazo. El contrato finaliza el ${carriedOutAt}; hasta entonces conserva su acceso. No pagó nada por él, por lo que no hay nada que reembolsar. No se le cobrará nada.`,
    periodEnded: (end) =>
      `El plazo de desistimiento de este contrato finalizó el ${end}. Ya no es posible desistir de él y el contrato continúa. No obstante, puede cancelarlo en cualquier momento para el final del periodo pagado.`,
    purchaseStands: (end) =>
      `El plazo de desistimiento de esta compra finalizó el ${end}. Ya no es posible desistir de ella y la compra se mantiene.`,
    cancelIntro: 'Puede cancelar aquí un contrato cuyo plazo de desistimiento haya finalizado:',
    cancelLink: 'Cancelar contratos aquí',
    waived:
      'Al comprar este e-book, aceptó expresamente que se lo entregáramos de inmediato y reconoció que con ello perdía su derecho de desistimiento. Por tanto, no es posible desistir del e-book; la compra se mantiene.',
    noContract: (email, days) =>
      `No hemos encontrado ningún contrato celebrado en los últimos ${days} días con la dirección ${email}. No se ha modificado nada.`,
    noContractHelp: (id) =>
      `¿Celebró el contrato con otra dirección de correo electrónico? En ese caso, responda a este correo e indíquenos el número de pedido o de suscripción de la confirmación de su contrato junto con este número de desistimiento: ${id}. Para el plazo cuenta la recepción de su desistimiento confirmada arriba.`,
    stopIntro: (carriedOutAt) =>
      `¿No ha enviado usted este desistimiento? Entonces deténgalo aquí antes del ${carriedOutAt}; sus contratos continuarán sin cambios:`,
    stopLink: 'No he sido yo: detener el desistimiento',
    youWrote: 'Usted escribió:',
    youWroteNote:
      'Tal como se escribió en el formulario, como texto sin formato; las direcciones web se escriben con [.] para que no se conviertan en enlaces.',
    keep: 'Conserve este correo electrónico como comprobante de su desistimiento.',
  },

  carriedOut: {
    subject: 'Su desistimiento se ha hecho efectivo',
    intro:
      'Hemos ejecutado su desistimiento. Los contratos indicados a continuación han finalizado y le hemos reembolsado lo que pagó por ellos.',
    withdrawal: 'Su desistimiento',
    refunded: (amount, method) =>
      `Este contrato ha finalizado. Le hemos reembolsado ${amount} mediante el medio de pago que utilizó (${method}). No se le cobrará nada más.`,
    nothingPaid:
      'Este contrato ha finalizado. No había pagado nada por él, por lo que no había nada que reembolsar. No se le cobrará nada.',
    refundTiming:
      'Según su banco o proveedor de pagos, el reembolso puede tardar unos días en aparecer en su cuenta.',
    keep: 'Conserve este correo electrónico como comprobante.',
  },
};
