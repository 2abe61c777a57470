import { describe, expect, it } from 'vitest';
import { refusedLocalSettings, takesDownEverything } from './production-guard.rules';

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
    ['FIREBASE_CONFIG', { GCLOUD_PROJECT: 'demo-fastwell' }, 'database'],
    ['FIREBASE_CONFIG', { FIREBASE_CONFIG: '' }, 'database'],
  ])('deployed, refuses %s (%j): %s off', (name, local, part) => {
    const refused = refusedLocalSettings({ ...DEPLOYED, ...local });
    expect(refused).toEqual([{ name, part, why: expect.any(String) }]);
    expect(takesDownEverything(refused)).toBe(part === 'identity' || part === 'database');
  });
});
