import { describe, expect, it } from 'vitest';
import type { Setting } from './local-settings.rules.js';
import {
  functionsSettingChecks,
  localHostsIn,
  localMarkerChecks,
  projectChecks,
  runtimeChecks,
  webSettingChecks,
} from './local-settings.rules.js';

const lines = (checks: { outcome: string; text: string }[]) =>
  checks.map(({ outcome, text }) => `${outcome}: ${text}`);
const setting = (name: string, value: string, source = '.env'): Setting => ({
  name,
  value,
  source,
});

describe('localHostsIn', () => {
  it.each([
    ['http://127.0.0.1:12111', ['http://127.0.0.1:12111']],
    ['127.0.0.1:9099', ['127.0.0.1:9099']],
    ['https://app.example.com, http://localhost:5000', ['http://localhost:5000']],
    ['http://[::1]:80', ['http://[::1]:80']],
    ['https://api-m.paypal.com', []],
    ['sk_live_x', []],
  ])('%s', (value, expected) => {
    expect(localHostsIn(value)).toEqual(expected);
  });
});

describe('projectChecks (the production guard rule)', () => {
  it.each([
    ['fastwell-prod', 'ok: project fastwell-prod (--project)'],
    [
      'demo-fastwell',
      'fail: project demo-fastwell (--project): no real Firebase project (the demo-fastwell fallback); deploy with --project <your project id>',
    ],
    ['Fastwell_Prod', 'fail: project Fastwell_Prod (--project) is not a valid Firebase project id'],
  ])('%s', (project, expected) => {
    expect(lines(projectChecks(project, '--project'))).toEqual([expected]);
  });
});

