import nodemailer from 'nodemailer';
import type { Mail, SMTPSentMessageInfo, SMTPTransportOptions } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.port';

/** How long one send may wait on the SMTP server before the request gives up (ms). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends through an SMTP server named by a URL: `smtps://user:pass@host:465` (TLS from the start),
 * `smtp://user:pass@host:587?requireTLS=true` (STARTTLS or no mail) or `smtp://…` (STARTTLS only
 * when the server offers it: the local mail catcher; a live project refuses it, see
 * smtpWithoutTls in production-guard.rules.ts). nodemailer reads further options from the URL's
 * query. One connection per mail: a function instance sends rarely, and a pooled connection
 * would outlive the request.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Mail<SMTPSentMessageInfo, SMTPTransportOptions>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const protocol = new URL(smtpUrl).protocol;
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error(`SMTP URL must start with smtp:// or smtps:// (got ${protocol})`);
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      ...TIMEOUTS,
      // Mails are built from text we render: never read a file or fetch a URL named in one.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments
        ? {
            attachments: mail.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
            })),
          }
        : {}),
    });
    if (info.rejected.length > 0)
      throw new Error(`The SMTP server refused the recipient (${info.response})`);
  }
}
