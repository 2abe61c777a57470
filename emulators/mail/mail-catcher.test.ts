import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailCatcherClient, linksOf } from './mail-catcher.client.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

let catcher: MailCatcher;
let client: MailCatcherClient;

beforeAll(async () => {
  catcher = await startMailCatcher(); // ports 0: free ones
  client = new MailCatcherClient(catcher.url);
});
afterAll(() => catcher.close());
beforeEach(() => client.clear());

const send = (mail: { to: string; subject: string; text?: string; html?: string }, url?: string) =>
  nodemailer.createTransport(url ?? catcher.smtpUrl).sendMail({
    from: 'Fastwell <support@fastwell.app>',
    text: 'text',
    html: '<p>html</p>',
    ...mail,
  });

describe('the local mail catcher', () => {
  it('keeps what arrives over SMTP and answers it as JSON, umlauts intact', async () => {
    await send({
      to: 'Jürgen <Juergen@Example.com>',
      subject: 'Kündigungsbestätigung',
      text: 'Guten Tag Jürgen,\nIhre Kündigung ist eingegangen.',
      html: '<h1>Kündigungsbestätigung</h1><a href="https://fastwell.app/r?t=1">Das war ich nicht – Abo wiederherstellen</a>',
    });

    const [mail, ...more] = await client.list();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: 'Fastwell <support@fastwell.app>',
      to: ['juergen@example.com'],
      subject: 'Kündigungsbestätigung',
      text: 'Guten Tag Jürgen,\nIhre Kündigung ist eingegangen.',
    });
    expect(mail?.html).toContain('Das war ich nicht – Abo wiederherstellen');
    expect(linksOf(mail ?? { html: '' })).toEqual(['https://fastwell.app/r?t=1']);
    expect(Date.parse(mail?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 10_000);
  });

  it('answers attachments: a text file as text, any other as base64', async () => {
    await nodemailer.createTransport(catcher.smtpUrl).sendMail({
      from: 'Fastwell <support@fastwell.app>',
      to: 'anna@example.com',
      subject: 'Vertragsbestätigung',
      text: 'text',
      attachments: [
        {
          filename: 'agb.de.txt',
          contentType: 'text/plain; charset=utf-8',
          content: 'AGB – §7 Widerruf',
        },
        { filename: 'logo.png', contentType: 'image/png', content: Buffer.from([137, 80, 78, 71]) },
      ],
    });

    const [mail] = await client.list('anna@example.com');
    expect(mail?.attachments).toEqual([
      { filename: 'agb.de.txt', contentType: 'text/plain', content: 'AGB – §7 Widerruf' },
      { filename: 'logo.png', contentType: 'image/png', content: 'iVBORw==' },
    ]);
  });

  it('lists by address, case-insensitively', async () => {
    await send({ to: 'a@example.com', subject: 'for a' });
    await send({ to: 'b@example.com', subject: 'for b' });
    expect((await client.list('A@example.com')).map((m) => m.subject)).toEqual(['for a']);
    expect((await client.list()).map((m) => m.subject)).toEqual(['for a', 'for b']);
    expect(await client.list('nobody@example.com')).toEqual([]);
  });

  it('waits for a mail that arrives later, and names what came when none matches in time', async () => {
    const waiting = client.waitFor('late@example.com', { timeoutMs: 5_000 });
    setTimeout(() => void send({ to: 'late@example.com', subject: 'at last' }), 300);
    expect((await waiting).subject).toBe('at last');

    await expect(
      client.waitFor('late@example.com', {
        timeoutMs: 300,
        match: (mail) => mail.subject === 'another',
      }),
    ).rejects.toThrow('no mail to late@example.com within 300 ms (received for it: "at last")');
  });

  it('clears one address, or everything', async () => {
    await send({ to: 'a@example.com', subject: 'for a' });
    await send({ to: 'b@example.com', subject: 'for b' });
    await client.clear('a@example.com');
    expect((await client.list()).map((m) => m.subject)).toEqual(['for b']);
    await client.clear();
    expect(await client.list()).toEqual([]);
  });

  it('accepts any login, as an SMTP_URL with credentials would send', async () => {
    const withLogin = catcher.smtpUrl.replace('smtp://', 'smtp://mailer:secret@');
    await send({ to: 'a@example.com', subject: 'logged in' }, withLogin);
    expect((await client.list('a@example.com')).map((m) => m.subject)).toEqual(['logged in']);
  });

  it('shows the inbox page: subject, recipient, the text, the HTML sandboxed, values escaped', async () => {
    await send({
      to: 'a@example.com',
      subject: '<script>alert(1)</script> Kündigung',
      text: 'plain & simple',
      html: '<p onclick="x()">Hallo</p>',
    });
    const response = await fetch(catcher.url);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Kündigung');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('a@example.com');
    expect(page).toContain('plain &amp; simple');
    expect(page).toMatch(/<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=');
  });

  it('empties the inbox from the page and answers 404 elsewhere', async () => {
    await send({ to: 'a@example.com', subject: 'x' });
    const cleared = await fetch(`${catcher.url}/clear`, { method: 'POST', redirect: 'manual' });
    expect(cleared.status).toBe(303);
    expect(await client.list()).toEqual([]);
    expect((await fetch(`${catcher.url}/nothing`)).status).toBe(404);
  });
});

describe('linksOf', () => {
  it('reads every href, entities decoded', () => {
    expect(
      linksOf({
        html: '<p><a style="x" href="https://fastwell.app/cancel/restore?restore=a.b&amp;lang=de">Das war ich nicht</a> <A HREF="mailto:support@fastwell.app">x</A></p>',
      }),
    ).toEqual([
      'https://fastwell.app/cancel/restore?restore=a.b&lang=de',
      'mailto:support@fastwell.app',
    ]);
  });
});
