import type { Language } from '../../contract/languages';
import { formatDate } from '../mail/mail-dates';
import type { MailBlock, RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { formatMoney } from '../mail/mail-money';
import type { RenewalMailKind } from '../renewal-recovery/renewal-failure.rules';
import type { DeclineReason, RenewalMailTexts } from './renewal-mail.texts';
import { RENEWAL_MAIL_TEXTS } from './renewal-mail.texts';

export interface RenewalMailData {
  language: Language;
  kind: RenewalMailKind;
  /** Already localized, e.g. "Fastwell Premium". */
  product: string;
  /** What the renewal invoice asks for; minor units. */
  amount: { amount: number; currency: string };
  /** ISO: the first failure of this renewal. */
  failedAt: string;
  /** ISO: the end of the grace period (premium continues until then). */
  graceUntil: string;
  /** ISO: when the provider tries again; null when it does not. */
  nextAttemptAt: string | null;
  /** The issuer's decline code of the last attempt, if any. */
  declineCode: string | null;
  /** ISO: when the mail is written (decides "continues until" or "paused"). */
  now: string;
  /** The signed card-update link, PayPal's page of the subscriber's payments, or (ended) where to start again. */
  actionUrl: string;
}

const REASON_OF_CODE: Record<string, DeclineReason> = {
  expired_card: 'expired',
  lost_card: 'lost',
  stolen_card: 'lost',
  pickup_card: 'lost',
  restricted_card: 'lost',
  insufficient_funds: 'insufficient',
};

const reasonOf = (code: string | null): DeclineReason =>
  (code !== null && REASON_OF_CODE[code]) || 'other';

function premiumSentence(t: RenewalMailTexts, data: RenewalMailData): string {
  if (Date.parse(data.graceUntil) > Date.parse(data.now))
    return t.premiumContinues(formatDate(data.language, data.graceUntil));
  return t.premiumPaused;
}

function factsTable(t: RenewalMailTexts, data: RenewalMailData, amount: string): MailBlock {
  const { language } = data;
  const rows: [string, string][] = [
    [t.labels.amount, amount],
    [t.labels.failedAt, formatDate(language, data.failedAt)],
  ];
  if (data.kind !== 'ended' && Date.parse(data.graceUntil) > Date.parse(data.now))
    rows.push([t.labels.premiumUntil, formatDate(language, data.graceUntil)]);
  if (data.kind !== 'ended' && data.nextAttemptAt)
    rows.push([t.labels.nextAttempt, formatDate(language, data.nextAttemptAt)]);
  return { kind: 'table', caption: `${t.labels.product}: ${data.product}`, rows };
}

/** What the mail says after the greeting, and its one button. */
function body(
  t: RenewalMailTexts,
  data: RenewalMailData,
  amount: string,
): { subject: string; blocks: MailBlock[] } {
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
  const link = (label: string): MailBlock => ({ kind: 'link', label, href: data.actionUrl });
  const reason = paragraph(t.reasons[reasonOf(data.declineCode)]);
  const premium = paragraph(premiumSentence(t, data));
  const date = (iso: string) => formatDate(data.language, iso);
  switch (data.kind) {
    case 'failed':
      return {
        subject: t.failed.subject,
        blocks: [
          paragraph(t.failed.intro(amount)),
          reason,
          ...(data.nextAttemptAt ? [paragraph(t.failed.retry(date(data.nextAttemptAt)))] : []),
          premium,
          paragraph(t.failed.action),
          link(t.failed.button),
          paragraph(t.linkNote),
        ],
      };
    case 'failed-hard':
      return {
        subject: t.failedHard.subject,
        blocks: [
          paragraph(t.failedHard.intro(amount)),
          reason,
          premium,
          paragraph(t.failedHard.action),
          link(t.failedHard.button),
          paragraph(t.linkNote),
        ],
      };
    case 'authentication':
      return {
        subject: t.authentication.subject,
        blocks: [
          paragraph(t.authentication.intro(amount)),
          premium,
          paragraph(t.authentication.action),
          link(t.authentication.button),
          paragraph(t.linkNote),
        ],
      };
    case 'last-retry':
      return {
        subject: t.lastRetry.subject,
        blocks: [
          paragraph(t.lastRetry.intro(date(data.nextAttemptAt ?? data.now))),
          reason,
          premium,
          paragraph(t.lastRetry.action),
          link(t.lastRetry.button),
          paragraph(t.linkNote),
        ],
      };
    case 'paypal-failed':
      return {
        subject: t.paypalFailed.subject,
        blocks: [
          paragraph(t.paypalFailed.intro(amount)),
          ...(data.nextAttemptAt
            ? [paragraph(t.paypalFailed.retry(date(data.nextAttemptAt)))]
            : []),
          premium,
          paragraph(t.paypalFailed.action),
          link(t.paypalFailed.button),
        ],
      };
    case 'ended':
      return {
        subject: t.ended.subject,
        blocks: [
          paragraph(t.ended.intro(amount)),
          paragraph(t.ended.premiumEnded),
          paragraph(t.ended.restart),
          link(t.ended.button),
        ],
      };
  }
}

/** The mails of a renewal that could not be paid (renewal-failure.rules decides which). */
export function renewalMail(data: RenewalMailData): RenderedMail {
  const t = RENEWAL_MAIL_TEXTS[data.language];
  const amount = formatMoney(data.language, data.amount.amount, data.amount.currency);
  const { subject, blocks } = body(t, data, amount);
  const document = {
    language: data.language,
    title: subject,
    blocks: [
      { kind: 'paragraph', text: t.greeting } as const,
      ...blocks,
      factsTable(t, data, amount),
      { kind: 'paragraph', text: `${t.closing}\n${t.signature}` } as const,
    ],
  };
  return { subject, text: renderText(document), html: renderHtml(document) };
}
