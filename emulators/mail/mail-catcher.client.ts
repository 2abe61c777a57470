import { LOCAL_STACK, localUrl } from '../local-stack.config.js';

/** One e-mail the local mail catcher received, as GET /api/messages answers it. */
export interface CaughtMail {
  id: string;
  /** ISO time the catcher received it. */
  receivedAt: string;
  from: string;
  /** Every recipient (envelope and To/Cc headers), lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files; a text file's content as text, any other as base64. */
  attachments: CaughtAttachment[];
}

export interface CaughtAttachment {
  filename: string;
  /** The MIME type, without parameters. */
  contentType: string;
  content: string;
}

/** The inbox of the running stack: E2E_MAIL_URL (set by the launcher), else the fixed port. */
export const mailCatcherUrl = (): string =>
  process.env.E2E_MAIL_URL ?? localUrl(LOCAL_STACK.ports.mailInbox);

/** The href of every link in a mail's HTML, entities decoded (e.g. the "this was not me" link). */
export const linksOf = (mail: Pick<CaughtMail, 'html'>): string[] =>
  [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map(([, href = '']) =>
    href
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

const query = (to?: string): string => (to ? `?to=${encodeURIComponent(to)}` : '');

/** Reads and clears the local mail catcher's inbox over its JSON API (tests, e2e). */
export class MailCatcherClient {
  constructor(private readonly baseUrl: string = mailCatcherUrl()) {}

  /** The mails received so far, oldest first; with `to`, only those to that address. */
  async list(to?: string): Promise<CaughtMail[]> {
    const response = await fetch(`${this.baseUrl}/api/messages${query(to)}`);
    if (!response.ok)
      throw new Error(`mail catcher: GET /api/messages answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  }

  /**
   * The first mail to `to` (that `match` accepts) once it has arrived; rejects after the timeout
   * naming what did arrive.
   */
  async waitFor(
    to: string,
    options: {
      timeoutMs?: number;
      intervalMs?: number;
      match?: (mail: CaughtMail) => boolean;
    } = {},
  ): Promise<CaughtMail> {
    const { timeoutMs = 15_000, intervalMs = 200, match = () => true } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.list(to);
      const found = mails.find(match);
      if (found) return found;
      if (Date.now() >= deadline)
        throw new Error(
          `mail catcher: no mail to ${to} within ${timeoutMs} ms (received for it: ${
            mails.map((mail) => JSON.stringify(mail.subject)).join(', ') || 'none'
          })`,
        );
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  /** Empties the inbox; with `to`, only that address's mails (tests running side by side). */
  async clear(to?: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/messages${query(to)}`, {
      method: 'DELETE',
    });
    if (!response.ok)
      throw new Error(`mail catcher: DELETE /api/messages answered ${response.status}`);
  }
}
