import type { RenewalMailTexts } from './renewal-mail.texts';

export const pt: RenewalMailTexts = {
  greeting: 'Olá,',
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
  labels: {
    product: 'Subscrição',
    amount: 'Montante em dívida',
    failedAt: 'Falha no pagamento em',
    premiumUntil: 'Premium mantém-se ativo até',
    nextAttempt: 'Próxima tentativa',
  },
  reasons: {
    expired: 'O seu cartão expirou.',
    lost: 'O seu banco recusou o cartão: este já não pode ser utilizado para pagamentos.',
    insufficient: 'O seu banco recusou o pagamento por saldo insuficiente.',
    other: 'O seu banco recusou o pagamento.',
  },
  premiumContinues: (date) =>
    `O seu acesso Premium mantém-se ativo até ${date}. Se o pagamento for efetuado até lá, nada muda para si.`,
  premiumPaused:
    'O seu acesso Premium está em pausa até que o pagamento seja efetuado; volta a ficar disponível logo de seguida.',
  linkNote:
    'O botão funciona sem iniciar sessão até que o pagamento seja efetuado ou a subscrição termine. Os dados do seu cartão são enviados diretamente para o nosso prestador de serviços de pagamento, a Stripe.',
  failed: {
    subject: 'Falha no pagamento da sua subscrição Fastwell',
    intro: (amount) => `não conseguimos cobrar a renovação da sua subscrição Fastwell (${amount}).`,
    retry: (date) => `Voltaremos a tentar a ${date}.`,
    action:
      'Para evitar uma interrupção, atualize já o seu cartão; o pagamento será então cobrado de imediato.',
    button: 'Atualizar cartão',
  },
  failedHard: {
    subject: 'Adicione um novo cartão à sua subscrição Fastwell',
    intro: (amount) =>
      `não conseguimos cobrar a renovação da sua subscrição Fastwell (${amount}) e já não é possível efetuar cobranças neste cartão.`,
    action:
      'Adicione um novo cartão para que a sua subscrição continue; o pagamento será então cobrado de imediato.',
    button: 'Adicionar novo cartão',
  },
  authentication: {
    subject: 'Confirme o pagamento da sua subscrição Fastwell',
    intro: (amount) =>
      `o seu banco solicita que confirme a renovação da sua subscrição Fastwell (${amount}) antes de o pagamento poder ser efetuado.`,
    action:
      'Confirme o pagamento junto do seu banco (por exemplo, na aplicação do banco); demora apenas um minuto.',
    button: 'Confirmar pagamento',
  },
  lastRetry: {
    subject: 'Última tentativa: pagamento da sua subscrição Fastwell',
    intro: (date) =>
      `continuamos sem conseguir cobrar a renovação da sua subscrição Fastwell. Faremos a última tentativa a ${date}; se esta falhar, a sua subscrição termina.`,
    action:
      'Atualize já o seu cartão para que a sua subscrição continue; o pagamento será então cobrado de imediato.',
    button: 'Atualizar cartão',
  },
  paypalFailed: {
    subject: 'Falha no pagamento PayPal da sua subscrição Fastwell',
    intro: (amount) =>
      `o PayPal não conseguiu cobrar a renovação da sua subscrição Fastwell (${amount}).`,
    retry: (date) => `O PayPal tentará novamente a ${date}.`,
    action:
      'Verifique o método de pagamento desta subscrição na sua conta PayPal (por exemplo, um cartão expirado ou saldo insuficiente); o PayPal cobrará depois o pagamento.',
    button: 'Abrir o PayPal',
  },
  ended: {
    subject: 'A sua subscrição Fastwell terminou',
    intro: (amount) =>
      `tentámos várias vezes cobrar a renovação da sua subscrição Fastwell (${amount}), infelizmente sem sucesso. Por isso, a sua subscrição terminou; não será cobrado mais nada.`,
    premiumEnded: 'O seu acesso Premium terminou.',
    restart: 'Pode voltar a subscrever a qualquer momento, com qualquer cartão ou com o PayPal:',
    button: 'Voltar a subscrever',
  },
};
