/** One e-mail as the API sends it: a plain-text body and its HTML twin. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail (SMTP in production, the local mail catcher on the local stack). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}
