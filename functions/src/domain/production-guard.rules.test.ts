import { describe, expect, it } from 'vitest';
import { isLive, refusedLocalSettings, takesDownEverything } from './production-guard.rules';

const DEPLOYED = {
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'fastwell-prod',
  FIREBASE_CONFIG: '{"projectId":"fastwell-prod"}',
};
const LOCAL = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
  LOCAL_DATABASE_FILE: '/tmp/db.json',
  STRIPE_API_URL: 'http://127.0.0.1:12111',
  PAYPAL_API_URL: 'http://127.0.0.1:12112',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  PUBLIC_WEB_URL: 'http://127.0.0.1:5000',
};

describe('refusedLocalSettings', () => {
  it('refuses nothing under the emulator or in tests, whatever is set', () => {
    expect(refusedLocalSettings({ ...LOCAL, GCLOUD_PROJECT: 'demo-fastwell' })).toEqual([]);
    expect(refusedLocalSettings({ ...DEPLOYED, ...LOCAL, FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('refuses nothing deployed with production settings', () => {
    expect(
      refusedLocalSettings({
        ...DEPLOYED,
        STRIPE_API_URL: '',
        PAYPAL_API_URL: 'https://api-m.paypal.com',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        PUBLIC_WEB_URL: 'https://fastwell.app',
      }),
    ).toEqual([]);
  });

  it.each([
    ['FIREBASE_AUTH_EMULATOR_HOST', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'identity'],
    ['FIREBASE_DATABASE_EMULATOR_HOST', { FIREBASE_DATABASE_EMULATOR_HOST: 'x:9000' }, 'database'],
    ['LOCAL_DATABASE_FILE', { LOCAL_DATABASE_FILE: '/tmp/db.json' }, 'database'],
    ['STRIPE_API_URL', { STRIPE_API_URL: 'http://127.0.0.1:12111' }, 'stripe'],
    ['PAYPAL_API_URL', { PAYPAL_API_URL: 'HTTP://127.0.0.1:12112' }, 'paypal'],
    ['SMTP_URL', { SMTP_URL: 'smtp://127.0.0.1:1025' }, 'mail'],
    ['SMTP_URL', { SMTP_URL: 'smtps://user:pass@localhost:465' }, 'mail'],
    ['PUBLIC_WEB_URL', { PUBLIC_WEB_URL: 'http://fastwell.app' }, 'mail'],
    ['WELLHUB_API_URL', { WELLHUB_API_URL: 'http://127.0.0.1:12115' }, 'wellhub'],
    ['FIREBASE_CONFIG', { GCLOUD_PROJECT: 'demo-fastwell' }, 'database'],
    ['FIREBASE_CONFIG', { FIREBASE_CONFIG: '' }, 'database'],
  ])('deployed, refuses %s (%j): %s off', (name, local, part) => {
    const refused = refusedLocalSettings({ ...DEPLOYED, ...local });
    expect(refused).toEqual([{ name, part, why: expect.any(String) }]);
    expect(takesDownEverything(refused)).toBe(part === 'identity' || part === 'database');
  });
});

describe('refusedLocalSettings in a live project (LIVE=true)', () => {
  const LIVE = { ...DEPLOYED, LIVE: 'true' };
  const SMTPS = 'smtps://mailer:secret@smtp.example.com:465';
  const SMTP = 'smtp://mailer:secret@smtp.example.com:587';

  it.each<[string, Record<string, string>, string | null]>([
    ['a live secret key', { STRIPE_SECRET_KEY: 'sk_live_abc' }, null],
    ['a live restricted key', { STRIPE_SECRET_KEY: 'rk_live_abc' }, null],
    ['a test secret key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY:stripe'],
    ['a test restricted key', { STRIPE_SECRET_KEY: 'rk_test_abc' }, 'STRIPE_SECRET_KEY:stripe'],
    ['a publishable key', { STRIPE_SECRET_KEY: 'pk_live_abc' }, 'STRIPE_SECRET_KEY:stripe'],
    ["PayPal's live API", { PAYPAL_API_URL: 'https://api-m.paypal.com' }, null],
    ["PayPal's older live host", { PAYPAL_API_URL: 'https://api.paypal.com/' }, null],
    ['PayPal unset (the live default)', { PAYPAL_API_URL: '' }, null],
    [
      'the sandbox',
      { PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' },
      'PAYPAL_API_URL:paypal',
    ],
    [
      'the older sandbox',
      { PAYPAL_API_URL: 'https://api.sandbox.paypal.com' },
      'PAYPAL_API_URL:paypal',
    ],
    ['another host', { PAYPAL_API_URL: 'https://paypal.example.com' }, 'PAYPAL_API_URL:paypal'],
    ['smtps://', { SMTP_URL: SMTPS }, null],
    [
      'smtps:// checking the certificate',
      { SMTP_URL: `${SMTPS}?tls.rejectUnauthorized=true` },
      null,
    ],
    ['smtp:// with requireTLS', { SMTP_URL: `${SMTP}?requireTLS=true` }, null],
    ['smtp:// (opportunistic STARTTLS)', { SMTP_URL: SMTP }, 'SMTP_URL:mail'],
    ['smtp:// with requireTLS=false', { SMTP_URL: `${SMTP}?requireTLS=false` }, 'SMTP_URL:mail'],
    [
      'smtp:// with requireTLS twice',
      { SMTP_URL: `${SMTP}?requireTLS=true&requireTLS=false` },
      'SMTP_URL:mail',
    ],
    ['smtp:// with requiretls', { SMTP_URL: `${SMTP}?requiretls=true` }, 'SMTP_URL:mail'],
    [
      'smtps:// accepting any certificate',
      { SMTP_URL: `${SMTPS}?tls.rejectUnauthorized=false` },
      'SMTP_URL:mail',
    ],
    [
      'smtp:// with requireTLS accepting any certificate',
      { SMTP_URL: `${SMTP}?requireTLS=true&tls.rejectUnauthorized=false` },
      'SMTP_URL:mail',
    ],
  ])('%s: %s', (_name, settings, expected) => {
    const refused = refusedLocalSettings({ ...LIVE, ...settings });
    expect(refused.map(({ name, part }) => `${name}:${part}`)).toEqual(expected ? [expected] : []);
    expect(takesDownEverything(refused)).toBe(false);
    // A staging project (LIVE unset or false) may run on all of these.
    expect(refusedLocalSettings({ ...DEPLOYED, ...settings })).toEqual([]);
    expect(refusedLocalSettings({ ...DEPLOYED, LIVE: 'false', ...settings })).toEqual([]);
  });

  it('names every test setting at once, and a local one only once', () => {
    const refused = refusedLocalSettings({
      ...LIVE,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      PAYPAL_API_URL: 'http://127.0.0.1:12112',
      SMTP_URL: 'smtp://127.0.0.1:1025',
    });
    expect(refused).toEqual([
      { name: 'PAYPAL_API_URL', part: 'paypal', why: expect.stringContaining('plain http') },
      { name: 'SMTP_URL', part: 'mail', why: expect.stringContaining('mail catcher') },
      { name: 'STRIPE_SECRET_KEY', part: 'stripe', why: expect.stringContaining('test-mode key') },
    ]);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    [' yes ', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['', false],
  ])('LIVE=%j counts as live: %s (anything but false fails closed)', (value, live) => {
    expect(isLive({ LIVE: value })).toBe(live);
  });

  it('refuses nothing under the emulator or in tests, even in a live project', () => {
    const testKeys = { LIVE: 'true', STRIPE_SECRET_KEY: 'sk_test_abc', SMTP_URL: 'smtp://x:25' };
    expect(refusedLocalSettings({ ...DEPLOYED, ...testKeys, FUNCTIONS_EMULATOR: 'true' })).toEqual(
      [],
    );
    expect(refusedLocalSettings(testKeys)).toEqual([]);
  });
});
