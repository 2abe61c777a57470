import type { Language } from '../../contract/languages';
import { CONTRACT_MAIL_TEXTS } from '../contract-mail/contract-mail.texts';
import type { RenewalInterval } from '../contract-mail/contract-mail.texts';
import { formatDate } from '../mail/mail-dates';
import type { RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { formatMoney } from '../mail/mail-money';
import { TRIAL_REMINDER_MAIL_TEXTS } from './trial-reminder-mail.texts';

export interface TrialReminderMailData {
  language: Language;
  provider: 'stripe' | 'paypal';
  /** Already localized, e.g. "Fastwell Premium". */
  product: string;
  /** ISO: when the trial ends and the first payment is collected. */
  trialEndsAt: string;
  /** What each period costs from then on; minor units. */
  price: { amount: number; currency: string; interval: RenewalInterval; intervalCount: number };
  /** Absolute URL of the public cancellation page (/cancel). */
  cancelUrl: string;
}

/** Three days before a trial converts: the date, the price that will be charged, the cancel link. */
export function trialReminderMail(data: TrialReminderMailData): RenderedMail {
  const { language } = data;
  const t = TRIAL_REMINDER_MAIL_TEXTS[language];
  const date = formatDate(language, data.trialEndsAt);
  const amount = formatMoney(language, data.price.amount, data.price.currency);
  const price = CONTRACT_MAIL_TEXTS[language].renewalPrice(
    amount,
    data.price.interval,
    data.price.intervalCount,
  );
  const subject = t.subject(date);
  const document = {
    language,
    title: subject,
    blocks: [
      { kind: 'paragraph', text: t.greeting },
      { kind: 'paragraph', text: `${t.intro(date)} ${t.charge(date, price)}` },
      {
        kind: 'table',
        caption: `${t.labels.product}: ${data.product}`,
        rows: [
          [t.labels.trialEndsAt, date],
          [t.labels.price, price],
          [t.labels.paidVia, t.paymentMethods[data.provider]],
        ],
      },
      { kind: 'paragraph', text: t.keep },
      { kind: 'paragraph', text: t.cancel(date) },
      { kind: 'link', label: t.cancelLink, href: data.cancelUrl },
      { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
    ] as const,
  };
  return { subject, text: renderText(document), html: renderHtml(document) };
}
