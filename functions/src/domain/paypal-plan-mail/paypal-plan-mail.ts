import type { Language } from '../../contract/languages';
import { CONTRACT_MAIL_TEXTS } from '../contract-mail/contract-mail.texts';
import { formatDate } from '../mail/mail-dates';
import type { MailBlock, MailDocument, RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { formatMoney } from '../mail/mail-money';
import { PAYPAL_PLAN_MAIL_TEXTS } from './paypal-plan-mail.texts';

export type PayPalPlanMailKind = 'request' | 'reminder' | 'ended';

export interface PayPalPlanMailData {
  language: Language;
  kind: PayPalPlanMailKind;
  /** The earlier plan the buyer keeps by consenting: what PayPal bills each period. */
  price: { amount: number; currency: string; months: number };
  /** ISO: the end of what was paid, the consent's deadline and the kept plan's first payment. */
  firstChargeAt: string;
  /**
   * Absolute URL: the signed consent page (request, reminder), or where to subscribe again (ended).
   */
  link: string;
}

/** The request, the reminder or the end of keeping a PayPal plan after its upgrade was withdrawn. */
export function payPalPlanMail(data: PayPalPlanMailData): RenderedMail {
  const { language } = data;
  const t = PAYPAL_PLAN_MAIL_TEXTS[language];
  const date = formatDate(language, data.firstChargeAt);
  const amount = formatMoney(language, data.price.amount, data.price.currency);
  const price = CONTRACT_MAIL_TEXTS[language].renewalPrice(amount, 'month', data.price.months);
  const subject =
    data.kind === 'request'
      ? t.request.subject
      : data.kind === 'reminder'
        ? t.reminder.subject(date)
        : t.ended.subject;
  const body: MailBlock[] =
    data.kind === 'ended'
      ? [
          { kind: 'paragraph', text: t.ended.intro(date) },
          { kind: 'paragraph', text: t.ended.again },
          { kind: 'link', label: t.ended.againLink, href: data.link },
        ]
      : [
          {
            kind: 'paragraph',
            text: data.kind === 'request' ? t.request.intro : t.reminder.intro(date),
          },
          {
            kind: 'table',
            caption: t.labels.keptPlan,
            rows: [
              [t.labels.keptPlan, price],
              [t.labels.firstCharge, date],
            ],
          },
          { kind: 'paragraph', text: t.consent(date, price) },
          { kind: 'link', label: t.consentLink, href: data.link },
          { kind: 'paragraph', text: t.withoutConsent(date) },
        ];
  const document: MailDocument = {
    language,
    title: subject,
    blocks: [
      { kind: 'paragraph', text: t.greeting },
      ...body,
      { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
    ],
  };
  return { subject, text: renderText(document), html: renderHtml(document) };
}
