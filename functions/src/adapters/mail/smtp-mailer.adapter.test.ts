import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpWithoutTls } from '../../domain/production-guard.rules';
import { SmtpMailer } from './smtp-mailer.adapter';

interface Received {
  user?: string;
  envelopeTo: string[];
  mail: ParsedMail;
}

const servers: SMTPServer[] = [];

/** An SMTP server in this process on a free port; `received` fills as mails arrive. */
async function startSmtpServer(
  options: SMTPServerOptions = {},
): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            ...(session.user ? { user: String(session.user) } : {}),
            envelopeTo: session.envelope.rcptTo.map(({ address }) => address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, received };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((done) => s.close(done))));
});

const MAIL = {
  to: 'jürgen.müller@example.com',
  subject: 'Kündigungsbestätigung',
  text: 'Guten Tag Jürgen Müller,\nwir haben Ihre Kündigung erhalten. Größe: ß äöü ÄÖÜ €',
  html: '<!doctype html><html lang="de"><body><h1>Kündigungsbestätigung</h1><p>Grüße – Ihr Fastwell-Team</p></body></html>',
};

describe('SmtpMailer', () => {
  it('delivers from, to, subject, text and HTML intact, umlauts included', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Fastwell <support@fastwell.app>');

    await mailer.send(MAIL);

    expect(received).toHaveLength(1);
    const [{ mail, envelopeTo }] = received as [Received];
    expect(envelopeTo).toEqual([MAIL.to]);
    expect(mail.from?.value).toEqual([{ address: 'support@fastwell.app', name: 'Fastwell' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { address: MAIL.to, name: '' },
    ]);
    expect(mail.subject).toBe(MAIL.subject);
    expect(mail.text?.trim()).toBe(MAIL.text);
    expect(mail.html).toContain('<h1>Kündigungsbestätigung</h1>');
    expect(mail.html).toContain('Grüße – Ihr Fastwell-Team');
  });

  it('attaches files as given: name, type and UTF-8 text intact', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Fastwell <support@fastwell.app>');
    const terms = '# Allgemeine Geschäftsbedingungen\n\n§ 7 Widerrufsrecht – Rückzahlung in €';

    await mailer.send({
      ...MAIL,
      attachments: [
        {
          filename: 'agb-fastwell.de.txt',
          contentType: 'text/plain; charset=utf-8',
          content: terms,
        },
      ],
    });

    const [{ mail }] = received as [Received];
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['agb-fastwell.de.txt', 'text/plain'],
    ]);
    expect(mail.attachments[0]?.content.toString('utf8')).toBe(terms);
    expect(mail.text?.trim()).toBe(MAIL.text);
  });

  it('signs in with the user and password of the URL', async () => {
    const { port, received } = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret/+')
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
    });
    const url = `smtp://mailer:${encodeURIComponent('s3cret/+')}@127.0.0.1:${port}`;

    await new SmtpMailer(url, 'support@fastwell.app').send(MAIL);

    expect(received.map(({ user }) => user)).toEqual(['mailer']);
    await expect(
      new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, 'support@fastwell.app').send(MAIL),
    ).rejects.toThrow(/Invalid username or password|Invalid login/);
  });

  it('rejects when the server refuses the recipient', async () => {
    const { port, received } = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
    });
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${port}`, 'support@fastwell.app').send(MAIL),
    ).rejects.toThrow();
    expect(received).toEqual([]);
  });

  it('rejects when the server refuses the message', async () => {
    const { port } = await startSmtpServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Message refused'), { responseCode: 554 })),
        );
      },
    });
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${port}`, 'support@fastwell.app').send(MAIL),
    ).rejects.toThrow(/Message refused/);
  });

  it('rejects when nothing listens', async () => {
    const { port } = await startSmtpServer();
    await Promise.all(servers.splice(0).map((s) => new Promise<void>((done) => s.close(done))));
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${port}`, 'support@fastwell.app').send(MAIL),
    ).rejects.toThrow();
  });

  it.each(['http://127.0.0.1:25', 'mailto:support@fastwell.app'])('refuses the URL %s', (url) => {
    expect(() => new SmtpMailer(url, 'support@fastwell.app')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});

describe("the production guard's TLS rule (smtpWithoutTls) as nodemailer sends", () => {
  const FROM = 'support@fastwell.app';

  it('a URL it accepts never sends in clear: a server without STARTTLS gets nothing', async () => {
    const { port, received } = await startSmtpServer();
    const clear = `smtp://127.0.0.1:${port}`;
    expect(smtpWithoutTls(clear)).not.toBeNull();
    await new SmtpMailer(clear, FROM).send(MAIL);
    expect(received).toHaveLength(1);

    for (const accepted of [
      `smtp://127.0.0.1:${port}?requireTLS=true`,
      `smtps://127.0.0.1:${port}`,
    ]) {
      expect(smtpWithoutTls(accepted)).toBeNull();
      await expect(new SmtpMailer(accepted, FROM).send(MAIL)).rejects.toThrow();
    }
    expect(received).toHaveLength(1);
  });

  it.each([
    'smtp://h:587',
    'smtp://h:587?requireTLS=true',
    'smtp://h:587?requireTLS=1',
    'smtp://h:587?requireTLS=true&requireTLS=false',
    'smtp://h:587?requireTLS=%74rue',
    'smtp://h:587?requireTLS=true&ignoreTLS=true',
    'smtp://h:465?secure=true',
    'smtps://h:465',
    'smtps://h:465?secure=false',
    'smtps://h:465?tls.rejectUnauthorized=false',
    'smtps://h:465?tls.rejectUnauthorized=0',
    'SMTPS://h:465',
  ])('%s: accepted only if nodemailer requires a checked TLS', (url) => {
    const { options } = nodemailer.createTransport({ url }) as unknown as {
      options: { secure?: unknown; requireTLS?: unknown; tls?: { rejectUnauthorized?: unknown } };
    };
    const tls =
      (options.secure === true || options.requireTLS === true) &&
      (options.tls?.rejectUnauthorized ?? true) === true;
    if (smtpWithoutTls(url) === null) expect(tls).toBe(true);
  });
});
