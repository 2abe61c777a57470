import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

export const pt: WithdrawalMailTexts = {
  greeting: 'Olá,',
  labels: {
    receivedAt: 'Receção da livre resolução',
    withdrawalId: 'Número da livre resolução',
    email: 'Endereço de e-mail',
    carriedOutAt: 'Executada em',
    name: 'Nome',
    reference: 'A sua referência',
  },
  contracts: (count) => (count === 1 ? 'O seu contrato' : 'Os seus contratos'),
  contractLabels: {
    product: 'Contrato',
    reference: 'Número da encomenda ou da subscrição',
    provider: 'Pago através de',
    concludedAt: 'Celebrado em',
    periodEndsAt: 'Fim do prazo de livre resolução',
    refunded: 'Reembolsado',
  },
  paymentMethods: { stripe: 'cartão, Apple Pay ou Google Pay', paypal: 'PayPal' },
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',

  received: {
    subject: 'Aviso de receção da sua declaração de livre resolução',
    intro:
      'Recebemos a sua declaração de livre resolução. Com este e-mail confirmamos a sua receção e indicamos que contratos encontrámos associados ao seu endereço de e-mail e o que acontece a seguir.',
    withdrawal: 'A sua livre resolução',
    withdrawn: (w) =>
      `Exerceu o direito de livre resolução deste contrato dentro do prazo. O contrato termina a ${w.carriedOutAt}; até lá, mantém o seu acesso. Em seguida, reembolsamos ${w.amount} através do meio de pagamento que utilizou (${w.method}), o mais tardar até ${w.refundBy} (${w.days} dias após a receção da sua declaração). Não será cobrado mais nada.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `Exerceu o direito de livre resolução deste contrato dentro do prazo. O contrato termina a ${carriedOutAt}; até lá, mantém o seu acesso. Não pagou nada por este contrato, pelo que não há nada a reembolsar. Não será cobrado nada.`,
    periodEnded: (end) =>
      `O prazo de livre resolução deste contrato terminou a ${end}. Já não é possível resolvê-lo e o contrato continua. Pode, no entanto, cancelá-lo a qualquer momento para o fim do período pago.`,
    purchaseStands: (end) =>
      `O prazo de livre resolução desta compra terminou a ${end}. Já não é possível resolvê-la e a compra mantém-se.`,
    cancelIntro: 'Pode cancelar aqui um contrato cujo prazo de livre resolução já terminou:',
    cancelLink: 'Cancelar contratos aqui',
    waived:
      'Ao comprar este e-book, aceitou expressamente que lho fornecêssemos de imediato e reconheceu que, com isso, perdia o direito de livre resolução. Por isso, a compra do e-book não pode ser resolvida e mantém-se.',
    noContract: (email, days) =>
      `Não encontrámos nenhum contrato celebrado nos últimos ${days} dias associado ao endereço ${email}. Nada foi alterado.`,
    noContractHelp: (id) =>
      `Celebrou o contrato com outro endereço de e-mail? Nesse caso, responda a este e-mail e indique-nos o número da encomenda ou da subscrição da confirmação do seu contrato e este número da livre resolução: ${id}. Para o prazo, conta a receção da sua declaração confirmada acima.`,
    stopIntro: (carriedOutAt) =>
      `Não enviou esta declaração de livre resolução? Então trave-a aqui antes de ${carriedOutAt}; os seus contratos continuam sem alterações:`,
    stopLink: 'Não fui eu – travar a livre resolução',
    youWrote: 'Escreveu:',
    youWroteNote:
      'Tal como escrito no formulário, em texto simples; os endereços web são escritos com [.] para não se tornarem ligações.',
    keep: 'Guarde este e-mail como comprovativo da sua livre resolução.',
  },

  carriedOut: {
    subject: 'A sua livre resolução foi executada',
    intro:
      'Executámos a sua livre resolução. Os contratos indicados abaixo terminaram e reembolsámos o que pagou por eles.',
    withdrawal: 'A sua livre resolução',
    refunded: (amount, method) =>
      `Este contrato terminou. Reembolsámos ${amount} através do meio de pagamento que utilizou (${method}). Não será cobrado mais nada.`,
    nothingPaid:
      'Este contrato terminou. Não tinha pagado nada por ele, pelo que não havia nada a reembolsar. Não será cobrado nada.',
    refundTiming:
      'Consoante o seu banco ou prestador de pagamentos, o reembolso pode demorar alguns dias a aparecer na sua conta.',
    keep: 'Guarde este e-mail como comprovativo.',
  },
};
