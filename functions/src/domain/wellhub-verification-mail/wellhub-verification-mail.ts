import type { Language } from '../../contract/languages';
import { formatDateTime } from '../mail/mail-dates';
import { renderHtml, renderText } from '../mail/mail-document';
import { WELLHUB_VERIFICATION_TEXTS } from './wellhub-verification-mail.texts';

export interface WellhubVerificationMailData {
  language: Language;
  /** The signed link back to /wellhub/register. */
  url: string;
  /** ISO: when the link expires. */
  expiresAt: string;
}

/** The mail that proves a Wellhub member's address: fixed text and our link, nothing typed. */
export function wellhubVerificationMail(data: WellhubVerificationMailData): {
  subject: string;
  text: string;
  html: string;
} {
  const t = WELLHUB_VERIFICATION_TEXTS[data.language];
  const document = {
    language: data.language,
    title: t.subject,
    blocks: [
      { kind: 'paragraph', text: t.greeting },
      { kind: 'paragraph', text: t.intro },
      { kind: 'link', label: t.button, href: data.url },
      { kind: 'paragraph', text: t.valid(formatDateTime(data.language, data.expiresAt)) },
      { kind: 'paragraph', text: t.notYou },
      { kind: 'paragraph', text: t.signature },
    ] as const,
  };
  return { subject: t.subject, text: renderText(document), html: renderHtml(document) };
}