describe('functionsSettingChecks', () => {
  const SECRETS = ['STRIPE_SECRET_KEY', 'FUTOKEN_SECRET', 'SMTP_URL', 'CANCELLATION_LINK_SECRET'];
  it.each<[string, Setting[], string[]]>([
    [
      'production values',
      [
        setting('PAYPAL_API_URL', 'https://api-m.paypal.com', 'param default'),
        setting('ALLOWED_ORIGINS', 'https://fastwell.app'),
        setting('STRIPE_API_URL', '', 'param default'),
      ],
      ['ok: functions environment: 3 settings, none local, no secret in plain env'],
    ],
    [
      'the local stack .env.local committed as .env',
      [
        setting('STRIPE_API_URL', 'http://127.0.0.1:12111'),
        setting('LOCAL_DATABASE_FILE', '.local/database.json'),
        setting('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'),
        setting('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'),
        setting('ALLOWED_ORIGINS', 'http://127.0.0.1:5000'),
      ],
      [
        'fail: FIREBASE_AUTH_EMULATOR_HOST (.env): refused by the production guard: firebase-admin would accept unsigned ID tokens',
        'fail: LOCAL_DATABASE_FILE (.env): refused by the production guard: the data would live in a file of one instance',
        'fail: STRIPE_API_URL (.env): refused by the production guard: the secret key would travel over plain http',
        'fail: FIRESTORE_EMULATOR_HOST (.env): an emulator setting',
        'fail: ALLOWED_ORIGINS (.env): points at this machine (http://127.0.0.1:5000)',
      ],
    ],
    [
      'e-mail settings of production',
      [
        setting('PUBLIC_WEB_URL', 'https://fastwell.app', '.env.fastwell-prod'),
        setting('MAIL_FROM', 'Fastwell <support@fastwell.app>', 'param default'),
      ],
      ['ok: functions environment: 2 settings, none local, no secret in plain env'],
    ],
    [
      'e-mail settings of the local stack',
      [
        setting('SMTP_URL', 'smtp://127.0.0.1:1025'),
        setting('PUBLIC_WEB_URL', 'http://127.0.0.1:5000'),
      ],
      [
        'fail: SMTP_URL (.env): refused by the production guard: the e-mails would go to a mail catcher on the instance',
        'fail: PUBLIC_WEB_URL (.env): refused by the production guard: the links in e-mails must open the site over https',
        'fail: SMTP_URL (.env): a secret in plain environment; use firebase functions:secrets:set SMTP_URL',
      ],
    ],
    [
      'a plain-http web origin',
      [setting('PUBLIC_WEB_URL', 'http://fastwell.app')],
      [
        'fail: PUBLIC_WEB_URL (.env): refused by the production guard: the links in e-mails must open the site over https',
      ],
    ],
    [
      'no web origin for the e-mail links',
      [setting('PUBLIC_WEB_URL', '', 'param default')],
      [
        "warn: PUBLIC_WEB_URL (param default) is empty: the cancellation route (§312k) answers 503; set the site's https origin in functions/.env.fastwell-prod",
      ],
    ],
    [
      'no GrowthBook endpoint for the experiments',
      [setting('GROWTHBOOK_FEATURES_URL', '', 'param default')],
      [
        "warn: GROWTHBOOK_FEATURES_URL (param default) is empty: experiment exposures answer 503; set the web's GrowthBook SDK endpoint (https://cdn.growthbook.io/api/features/<client key>) in functions/.env.fastwell-prod",
      ],
    ],
    [
      'secrets as plain env',
      [
        setting('STRIPE_SECRET_KEY', 'sk_live_abc', '.env.fastwell-prod'),
        setting('PAYPAL_WEBHOOK_ID', 'whsec_oops'),
        setting('ALLOWED_ORIGINS', 'http://fastwell.app'),
      ],
      [
        'fail: STRIPE_SECRET_KEY (.env.fastwell-prod): a secret in plain environment; use firebase functions:secrets:set STRIPE_SECRET_KEY',
        'fail: PAYPAL_WEBHOOK_ID (.env): a secret in plain environment; use firebase functions:secrets:set PAYPAL_WEBHOOK_ID',
        'fail: ALLOWED_ORIGINS (.env): a plain http:// URL',
      ],
    ],
    [
      'a live project with test settings',
      [
        setting('LIVE', 'true', '.env.fastwell-prod'),
        setting('PAYPAL_API_URL', 'https://api-m.sandbox.paypal.com', '.env.fastwell-prod'),
        setting('STRIPE_SECRET_KEY', 'sk_test_abc'),
        setting('SMTP_URL', 'smtp://mailer:secret@smtp.example.com:587'),
      ],
      [
        'fail: STRIPE_SECRET_KEY (.env): refused by the production guard: a test-mode key in a live project: no payment would be real',
        "fail: PAYPAL_API_URL (.env.fastwell-prod): refused by the production guard: PayPal's sandbox in a live project: no payment would be real",
        'fail: SMTP_URL (.env): refused by the production guard: the e-mails could go out without TLS (use smtps:// or smtp://…?requireTLS=true) in a live project',
        'fail: STRIPE_SECRET_KEY (.env): a secret in plain environment; use firebase functions:secrets:set STRIPE_SECRET_KEY',
        'fail: SMTP_URL (.env): a secret in plain environment; use firebase functions:secrets:set SMTP_URL',
        "ok: LIVE (.env.fastwell-prod): a live project; the production guard refuses test-mode Stripe keys (sk_test_, rk_test_), PayPal's sandbox and SMTP without TLS (the secrets STRIPE_SECRET_KEY and SMTP_URL at run time)",
      ],
    ],
    [
      'a live project with live settings',
      [
        setting('LIVE', 'TRUE', '.env.fastwell-prod'),
        setting('PAYPAL_API_URL', 'https://api-m.paypal.com', 'param default'),
      ],
      [
        'ok: functions environment: 2 settings, none local, no secret in plain env',
        "ok: LIVE (.env.fastwell-prod): a live project; the production guard refuses test-mode Stripe keys (sk_test_, rk_test_), PayPal's sandbox and SMTP without TLS (the secrets STRIPE_SECRET_KEY and SMTP_URL at run time)",
      ],
    ],
    [
      'a staging project on the sandbox',
      [
        setting('LIVE', 'false', 'param default'),
        setting('PAYPAL_API_URL', 'https://api-m.sandbox.paypal.com', '.env.fastwell-prod'),
      ],
      [
        'ok: functions environment: 2 settings, none local, no secret in plain env',
        "warn: LIVE (param default) is not true: if fastwell-prod takes real money, set LIVE=true in functions/.env.fastwell-prod, or the guard lets test keys, PayPal's sandbox and SMTP without TLS through",
      ],
    ],
    [
      'LIVE neither true nor false',
      [
        setting('LIVE', 'yes', '.env.fastwell-prod'),
        setting('PAYPAL_API_URL', 'https://api-m.sandbox.paypal.com', '.env.fastwell-prod'),
      ],
      [
        "fail: PAYPAL_API_URL (.env.fastwell-prod): refused by the production guard: PayPal's sandbox in a live project: no payment would be real",
        'fail: LIVE (.env.fastwell-prod) is "yes": write true or false (the guard counts it as live)',
      ],
    ],
  ])('%s', (_, settings, expected) => {
    expect(lines(functionsSettingChecks(settings, SECRETS, 'fastwell-prod'))).toEqual(expected);
  });
});

