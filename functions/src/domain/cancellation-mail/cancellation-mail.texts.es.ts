import type { CancellationMailTexts } from './cancellation-mail.texts';

export const es: CancellationMailTexts = {
  subject: 'Confirmación de su cancelación',
  greeting: 'Hola:',
  intro:
    'Hemos recibido su cancelación. Con este correo electrónico confirmamos su recepción y le indicamos cuándo finaliza su contrato.',
  submitted: 'Datos que nos ha enviado',
  labels: {
    receivedAt: 'Recepción de su cancelación',
    cancellationId: 'Número de cancelación',
    name: 'Nombre',
    email: 'Correo electrónico',
    reference: 'Su referencia',
    kind: 'Tipo de cancelación',
    reason: 'Motivo',
    endDate: 'Fecha de finalización deseada',
  },
  kinds: {
    ordinary: 'Cancelación ordinaria',
    extraordinary: 'Cancelación extraordinaria (por causa justificada)',
  },
  earliestEnd: 'En la fecha más próxima posible',
  contracts: (count) => (count === 1 ? 'Su contrato' : 'Sus contratos'),
  contractLabels: {
    plan: 'Contrato',
    id: 'ID de la suscripción',
    provider: 'Pagado con',
    endsAt: 'Fin del contrato',
  },
  endOfPaidPeriod: 'Al final del periodo pagado',
  canceled: (end) =>
    `Su contrato ha sido cancelado y finaliza ${end ? `el ${end}` : 'al final del periodo pagado'}. Hasta entonces puede seguir usando Fastwell Premium; después no se renovará.`,
  alreadyCanceled: (end) =>
    `Este contrato ya estaba cancelado y finaliza ${end ? `el ${end}` : 'al final del periodo pagado'}. No ha cambiado nada.`,
  scheduled: (end, wished) =>
    `Su contrato ha sido cancelado para la fecha que indicó. Una suscripción solo puede finalizar al terminar un periodo de facturación pagado, por lo que finaliza el ${end}, al final del periodo de facturación que incluye el ${wished}. Hasta entonces se renueva como de costumbre y puede seguir usando Fastwell Premium; después no se renovará.`,
  restoreIntro:
    '¿No ha solicitado usted esta cancelación? Entonces puede restablecer su suscripción aquí:',
  restoreLink: 'No he sido yo: restablecer la suscripción',
  restoreValid: (until) =>
    `El enlace puede usarse una sola vez y es válido hasta ${until ? `el ${until}` : 'el fin del contrato'}.`,
  paypalFinal: (end) =>
    `Las cancelaciones en PayPal son definitivas y no se pueden deshacer. Su acceso premium se mantiene hasta ${end ? `el ${end}` : 'el final del periodo pagado'}. Si desea seguir usando Fastwell después, inicie sesión con esta dirección de correo electrónico y contrate una nueva suscripción.`,
  paypalHeld: (end) =>
    `Hasta entonces, PayPal muestra su suscripción como pausada: no se cobrará nada más. El ${end} la finalizaremos definitivamente en PayPal.`,
  extraordinary:
    'Ha cancelado de forma extraordinaria por causa justificada. Revisaremos el motivo indicado y nos pondremos en contacto con usted. Como muy tarde, su contrato finaliza en la fecha ordinaria de finalización indicada arriba.',
  noContract: (email) =>
    `No hemos encontrado ningún contrato activo con la dirección ${email}. No se ha cobrado ni modificado nada.`,
  noContractHelp: (id) =>
    `Si contrató su suscripción con otra dirección de correo electrónico, responda a este correo o póngase en contacto con nuestro servicio de atención al cliente e indíquenos el número de pedido o de suscripción de su recibo de compra junto con este número de cancelación: ${id}.`,
  youWrote: 'Usted escribió:',
  youWroteNote:
    'Tal como se escribió en el formulario, como texto sin formato; las direcciones web se escriben con [.] para que no se conviertan en enlaces.',
  keep: 'Conserve este correo electrónico como comprobante de su cancelación.',
  closing: 'Atentamente,',
  signature: 'El equipo de Fastwell',
};
