import type { RenderedMail } from '../../domain/mail/mail-document';

/** One e-mail as the API sends it: a plain-text body, its HTML twin, and any attached files. */
export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends e-mail (SMTP in production, the local mail catcher on the local stack). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}