describe('webSettingChecks', () => {
  const REQUIRED = ['VITE_STRIPE_PUBLISHABLE_KEY'];
  it.each<[string, Setting[], string[]]>([
    [
      'production values',
      [
        setting('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_live_x', 'process env'),
        setting('VITE_STRIPE_JS_URL', 'https://js.stripe.com/endive/stripe.js', '.env.production'),
      ],
      ['ok: web build settings: 2, none local'],
    ],
    [
      'the local stack values',
      [
        setting('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'),
        setting('VITE_STRIPE_JS_URL', 'http://127.0.0.1:12111/v3/stripe.js'),
        setting('VITE_FIREBASE_PROJECT_ID', 'demo-fastwell'),
        setting('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_fastwell_local'),
      ],
      [
        'fail: VITE_AUTH_EMULATOR_URL (.env): for the local stack only',
        'fail: VITE_STRIPE_JS_URL (.env): points at this machine (http://127.0.0.1:12111/v3/stripe.js)',
        'fail: VITE_FIREBASE_PROJECT_ID (.env): an emulator-only demo- value',
        'warn: VITE_STRIPE_PUBLISHABLE_KEY (.env): a Stripe test-mode key',
      ],
    ],
    [
      'flag overrides open to every visitor',
      [
        setting('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_live_x', 'process env'),
        setting('VITE_FLAG_OVERRIDES', 'open', '.env.production'),
      ],
      [
        'fail: VITE_FLAG_OVERRIDES (.env.production): any visitor could force flags with ?ff. (production: qa-key)',
      ],
    ],
    [
      'a secret key and a missing value',
      [setting('VITE_STRIPE_JS_URL', 'sk_live_x')],
      [
        'fail: VITE_STRIPE_JS_URL (.env): a secret key in the browser bundle',
        'warn: VITE_STRIPE_PUBLISHABLE_KEY is not set here: set it where the web app is built for the deploy',
      ],
    ],
  ])('%s', (_, settings, expected) => {
    expect(lines(webSettingChecks(settings, REQUIRED))).toEqual(expected);
  });
});

describe('localMarkerChecks', () => {
  it.each([
    [[{ path: 'assets/a.js', text: 'fetch("https://api.stripe.com")' }], 'ok'],
    [[{ path: 'assets/a.js', text: 'load("http://127.0.0.1:12111/v3/stripe.js")' }], 'fail'],
  ])('%j', (texts, expected) => {
    expect(localMarkerChecks('built files', texts, ['http://127.0.0.1:12111']).outcome).toBe(
      expected,
    );
  });
});

describe('runtimeChecks', () => {
  it.each([
    ['nodejs22', '22', 'ok: functions runtime nodejs22 (engines.node 22)'],
    ['nodejs24', undefined, 'ok: functions runtime nodejs24'],
    [undefined, '24', 'ok: functions runtime nodejs24 (engines.node 24)'],
    ['nodejs20', '20', 'fail: functions runtime nodejs20: must be nodejs22 or nodejs24'],
    [undefined, undefined, 'fail: functions runtime (none): must be nodejs22 or nodejs24'],
    [
      'nodejs22',
      '24',
      'fail: functions runtime nodejs22, but functions/package.json engines.node is 24',
    ],
  ])('%s / %s', (runtime, engines, expected) => {
    expect(lines(runtimeChecks(runtime, engines))).toEqual([expected]);
  });
});
