import {
  MAX_CANCELLATION_NAME_LENGTH,
  MAX_CANCELLATION_REASON_LENGTH,
  MAX_CANCELLATION_REFERENCE_LENGTH,
} from '../../contract/api/cancellations';
import type { Language } from '../../contract/languages';
import { CANCELLATION_MAIL_TEXTS } from './cancellation-mail.texts';
import type { CancellationMailTexts } from './cancellation-mail.texts';
import { formatCalendarDay, formatDate, formatDateTime } from '../mail/mail-dates';
import type { MailBlock, RenderedMail } from '../mail/mail-document';
import { renderHtml, renderText } from '../mail/mail-document';
import { typedLine, typedLines } from '../mail/typed-text';

export interface CancellationMailContract {
  provider: 'stripe' | 'paypal';
  /** The subscription id at the provider. */
  id: string;
  /** What was bought, e.g. "Fastwell Premium · 3 months" (already localized, or a product name). */
  plan: string;
  /** ISO: when the contract ends (the end of the paid period); null: not known. */
  endsAt: string | null;
  /** scheduled: the wished end lies in a later billing period (made at the renewal starting it). */
  outcome: 'canceled' | 'already-canceled' | 'scheduled';
  /** The signed "this was not me" link; absent when it cannot be restored (PayPal is final). */
  restoreUrl?: string;
  /** ISO: when the restore link expires (the contract's end). */
  restoreUntil?: string;
}

export interface CancellationMailData {
  language: Language;
  /** ISO time the server received the submission. */
  receivedAt: string;
  cancellationId: string;
  name: string;
  email: string;
  reference?: string;
  kind: 'ordinary' | 'extraordinary';
  reason?: string;
  /** The wished end date YYYY-MM-DD, if any. */
  endDate?: string;
  /** Empty: no contract was found under this address. */
  contracts: CancellationMailContract[];
}

function outcomeText(
  t: CancellationMailTexts,
  contract: CancellationMailContract,
  end: string | null,
  data: CancellationMailData,
): string {
  if (contract.outcome === 'already-canceled') return t.alreadyCanceled(end);
  if (contract.outcome === 'scheduled' && end && data.endDate)
    return t.scheduled(end, formatCalendarDay(data.language, data.endDate));
  return t.canceled(end);
}

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** One contract: its table, what happened to it, and how to undo it (or why it cannot be). */
function contractBlocks(
  t: CancellationMailTexts,
  contract: CancellationMailContract,
  data: CancellationMailData,
): MailBlock[] {
  const { language } = data;
  const end = contract.endsAt ? formatDate(language, contract.endsAt) : null;
  const blocks: MailBlock[] = [
    {
      kind: 'table',
      caption: `${t.contractLabels.plan}: ${contract.plan}`,
      rows: [
        [t.contractLabels.id, contract.id],
        [t.contractLabels.provider, PROVIDER_NAMES[contract.provider]],
        [t.contractLabels.endsAt, end ?? t.endOfPaidPeriod],
      ],
    },
    { kind: 'paragraph', text: outcomeText(t, contract, end, data) },
  ];
  if (!contract.restoreUrl) {
    if (contract.provider === 'paypal')
      blocks.push({ kind: 'paragraph', text: t.paypalFinal(end) });
    return blocks;
  }
  // Held suspended at PayPal until the end: the subscriber sees "paused" there meanwhile.
  if (contract.provider === 'paypal' && contract.outcome === 'canceled' && end)
    blocks.push({ kind: 'paragraph', text: t.paypalHeld(end) });
  const until = contract.restoreUntil ?? contract.endsAt;
  blocks.push(
    { kind: 'paragraph', text: t.restoreIntro },
    { kind: 'link', label: t.restoreLink, href: contract.restoreUrl },
    { kind: 'paragraph', text: t.restoreValid(until ? formatDateTime(language, until) : null) },
  );
  return blocks;
}

/**
 * §312k(4) BGB: the confirmation states the declaration's content, so what was typed is in it,
 * but only here, after our own text and the contract's facts, labelled, as plain text.
 */
function typedBlock(t: CancellationMailTexts, data: CancellationMailData): MailBlock {
  const rows: [string, string][] = [
    [t.labels.name, typedLine(data.name, MAX_CANCELLATION_NAME_LENGTH)],
  ];
  if (data.reference)
    rows.push([t.labels.reference, typedLine(data.reference, MAX_CANCELLATION_REFERENCE_LENGTH)]);
  if (data.reason)
    rows.push([t.labels.reason, typedLines(data.reason, MAX_CANCELLATION_REASON_LENGTH)]);
  return { kind: 'typed', caption: t.youWrote, note: t.youWroteNote, rows };
}

/** The §312k confirmation on a durable medium: receipt time, what was submitted, each contract's end. */
export function cancellationMail(data: CancellationMailData): RenderedMail {
  const { language } = data;
  const t = CANCELLATION_MAIL_TEXTS[language];

  // Only what the server checked or made: the typed name, reference and reason follow below.
  const submitted: [string, string][] = [
    [t.labels.receivedAt, formatDateTime(language, data.receivedAt)],
    [t.labels.cancellationId, data.cancellationId],
    [t.labels.email, data.email],
    [t.labels.kind, t.kinds[data.kind]],
    [t.labels.endDate, data.endDate ? formatCalendarDay(language, data.endDate) : t.earliestEnd],
  ];

  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.intro },
    { kind: 'table', caption: t.submitted, rows: submitted },
  ];

  if (data.contracts.length === 0) {
    blocks.push(
      { kind: 'paragraph', text: t.noContract(data.email) },
      { kind: 'paragraph', text: t.noContractHelp(data.cancellationId) },
    );
  } else {
    blocks.push({ kind: 'heading', text: t.contracts(data.contracts.length) });
    for (const contract of data.contracts) blocks.push(...contractBlocks(t, contract, data));
    if (data.kind === 'extraordinary') blocks.push({ kind: 'paragraph', text: t.extraordinary });
  }
  blocks.push(
    typedBlock(t, data),
    { kind: 'paragraph', text: t.keep },
    { kind: 'paragraph', text: `${t.closing}\n${t.signature}` },
  );

  const document = { language, title: t.subject, blocks };
  return { subject: t.subject, text: renderText(document), html: renderHtml(document) };
}
