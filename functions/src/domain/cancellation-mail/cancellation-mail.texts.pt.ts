import type { CancellationMailTexts } from './cancellation-mail.texts';

export const pt: CancellationMailTexts = {
  subject: 'Confirmação do cancelamento',
  greeting: 'Olá,',
  intro:
    'Recebemos o seu pedido de cancelamento. Com este e-mail confirmamos a sua receção e indicamos quando termina o seu contrato.',
  submitted: 'Os dados que nos enviou',
  labels: {
    receivedAt: 'Receção do cancelamento',
    cancellationId: 'Número do cancelamento',
    name: 'Nome',
    email: 'Endereço de e-mail',
    reference: 'A sua referência',
    kind: 'Tipo de cancelamento',
    reason: 'Motivo',
    endDate: 'Data de fim pretendida',
  },
  kinds: {
    ordinary: 'Cancelamento ordinário',
    extraordinary: 'Cancelamento extraordinário (por justa causa)',
  },
  earliestEnd: 'Na data mais próxima possível',
  contracts: (count) => (count === 1 ? 'O seu contrato' : 'Os seus contratos'),
  contractLabels: {
    plan: 'Contrato',
    id: 'ID da subscrição',
    provider: 'Pago através de',
    endsAt: 'Fim do contrato',
  },
  endOfPaidPeriod: 'No fim do período pago',
  canceled: (end) =>
    `O seu contrato foi cancelado e termina ${end ? `a ${end}` : 'no fim do período pago'}. Até lá, pode continuar a usar o Fastwell Premium; depois disso, não será renovado.`,
  alreadyCanceled: (end) =>
    `Este contrato já estava cancelado e termina ${end ? `a ${end}` : 'no fim do período pago'}. Nada foi alterado.`,
  scheduled: (end, wished) =>
    `O seu contrato foi cancelado para a data que indicou. Uma subscrição só pode terminar no fim de um período de faturação pago, por isso termina a ${end}, no fim do período de faturação que inclui o dia ${wished}. Até lá, renova-se como habitualmente e pode continuar a usar o Fastwell Premium; depois disso, não será renovada.`,
  restoreIntro: 'Não pediu este cancelamento? Então pode restaurar a sua subscrição aqui:',
  restoreLink: 'Não fui eu – restaurar a subscrição',
  restoreValid: (until) =>
    `A ligação pode ser usada uma única vez e é válida ${until ? `até ${until}` : 'até ao fim do contrato'}.`,
  paypalFinal: (end) =>
    `Os cancelamentos no PayPal são definitivos e não podem ser anulados. O seu acesso premium mantém-se ${end ? `até ${end}` : 'até ao fim do período pago'}. Se quiser continuar a usar o Fastwell depois disso, inicie sessão com este endereço de e-mail e subscreva um novo plano.`,
  paypalHeld: (end) =>
    `Até lá, o PayPal mostra a sua subscrição como pausada: não será cobrado mais nada. A ${end}, terminá-la-emos definitivamente no PayPal.`,
  extraordinary:
    'Cancelou por justa causa (cancelamento extraordinário). Vamos analisar o motivo indicado e entraremos em contacto consigo. O mais tardar, o seu contrato termina na data de fim ordinária indicada acima.',
  noContract: (email) =>
    `Não encontrámos nenhum contrato ativo associado ao endereço ${email}. Nada foi cobrado nem alterado.`,
  noContractHelp: (id) =>
    `Se subscreveu com outro endereço de e-mail, responda a este e-mail ou contacte o nosso apoio ao cliente, indicando o número da encomenda ou da subscrição do seu recibo de compra e este número de cancelamento: ${id}.`,
  youWrote: 'Escreveu:',
  youWroteNote:
    'Tal como escrito no formulário, em texto simples; os endereços web são escritos com [.] para não se tornarem ligações.',
  keep: 'Guarde este e-mail como comprovativo do seu cancelamento.',
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
};
