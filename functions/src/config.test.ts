import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['nothing set → RTDB', {}, { kind: 'rtdb' }],
    [
      'LOCAL_STORE_FILE → file',
      { LOCAL_STORE_FILE: '/tmp/db.json' },
      { kind: 'file', file: '/tmp/db.json' },
    ],
    [
      'a Database emulator wins over the file',
      { LOCAL_STORE_FILE: '/tmp/db.json', FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' },
      { kind: 'rtdb' },
    ],
    ['an empty LOCAL_STORE_FILE counts as unset', { LOCAL_STORE_FILE: '' }, { kind: 'rtdb' }],
  ])('store: %s', (_name, env, expected) => {
    expect(loadConfig(env).store).toEqual(expected);
  });

  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['no key', {}, {}],
    ['key only → api.stripe.com', { STRIPE_SECRET_KEY: 'sk_test_1' }, { secretKey: 'sk_test_1' }],
    [
      'a local API URL',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'http://127.0.0.1:12111' },
      { secretKey: 'sk_test_1', endpoint: { host: '127.0.0.1', port: 12111, protocol: 'http' } },
    ],
    [
      'an https URL without port',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'https://stripe.example.com' },
      {
        secretKey: 'sk_test_1',
        endpoint: { host: 'stripe.example.com', port: 443, protocol: 'https' },
      },
    ],
    [
      'a webhook signing secret',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
    ],
    ['an empty webhook secret counts as unset', { STRIPE_WEBHOOK_SECRET: '' }, {}],
  ])('stripe: %s', (_name, env, expected) => {
    expect(loadConfig(env).stripe).toEqual(expected);
  });

  it('reads the project id set by the emulator', () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-fastwell' }).projectId).toBe('demo-fastwell');
  });

  it('names a malformed STRIPE_API_URL', () => {
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
