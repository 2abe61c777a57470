import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage } from './inbox-page.js';
import type { CaughtMail } from './mail-catcher.client.js';

/** The oldest mails go once this many are held (a long reliability run sends many). */
const MAX_MAILS = 1000;

export interface MailCatcher {
  /** smtp://host:port: what the functions' SMTP_URL points at. */
  smtpUrl: string;
  /** The inbox page; its JSON API is under /api/messages. */
  url: string;
  messages(): readonly CaughtMail[];
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap(({ value }) =>
    value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/** "Fastwell <support@fastwell.app>" as written, not mailparser's quoted form. */
const sender = (field: AddressObject | undefined): string =>
  (field?.value ?? [])
    .map(({ name, address }) => (name ? `${name} <${address ?? ''}>` : (address ?? '')))
    .join(', ');

const forAddress = (to: string | null) => (mail: CaughtMail) =>
  to === null || mail.to.includes(to.trim().toLowerCase());

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response
    .writeHead(status, {
      'Content-Type': `${type}; charset=utf-8`,
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    })
    .end(body);
}

/**
 * A local SMTP server that keeps every mail in memory, with an inbox page (GET /) and a JSON API
 * (GET /api/messages[?to=], DELETE /api/messages[?to=]). It accepts any sender, recipient and
 * login, and never relays: nothing leaves the machine.
 */
export async function startMailCatcher(
  options: { smtpPort?: number; httpPort?: number; host?: string } = {},
): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  let mails: CaughtMail[] = [];

  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'local' }),
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = [
            ...session.envelope.rcptTo.map(({ address }) => address),
            ...addresses(parsed.to),
            ...addresses(parsed.cc),
          ].map((address) => address.toLowerCase());
          mails.push({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: sender(parsed.from),
            to: [...new Set(to)],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.contentType.startsWith('text/')
                ? file.content.toString('utf8')
                : file.content.toString('base64'),
            })),
          });
          if (mails.length > MAX_MAILS) mails = mails.slice(-MAX_MAILS);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpUrl = `smtp://${host}:${(smtp.server.address() as AddressInfo).port}`;

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to');
    if (url.pathname === '/api/messages' && request.method === 'GET')
      return send(response, 200, 'application/json', JSON.stringify(mails.filter(forAddress(to))));
    if (url.pathname === '/api/messages' && request.method === 'DELETE') {
      mails = to === null ? [] : mails.filter((mail) => !forAddress(to)(mail));
      return void response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    }
    if (url.pathname === '/api/messages' && request.method === 'OPTIONS')
      return void response
        .writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, DELETE',
        })
        .end();
    if (url.pathname === '/' && request.method === 'GET')
      return send(response, 200, 'text/html', inboxPage(mails.filter(forAddress(to)), smtpUrl));
    if (url.pathname === '/clear' && request.method === 'POST') {
      mails = [];
      return void response.writeHead(303, { Location: '/' }).end();
    }
    send(response, 404, 'application/json', JSON.stringify({ error: 'Not found' }));
  };
  const http: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 0, host, () => resolve());
  }).catch(async (error: unknown) => {
    await new Promise<void>((done) => smtp.close(done));
    throw error;
  });
  const url = `http://${host}:${(http.address() as AddressInfo).port}`;

  return {
    smtpUrl,
    url,
    messages: () => mails,
    close: () =>
      Promise.all([
        new Promise<void>((done) => smtp.close(done)),
        new Promise<void>((done) => {
          http.close(() => done());
          http.closeAllConnections();
        }),
      ]).then(() => undefined),
  };
}
