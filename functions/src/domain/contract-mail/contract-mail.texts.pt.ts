import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'dia',
  week: 'semana',
  month: 'mês',
  year: 'ano',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'dias',
  week: 'semanas',
  month: 'meses',
  year: 'anos',
};

export const pt: ContractMailTexts = {
  subject: 'Confirmação do seu contrato – Fastwell',
  greeting: 'Olá,',
  intro:
    'Obrigado pela sua compra. Com este e-mail confirmamos o contrato que celebrou com a Fastwell GmbH.',
  contract: 'O seu contrato',
  labels: {
    seller: 'Prestador',
    reference: 'Referência do contrato',
    concludedAt: 'Celebração do contrato',
    email: 'O seu endereço de e-mail',
    kind: 'Tipo de contrato',
    product: 'Compra',
    paidVia: 'Pago através de',
    chargedToday: 'Cobrado hoje',
    renewalPrice: 'Preço de renovação',
    firstRenewal: 'Primeira renovação',
    trialEndsAt: 'Fim do período experimental',
    term: 'Duração e renovação',
    ebookWaiver: 'Direito de livre resolução',
    terms: 'Condições de utilização',
    instructions: 'Informação sobre a livre resolução',
  },
  kinds: {
    subscription: 'Subscrição',
    upsell: 'Mudança de plano (upgrade da sua subscrição)',
    ebook: 'E-book (conteúdo digital)',
  },
  paidVia: { stripe: 'Cartão / carteira digital (Stripe)', paypal: 'PayPal' },
  colon: ': ',
  seller: { country: 'Alemanha', email: 'e-mail', register: 'Registo comercial' },
  // Counts are whole and at least 1: European Portuguese says "1 mês", "2 meses".
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1 ? `${price} por ${ONE[interval]}` : `${price} a cada ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `Após o período experimental, a subscrição renova-se automaticamente por períodos de ${duration} ao preço indicado acima, até a cancelar. Se cancelar antes do fim do período experimental, o preço de renovação não é cobrado. Depois disso, pode cancelar a qualquer momento com efeito no fim do período pago.`
      : `${duration}. A subscrição renova-se automaticamente pelo mesmo período ao preço indicado acima, até a cancelar. Pode cancelar a qualquer momento com efeito no fim do período pago.`,
  ebookWaiver: (at) =>
    `A ${at}, aceitou expressamente a entrega imediata; por isso, o seu direito de livre resolução extingue-se com a entrega, que começa de imediato (ver a informação sobre a livre resolução).`,
  termsVersion: (version) => `Versão ${version} (anexada a este e-mail como ficheiro de texto)`,
  instructionsVersion: (version) =>
    `Versão ${version} (mais abaixo neste e-mail, com o modelo de formulário de livre resolução)`,
  linksIntro: (cancel) =>
    cancel
      ? 'Pode cancelar a sua subscrição online a qualquer momento. Dentro do prazo de livre resolução, pode também resolver o contrato online. Não precisa de iniciar sessão.'
      : 'Pode comunicar a livre resolução online. Não precisa de iniciar sessão.',
  cancelLink: 'Cancelar contratos aqui',
  withdrawLink: 'Exercer o direito de livre resolução aqui',
  instructions: {
    heading: 'Informação sobre o exercício do direito de livre resolução',
    rightTitle: 'Direito de livre resolução',
    right: (days) =>
      `Tem o direito de resolver o presente contrato no prazo de ${days} dias sem necessidade de indicar qualquer motivo. O prazo de livre resolução expira ${days} dias a contar do dia da celebração do contrato.`,
    how: (seller) =>
      `A fim de exercer o seu direito de livre resolução, tem de nos comunicar (${seller}) a sua decisão de resolução do presente contrato por meio de uma declaração inequívoca (por exemplo, carta enviada pelo correio ou correio eletrónico). Pode utilizar o modelo de formulário de livre resolução que se encontra mais abaixo, mas tal não é obrigatório.`,
    online: (url) =>
      `Pode também resolver o contrato através da função de livre resolução do nosso sítio Internet: ${url}. Se utilizar esta opção, enviar-lhe-emos sem demora, por correio eletrónico, um aviso de receção da sua declaração de livre resolução.`,
    deadline:
      'Para que o prazo de livre resolução seja respeitado, basta que a sua comunicação referente ao exercício do direito de livre resolução seja enviada antes do termo do prazo de livre resolução.',
    effectsTitle: 'Efeitos da livre resolução',
    refund: (days) =>
      `Em caso de resolução do presente contrato, são-lhe reembolsados todos os pagamentos efetuados, sem demora injustificada e, em qualquer caso, o mais tardar ${days} dias a contar da data em que formos informados da sua decisão de resolução do presente contrato. Efetuamos esses reembolsos usando o mesmo meio de pagamento que usou na transação inicial, salvo acordo expresso em contrário; em qualquer caso, não incorre em quaisquer custos como consequência de tal reembolso.`,
    nothingForTimeUsed:
      'Mesmo que já tenha utilizado o Fastwell antes da resolução, não lhe cobraremos nada por esse período.',
    ebookExpiredTitle: 'Extinção do direito de livre resolução para este e-book',
    ebookExpired: (at) =>
      `A ${at}, aceitou expressamente que iniciássemos a entrega do e-book antes do fim do prazo de livre resolução e reconheceu que, com esse consentimento, perde o direito de livre resolução logo que a entrega comece (artigo 356.º, n.º 5, do Código Civil alemão (BGB); artigo 16.º, alínea m), da Diretiva 2011/83/UE). Como entregamos o e-book de imediato, o seu direito de livre resolução extingue-se com a entrega: por isso, não pode resolver a compra deste e-book.`,
  },
  form: {
    heading: 'Modelo de formulário de livre resolução',
    intro: '(Só deve preencher e devolver o presente formulário se quiser resolver o contrato.)',
    to: (seller) => `Para ${seller}`,
    declaration:
      'Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda do seguinte bem (*)/para a prestação do seguinte serviço (*)',
    fields: [
      'Solicitado em (*)/recebido em (*)',
      'Nome do(s) consumidor(es)',
      'Endereço do(s) consumidor(es)',
      'Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)',
      'Data',
    ],
    strike: '(*) Riscar o que não interessa.',
  },
  keep: 'Guarde este e-mail e o respetivo anexo: contém os dados do seu contrato, a informação sobre a livre resolução e as condições de utilização em vigor no momento da celebração do contrato.',
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
  termsFile: 'fastwell-condicoes',
};
