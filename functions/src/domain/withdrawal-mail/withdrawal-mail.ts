import {
  MAX_WITHDRAWAL_NAME_LENGTH,
  MAX_WITHDRAWAL_REFERENCE_LENGTH,
  WITHDRAWAL_PERIOD_DAYS,
} from '../../contract/api/withdrawals';
import type { Language } from '../../contract/languages';
import { formatDate, formatDateTime } from '../mail/mail-dates';
import type { MailBlock, RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { formatMoney } from '../mail/mail-money';
import { typedLine } from '../mail/typed-text';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail.texts';
import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

/** Art. 13(1) CRD, §357(1) BGB: payments are refunded at the latest 14 days after receipt. */
export const REFUND_DAYS = 14;

interface Money {
  /** Minor units. */
  amount: number;
  currency: string;
}

export interface WithdrawalMailContract {
  kind: 'subscription' | 'upsell' | 'ebook';
  provider: 'stripe' | 'paypal';
  /** The contract's reference (subscription id / payment id). */
  reference: string;
  /** Already localized, e.g. "Fastwell Premium · 3 months". */
  product: string;
  /** ISO: when it was concluded. */
  concludedAt: string;
  /**
   * withdrawn: within the 14 days, it ends and is refunded when the withdrawal is carried out;
   * period-ended: concluded more than 14 days ago, no withdrawal (the mail says when the period
   * ended and points to cancelling);
   * waived: an e-book delivered at once with the buyer's express consent and acknowledgement, so
   * no right of withdrawal (§356(5) BGB).
   */
  outcome: 'withdrawn' | 'period-ended' | 'waived';
  /** What will be refunded (withdrawn) or was paid; minor units. */
  paid: Money;
  /** ISO: the end of its withdrawal period (concludedAt + 14 days). */
  periodEndsAt: string;
}

export interface WithdrawalReceivedMailData {
  language: Language;
  /** ISO, the legal time of receipt. */
  receivedAt: string;
  withdrawalId: string;
  /** Typed by the visitor. */
  name: string;
  email: string;
  /** Typed by the visitor. */
  reference?: string;
  /** ISO: when the withdrawal is carried out (receivedAt + 48 h). */
  carriedOutAt: string;
  /** Empty: no contract found at this address. */
  contracts: WithdrawalMailContract[];
  /** The signed "this was not me" link; present when at least one contract is 'withdrawn'. */
  stopUrl?: string;
  /** Absolute URL of /cancel. */
  cancelUrl: string;
}

export interface WithdrawalCarriedOutContract {
  kind: WithdrawalMailContract['kind'];
  provider: WithdrawalMailContract['provider'];
  reference: string;
  product: string;
  /** Refunded to the original payment method; minor units. */
  refunded: Money;
}

export interface WithdrawalCarriedOutMailData {
  language: Language;
  withdrawalId: string;
  receivedAt: string;
  /** ISO, when it was carried out. */
  carriedOutAt: string;
  email: string;
  /** Each contract ended, and what was refunded to the original payment method. */
  contracts: WithdrawalCarriedOutContract[];
}

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day of the refund: the Berlin calendar day `REFUND_DAYS` after receipt. */
function refundBy(language: Language, receivedAt: string): string {
  const received = new Date(receivedAt).getTime();
  if (Number.isNaN(received)) return receivedAt;
  return formatDate(language, new Date(received + REFUND_DAYS * DAY_MS).toISOString());
}

/** What happens to one contract found for the address, in our words. */
function outcomeText(
  t: WithdrawalMailTexts,
  contract: WithdrawalMailContract,
  data: WithdrawalReceivedMailData,
): string {
  const { language } = data;
  const carriedOutAt = formatDateTime(language, data.carriedOutAt);
  switch (contract.outcome) {
    case 'withdrawn':
      if (contract.paid.amount <= 0) return t.received.withdrawnNothingPaid(carriedOutAt);
      return t.received.withdrawn({
        carriedOutAt,
        amount: formatMoney(language, contract.paid.amount, contract.paid.currency),
        method: t.paymentMethods[contract.provider],
        refundBy: refundBy(language, data.receivedAt),
        days: REFUND_DAYS,
      });
    case 'period-ended': {
      const end = formatDate(language, contract.periodEndsAt);
      return contract.kind === 'ebook'
        ? t.received.purchaseStands(end)
        : t.received.periodEnded(end);
    }
    case 'waived':
      return t.received.waived;
  }
}

/** A contract that continues and can be cancelled: the mail points to /cancel. */
const cancellable = (contract: WithdrawalMailContract): boolean =>
  contract.outcome === 'period-ended' && contract.kind !== 'ebook';

/** One contract: its table, then what the withdrawal does to it. */
function contractBlocks(
  t: WithdrawalMailTexts,
  contract: WithdrawalMailContract,
  data: WithdrawalReceivedMailData,
): MailBlock[] {
  const { language } = data;
  return [
    {
      kind: 'table',
      caption: `${t.contractLabels.product}: ${contract.product}`,
      rows: [
        [t.contractLabels.reference, contract.reference],
        [t.contractLabels.provider, PROVIDER_NAMES[contract.provider]],
        [t.contractLabels.concludedAt, formatDateTime(language, contract.concludedAt)],
        [t.contractLabels.periodEndsAt, formatDate(language, contract.periodEndsAt)],
      ],
    },
    { kind: 'paragraph', text: outcomeText(t, contract, data) },
  ];
}

/**
 * Art. 11a(3) CRD: the acknowledgement states the withdrawal's content, so what was typed is in
 * it, but only here, after our own text and the contracts' facts, labelled, as plain text.
 */
function typedBlock(t: WithdrawalMailTexts, data: WithdrawalReceivedMailData): MailBlock {
  const rows: [string, string][] = [
    [t.labels.name, typedLine(data.name, MAX_WITHDRAWAL_NAME_LENGTH)],
  ];
  if (data.reference)
    rows.push([t.labels.reference, typedLine(data.reference, MAX_WITHDRAWAL_REFERENCE_LENGTH)]);
  return { kind: 'typed', caption: t.received.youWrote, note: t.received.youWroteNote, rows };
}

/**
 * The acknowledgement of receipt on a durable medium, sent at once (Art. 11a(3) CRD, §356a BGB):
 * the time of receipt, what was submitted, and what becomes of each contract of the address.
 */
export function withdrawalReceivedMail(data: WithdrawalReceivedMailData): RenderedMail {
  const { language } = data;
  const t = WITHDRAWAL_MAIL_TEXTS[language];

  // Only what the server checked or made: the typed name and reference follow below.
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.received.intro },
    {
      kind: 'table',
      caption: t.received.withdrawal,
      rows: [
        [t.labels.receivedAt, formatDateTime(language, data.receivedAt)],
        [t.labels.withdrawalId, data.withdrawalId],
        [t.labels.email, data.email],
      ],
    },
  ];

  if (data.contracts.length === 0) {
    blocks.push(
      { kind: 'paragraph', text: t.received.noContract(data.email, WITHDRAWAL_PERIOD_DAYS) },
      { kind: 'paragraph', text: t.received.noContractHelp(data.withdrawalId) },
    );
  } else {
    blocks.push({ kind: 'heading', text: t.contracts(data.contracts.length) });
    for (const contract of data.contracts) blocks.push(...contractBlocks(t, contract, data));
    if (data.contracts.some(cancellable))
      blocks.push(
        { kind: 'paragraph', text: t.received.cancelIntro },
        { kind: 'link', label: t.received.cancelLink, href: data.cancelUrl },
      );
  }
  if (data.stopUrl)
    blocks.push(
      {
        kind: 'paragraph',
        text: t.received.stopIntro(formatDateTime(language, data.carriedOutAt)),
      },
      { kind: 'link', label: t.received.stopLink, href: data.stopUrl },
    );
  blocks.push(
    typedBlock(t, data),
    { kind: 'paragraph', text: t.received.keep },
    { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
  );

  const subject = t.received.subject;
  const document = { language, title: subject, blocks };
  return { subject, text: renderText(document), html: renderHtml(document) };
}

