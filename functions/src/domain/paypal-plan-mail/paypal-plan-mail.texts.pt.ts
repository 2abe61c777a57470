import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

export const pt: PayPalPlanMailTexts = {
  greeting: 'Olá,',
  labels: { keptPlan: 'O seu plano', firstCharge: 'Próximo pagamento' },
  request: {
    subject: 'Mantenha o seu plano do Fastwell: confirme no PayPal',
    intro:
      'a sua livre resolução do upgrade foi executada: o plano mais longo não será cobrado. O seu plano anterior pode continuar, mas o PayPal só repõe uma subscrição com o seu consentimento.',
  },
  reminder: {
    subject: (date) => `Lembrete: confirme o seu plano do Fastwell no PayPal até ${date}`,
    intro: (date) =>
      `ainda não recebemos o seu consentimento no PayPal para a continuação do seu plano anterior. Sem ele, a sua subscrição termina a ${date}.`,
  },
  consent: (date, price) =>
    `Dê o seu consentimento com um clique no PayPal; a partir de ${date}, o PayPal cobrará ${price}.`,
  withoutConsent: (date) =>
    `Se não der o seu consentimento até ${date}, não será cobrado mais nada e a sua subscrição termina nessa data.`,
  consentLink: 'Confirmar no PayPal',
  ended: {
    subject: 'A sua subscrição do Fastwell terminou',
    intro: (date) =>
      `como não recebemos o seu consentimento no PayPal para a continuação do seu plano anterior, a sua subscrição terminou a ${date}. Não será cobrado mais nada.`,
    again: 'Pode voltar a subscrever a qualquer momento:',
    againLink: 'Subscrever novamente',
  },
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa Fastwell',
};
