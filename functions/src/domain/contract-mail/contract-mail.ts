import { WITHDRAWAL_PERIOD_DAYS } from '../../contract/api/withdrawals';
import type { Language } from '../../contract/languages';
import { WITHDRAWAL_INSTRUCTIONS_VERSION } from '../../contract/legal-versions';
import { CONTRACT_MAIL_TEXTS } from './contract-mail.texts';
import type { ContractKind, ContractMailTexts, RenewalInterval } from './contract-mail.texts';
import { formatDate, formatDateTime } from '../mail/mail-dates';
import type { MailAttachment, MailBlock, RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { formatMoney } from '../mail/mail-money';

export type { ContractKind, RenewalInterval };

export interface ContractMailData {
  language: Language;
  kind: ContractKind;
  /** The contract's reference, which the withdrawal form asks for (a subscription id, a PayPal subscription id, or a payment id). */
  reference: string;
  /** ISO time the contract was concluded (the purchase). */
  concludedAt: string;
  email: string;
  provider: 'stripe' | 'paypal';
  /** What was bought, already localized, e.g. "Fastwell Premium · 3 months" or the e-book's title. */
  product: string;
  /** Charged at conclusion, minor units (0 for a free trial). */
  chargedToday: { amount: number; currency: string };
  /** Subscriptions and upsells: the price it renews at, per period, and when that first applies. */
  renewal?: {
    amount: number;
    currency: string;
    interval: RenewalInterval;
    intervalCount: number;
    firstChargeAt: string;
  };
  /** ISO: the end of a trial, if one was bought. */
  trialEndsAt?: string;
  /** E-book only: the buyer agreed to immediate delivery and acknowledged losing the right of withdrawal (§356(5) BGB), at this ISO time. */
  ebookWaiverAcceptedAt?: string;
  /** Absolute URLs: the public cancellation page (/cancel) and withdrawal page (/withdraw). */
  cancelUrl: string;
  withdrawUrl: string;
  /** The terms in force (markdown text of terms.<language>.md) and its version (TERMS_VERSION). */
  terms: { version: string; text: string };
}

/** The provider, as the terms (§1) name it: the contract's other party and the withdrawal's addressee. */
export const CONTRACT_SELLER = {
  name: 'Fastwell GmbH',
  street: 'Schönhauser Allee 112',
  city: '10439 Berlin',
  register: 'Amtsgericht Charlottenburg, HRB 248391 B',
  email: 'support@fastwell.app',
} as const;

/** The seller on one line, as the withdrawal instructions and the model form address it. */
function sellerLine(t: ContractMailTexts): string {
  const { name, street, city, email } = CONTRACT_SELLER;
  return `${name}, ${street}, ${city}, ${t.seller.country}, ${t.seller.email}${t.colon}${email}`;
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The seller in the table: name, postal address, register, e-mail. */
function sellerBlock(t: ContractMailTexts): string {
  const { name, street, city, register, email } = CONTRACT_SELLER;
  return [
    name,
    street,
    `${city}, ${t.seller.country}`,
    `${t.seller.register}${t.colon}${register}`,
    `${capitalized(t.seller.email)}${t.colon}${email}`,
  ].join('\n');
}

/** The waiver counts for an e-book only: a subscription's right of withdrawal never expires early here. */
const ebookWaiverAt = (data: ContractMailData): string | undefined =>
  data.kind === 'ebook' ? data.ebookWaiverAcceptedAt : undefined;

/** Art. 246a §1 EGBGB / Art. 6(1) CRD, as concluded: who, what, what it costs, how it runs on. */
function contractRows(t: ContractMailTexts, data: ContractMailData): [string, string][] {
  const { language, renewal } = data;
  const rows: [string, string][] = [
    [t.labels.seller, sellerBlock(t)],
    [t.labels.reference, data.reference],
    [t.labels.concludedAt, formatDateTime(language, data.concludedAt)],
    [t.labels.email, data.email],
    [t.labels.kind, t.kinds[data.kind]],
    [t.labels.product, data.product],
    [t.labels.paidVia, t.paidVia[data.provider]],
    [
      t.labels.chargedToday,
      formatMoney(language, data.chargedToday.amount, data.chargedToday.currency),
    ],
  ];
  if (renewal) {
    const price = formatMoney(language, renewal.amount, renewal.currency);
    rows.push(
      [t.labels.renewalPrice, t.renewalPrice(price, renewal.interval, renewal.intervalCount)],
      [t.labels.firstRenewal, formatDate(language, renewal.firstChargeAt)],
    );
  }
  if (data.trialEndsAt)
    rows.push([t.labels.trialEndsAt, formatDateTime(language, data.trialEndsAt)]);
  if (renewal) {
    const duration = t.duration(renewal.interval, renewal.intervalCount);
    rows.push([t.labels.term, t.term(duration, Boolean(data.trialEndsAt))]);
  }
  const waiverAt = ebookWaiverAt(data);
  if (waiverAt)
    rows.push([t.labels.ebookWaiver, t.ebookWaiver(formatDateTime(language, waiverAt))]);
  rows.push(
    [t.labels.terms, t.termsVersion(data.terms.version)],
    [t.labels.instructions, t.instructionsVersion(WITHDRAWAL_INSTRUCTIONS_VERSION)],
  );
  return rows;
}

/**
 * The withdrawal instructions of Annex I(A) CRD (Anlage 1 zu Art. 246a §1 Abs. 2 EGBGB) for a
 * contract that begins today: no delivery costs, the online withdrawal function (Art. 11a CRD,
 * §356a BGB), and nothing kept for the time Fastwell was used (we claim no proportionate amount).
 * An e-book bought with the waiver adds when and why its right of withdrawal expires.
 */
function instructionBlocks(t: ContractMailTexts, data: ContractMailData): MailBlock[] {
  const i = t.instructions;
  const seller = sellerLine(t);
  const blocks: MailBlock[] = [
    { kind: 'heading', text: i.heading },
    { kind: 'paragraph', text: `${i.rightTitle}\n${i.right(WITHDRAWAL_PERIOD_DAYS)}` },
    { kind: 'paragraph', text: i.how(seller) },
    { kind: 'paragraph', text: i.online(data.withdrawUrl) },
    { kind: 'paragraph', text: i.deadline },
    { kind: 'paragraph', text: `${i.effectsTitle}\n${i.refund(WITHDRAWAL_PERIOD_DAYS)}` },
  ];
  if (data.kind !== 'ebook') blocks.push({ kind: 'paragraph', text: i.nothingForTimeUsed });
  const waiverAt = ebookWaiverAt(data);
  if (waiverAt) {
    const at = formatDateTime(data.language, waiverAt);
    blocks.push({ kind: 'paragraph', text: `${i.ebookExpiredTitle}\n${i.ebookExpired(at)}` });
  }
  return blocks;
}

/** Where the model form leaves room to write. */
const BLANK = '_'.repeat(30);

/** The model withdrawal form of Annex I(B) CRD (Anlage 2 EGBGB), the seller filled in. */
function formBlocks(t: ContractMailTexts): MailBlock[] {
  const f = t.form;
  const lines = [
    f.intro,
    '',
    `– ${f.to(sellerLine(t))}`,
    `– ${f.declaration}`,
    `  ${BLANK}`,
    ...f.fields.map((field) => `– ${field}${t.colon}${BLANK}`),
    '',
    f.strike,
  ];
  return [
    { kind: 'heading', text: f.heading },
    { kind: 'paragraph', text: lines.join('\n') },
  ];
}

/** The terms in force, carried in the mail itself (a durable medium, §312f(2) BGB). */
function termsAttachment(t: ContractMailTexts, data: ContractMailData): MailAttachment {
  // Plain ASCII whatever the version holds: mail clients disagree on encoded file names.
  const version = data.terms.version.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^[.-]+|[.-]+$/g, '');
  return {
    filename: `${[t.termsFile, version].filter(Boolean).join('-')}.${data.language}.txt`,
    contentType: 'text/plain; charset=utf-8',
    content: data.terms.text,
  };
}

/**
 * The contract confirmation on a durable medium (Art. 8(7) CRD, §312f(2) BGB): the contract's
 * facts, how to cancel and withdraw, the withdrawal instructions with the model form, and the terms
 * attached. Only our text and the purchase's facts: nothing a buyer typed but their e-mail address.
 */
export function contractMail(data: ContractMailData): RenderedMail {
  const { language } = data;
  const t = CONTRACT_MAIL_TEXTS[language];
  // An e-book is bought once: there is nothing to cancel.
  const cancel = data.kind !== 'ebook';

  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.intro },
    { kind: 'table', caption: t.contract, rows: contractRows(t, data) },
    { kind: 'paragraph', text: t.linksIntro(cancel) },
  ];
  if (cancel) blocks.push({ kind: 'link', label: t.cancelLink, href: data.cancelUrl });
  blocks.push(
    { kind: 'link', label: t.withdrawLink, href: data.withdrawUrl },
    ...instructionBlocks(t, data),
    ...formBlocks(t),
    { kind: 'paragraph', text: t.keep },
    { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
  );

  const document = { language, title: t.subject, blocks };
  return {
    subject: t.subject,
    text: renderText(document),
    html: renderHtml(document),
    attachments: [termsAttachment(t, data)],
  };
}
