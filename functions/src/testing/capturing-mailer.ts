import { RESTORE_LINK_PARAM } from '../contract/url-params';
import type { Mailer, OutgoingMail } from '../adapters/mail/mailer.port';

/** A Mailer for route tests: keeps what was sent; `failing` makes the SMTP server refuse. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  failing = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failing) throw new Error('550 mailbox unavailable');
    this.sent.push(mail);
  }

  /** The mails sent to one address, oldest first. */
  to(address: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  /**
   * The same without the contract confirmations a purchase sends (the mails that attach the
   * terms): what a test of another mail (a cancellation's) reads.
   */
  toExceptContracts(address: string): OutgoingMail[] {
    return this.to(address).filter((mail) => !mail.attachments?.length);
  }
}

/** The token of the first "this was not me" link in a mail's text. */
export function restoreTokenOf(text: string | undefined): string {
  const match = new RegExp(`/cancel/restore\\?${RESTORE_LINK_PARAM}=([A-Za-z0-9_.-]+)`).exec(
    text ?? '',
  );
  if (!match?.[1]) throw new Error(`no restore link in:\n${text}`);
  return match[1];
}
