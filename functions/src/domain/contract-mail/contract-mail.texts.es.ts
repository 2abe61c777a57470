import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'día',
  week: 'semana',
  month: 'mes',
  year: 'año',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'días',
  week: 'semanas',
  month: 'meses',
  year: 'años',
};
/** "29,99 € al mes", "a la semana". */
const PER: Record<RenewalInterval, string> = {
  day: 'al día',
  week: 'a la semana',
  month: 'al mes',
  year: 'al año',
};

export const es: ContractMailTexts = {
  subject: 'Confirmación de su contrato – Fastwell',
  greeting: 'Hola:',
  intro:
    'Gracias por su compra. Con este correo electrónico le confirmamos el contrato que ha celebrado con Fastwell GmbH.',
  contract: 'Su contrato',
  labels: {
    seller: 'Proveedor',
    reference: 'Referencia del contrato',
    concludedAt: 'Celebración del contrato',
    email: 'Su correo electrónico',
    kind: 'Tipo de contrato',
    product: 'Producto adquirido',
    paidVia: 'Pagado con',
    chargedToday: 'Cobrado hoy',
    renewalPrice: 'Precio de renovación',
    firstRenewal: 'Primera renovación',
    trialEndsAt: 'Fin del periodo de prueba',
    term: 'Duración y renovación',
    ebookWaiver: 'Derecho de desistimiento',
    terms: 'Condiciones de uso',
    instructions: 'Información sobre el desistimiento',
  },
  kinds: {
    subscription: 'Suscripción',
    upsell: 'Cambio de plan (mejora de su suscripción)',
    ebook: 'E-book (contenido digital)',
  },
  paidVia: { stripe: 'Tarjeta / monedero digital (Stripe)', paypal: 'PayPal' },
  colon: ': ',
  seller: { country: 'Alemania', email: 'correo electrónico', register: 'Registro mercantil' },
  // Counts are whole and at least 1: Spanish says "1 mes", "2 meses".
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1 ? `${price} ${PER[interval]}` : `${price} cada ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `Tras el periodo de prueba, la suscripción se renueva automáticamente por periodos de ${duration} al precio indicado arriba hasta que usted la cancele. Si la cancela antes de que termine el periodo de prueba, no se le cobrará el precio de renovación. Después puede cancelarla en cualquier momento con efecto al final del periodo pagado.`
      : `${duration}. La suscripción se renueva automáticamente por el mismo periodo al precio indicado arriba hasta que usted la cancele. Puede cancelarla en cualquier momento con efecto al final del periodo pagado.`,
  ebookWaiver: (at) =>
    `El ${at} usted aceptó expresamente la entrega inmediata; por ello, su derecho de desistimiento se extingue con la entrega, que comienza de inmediato (véase la información sobre el desistimiento).`,
  termsVersion: (version) =>
    `Versión ${version} (adjunta a este correo electrónico como archivo de texto)`,
  instructionsVersion: (version) =>
    `Versión ${version} (más abajo en este correo electrónico, con el modelo de formulario de desistimiento)`,
  linksIntro: (cancel) =>
    cancel
      ? 'Puede cancelar su suscripción en línea en cualquier momento. Dentro del plazo de desistimiento también puede desistir del contrato en línea. No necesita iniciar sesión.'
      : 'Puede comunicar su desistimiento en línea. No necesita iniciar sesión.',
  cancelLink: 'Cancelar contratos aquí',
  withdrawLink: 'Desistir del contrato aquí',
  instructions: {
    heading: 'Información sobre el desistimiento',
    rightTitle: 'Derecho de desistimiento',
    right: (days) =>
      `Tiene usted derecho a desistir del presente contrato en un plazo de ${days} días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los ${days} días naturales del día de la celebración del contrato.`,
    how: (seller) =>
      `Para ejercer el derecho de desistimiento, deberá usted notificarnos (${seller}) su decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Podrá utilizar el modelo de formulario de desistimiento que figura más abajo, aunque su uso no es obligatorio.`,
    online: (url) =>
      `También puede desistir mediante la función de desistimiento de nuestro sitio web: ${url}. Si recurre a esa opción, le comunicaremos sin demora por correo electrónico la recepción de dicho desistimiento.`,
    deadline:
      'Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por su parte de este derecho sea enviada antes de que venza el plazo correspondiente.',
    effectsTitle: 'Consecuencias del desistimiento',
    refund: (days) =>
      `En caso de desistimiento por su parte, le devolveremos todos los pagos recibidos de usted sin ninguna demora indebida y, en todo caso, a más tardar ${days} días naturales a partir de la fecha en la que se nos informe de su decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por usted para la transacción inicial, a no ser que haya usted dispuesto expresamente lo contrario; en todo caso, no incurrirá en ningún gasto como consecuencia del reembolso.`,
    nothingForTimeUsed:
      'Aunque ya haya utilizado Fastwell antes de desistir, no le cobraremos nada por ese tiempo.',
    ebookExpiredTitle: 'Extinción del derecho de desistimiento para este e-book',
    ebookExpired: (at) =>
      `El ${at} usted aceptó expresamente que comencemos la entrega del e-book antes de que finalice el plazo de desistimiento y reconoció que, al dar ese consentimiento, pierde su derecho de desistimiento en cuanto comienza la entrega (artículo 356, apartado 5, del Código Civil alemán (BGB); artículo 16, letra m), de la Directiva 2011/83/UE). Como entregamos el e-book de inmediato, su derecho de desistimiento se extingue con la entrega: por lo tanto, no puede desistir de la compra de este e-book.`,
  },
  form: {
    heading: 'Modelo de formulario de desistimiento',
    intro:
      '(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato.)',
    to: (seller) => `A la atención de ${seller}`,
    declaration:
      'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*)/prestación del siguiente servicio (*)',
    fields: [
      'Pedido el (*)/recibido el (*)',
      'Nombre del consumidor o de los consumidores',
      'Domicilio del consumidor o de los consumidores',
      'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
      'Fecha',
    ],
    strike: '(*) Táchese lo que no proceda.',
  },
  keep: 'Conserve este correo electrónico y su archivo adjunto: contiene los datos de su contrato, la información sobre el desistimiento y las condiciones de uso vigentes en el momento de la celebración del contrato.',
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
  termsFile: 'fastwell-condiciones',
};