/** The mail once the withdrawal is carried out: each contract ended, each refund made. */
export function withdrawalCarriedOutMail(data: WithdrawalCarriedOutMailData): RenderedMail {
  const { language } = data;
  const t = WITHDRAWAL_MAIL_TEXTS[language];

  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.carriedOut.intro },
    {
      kind: 'table',
      caption: t.carriedOut.withdrawal,
      rows: [
        [t.labels.withdrawalId, data.withdrawalId],
        [t.labels.receivedAt, formatDateTime(language, data.receivedAt)],
        [t.labels.carriedOutAt, formatDateTime(language, data.carriedOutAt)],
        [t.labels.email, data.email],
      ],
    },
    { kind: 'heading', text: t.contracts(data.contracts.length) },
  ];
  for (const contract of data.contracts) {
    const amount = formatMoney(language, contract.refunded.amount, contract.refunded.currency);
    blocks.push(
      {
        kind: 'table',
        caption: `${t.contractLabels.product}: ${contract.product}`,
        rows: [
          [t.contractLabels.reference, contract.reference],
          [t.contractLabels.provider, PROVIDER_NAMES[contract.provider]],
          [t.contractLabels.refunded, amount],
        ],
      },
      {
        kind: 'paragraph',
        text:
          contract.refunded.amount > 0
            ? t.carriedOut.refunded(amount, t.paymentMethods[contract.provider])
            : t.carriedOut.nothingPaid,
      },
    );
  }
  if (data.contracts.some((contract) => contract.refunded.amount > 0))
    blocks.push({ kind: 'paragraph', text: t.carriedOut.refundTiming });
  blocks.push(
    { kind: 'paragraph', text: t.carriedOut.keep },
    { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
  );

  const subject = t.carriedOut.subject;
  const document = { language, title: subject, blocks };
  return { subject, text: renderText(document), html: renderHtml(document) };
}
