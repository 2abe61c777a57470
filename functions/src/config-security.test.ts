import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: FUTOKEN_SECRET and ALLOWED_ORIGINS', () => {
  it('has no futoken secret and no extra origins by default', () => {
    const config = loadConfig({});
    expect(config.futokenSecret).toBeUndefined();
    expect(config.allowedOrigins).toEqual([]);
  });

  it('reads a long enough secret and a comma-separated list of origins', () => {
    const config = loadConfig({
      FUTOKEN_SECRET: 's'.repeat(32),
      ALLOWED_ORIGINS:
        ' https://fastwell.app , http://127.0.0.1:5000/,https://www.fastwell.app/path ',
    });
    expect(config.futokenSecret).toBe('s'.repeat(32));
    expect(config.allowedOrigins).toEqual([
      'https://fastwell.app',
      'http://127.0.0.1:5000',
      'https://www.fastwell.app',
    ]);
  });

  it.each([
    [{ FUTOKEN_SECRET: 'short' }, 'FUTOKEN_SECRET'],
    [{ ALLOWED_ORIGINS: 'fastwell.app' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://fastwell.app' }, 'ALLOWED_ORIGINS'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('loadConfig: e-mail (SMTP_URL, MAIL_FROM, PUBLIC_WEB_URL, CANCELLATION_LINK_SECRET)', () => {
  it('has no mailer, web origin or link key by default', () => {
    const config = loadConfig({});
    expect(config.mail).toBeUndefined();
    expect(config.publicWebUrl).toBeUndefined();
    expect(config.cancellationLinkSecret).toBeUndefined();
  });

  it('reads the SMTP URL with the default sender, the web origin and the link key', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      PUBLIC_WEB_URL: 'https://fastwell.app/',
      CANCELLATION_LINK_SECRET: 'k'.repeat(32),
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
      from: 'Fastwell <support@fastwell.app>',
    });
    expect(config.publicWebUrl).toBe('https://fastwell.app');
    expect(config.cancellationLinkSecret).toBe('k'.repeat(32));
  });

  it('takes the sender from MAIL_FROM and the local catcher on the emulator', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Fastwell Support <hilfe@fastwell.app>',
      PUBLIC_WEB_URL: 'http://127.0.0.1:5000',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Fastwell Support <hilfe@fastwell.app>',
    });
    expect(config.publicWebUrl).toBe('http://127.0.0.1:5000');
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp.example.com:587' }, 'SMTP_URL'],
    [{ PUBLIC_WEB_URL: 'fastwell.app' }, 'PUBLIC_WEB_URL'],
    [{ PUBLIC_WEB_URL: 'ftp://fastwell.app' }, 'PUBLIC_WEB_URL'],
    [{ CANCELLATION_LINK_SECRET: 'short' }, 'CANCELLATION_LINK_SECRET'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('deployed, refuses a local SMTP server and a plain-http web origin: no mail, so no cancellation route', () => {
    const deployed = {
      K_SERVICE: 'api',
      GCLOUD_PROJECT: 'fastwell-prod',
      FIREBASE_CONFIG: '{}',
      CANCELLATION_LINK_SECRET: 'k'.repeat(32),
    };
    const local = loadConfig({
      ...deployed,
      SMTP_URL: 'smtp://localhost:1025',
      PUBLIC_WEB_URL: 'http://fastwell.app',
    });
    expect(local.refused.map(({ name, part }) => `${name}:${part}`)).toEqual([
      'SMTP_URL:mail',
      'PUBLIC_WEB_URL:mail',
    ]);
    expect(local.mail).toBeUndefined();
    expect(local.publicWebUrl).toBeUndefined();

    const production = loadConfig({
      ...deployed,
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      PUBLIC_WEB_URL: 'https://fastwell.app',
    });
    expect(production.refused).toEqual([]);
    expect(production.mail?.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(production.publicWebUrl).toBe('https://fastwell.app');
  });
});
