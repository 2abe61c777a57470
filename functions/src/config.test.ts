import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['nothing set → RTDB', {}, { kind: 'rtdb' }],
    [
      'LOCAL_DATABASE_FILE → file',
      { LOCAL_DATABASE_FILE: '/tmp/db.json' },
      { kind: 'file', file: '/tmp/db.json' },
    ],
    [
      'a Database emulator wins over the file',
      { LOCAL_DATABASE_FILE: '/tmp/db.json', FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' },
      { kind: 'rtdb' },
    ],
    ['an empty LOCAL_DATABASE_FILE counts as unset', { LOCAL_DATABASE_FILE: '' }, { kind: 'rtdb' }],
  ])('database: %s', (_name, env, expected) => {
    expect(loadConfig(env).database).toEqual(expected);
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

  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['not set → none (exposures answer 503)', {}, undefined],
    [
      'GrowthBook Cloud’s CDN',
      { GROWTHBOOK_FEATURES_URL: 'https://cdn.growthbook.io/api/features/sdk-1' },
      { featuresUrl: 'https://cdn.growthbook.io/api/features/sdk-1' },
    ],
  ])('growthbook: %s', (_name, env, expected) => {
    expect(loadConfig(env).growthbook).toEqual(expected);
  });

  it('names a malformed GROWTHBOOK_FEATURES_URL', () => {
    expect(() => loadConfig({ GROWTHBOOK_FEATURES_URL: 'cdn.growthbook.io' })).toThrow(
      /GROWTHBOOK_FEATURES_URL/,
    );
  });

  it('reads the project id set by the emulator', () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-fastwell' }).projectId).toBe('demo-fastwell');
  });

  it('names a malformed STRIPE_API_URL', () => {
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });

  describe('deployed (K_SERVICE, not the emulator)', () => {
    const deployed = {
      K_SERVICE: 'api',
      GCLOUD_PROJECT: 'fastwell-prod',
      FIREBASE_CONFIG: '{}',
      STRIPE_SECRET_KEY: 'sk_live_1',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    };

    it('keeps production settings', () => {
      const config = loadConfig(deployed);
      expect(config.refused).toEqual([]);
      expect(config.stripe.secretKey).toBe('sk_live_1');
      expect(config.paypal?.apiUrl).toBe('https://api-m.paypal.com');
    });

    it('refuses local ones and turns their part off', () => {
      const config = loadConfig({
        ...deployed,
        LOCAL_DATABASE_FILE: '/tmp/db.json',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        PAYPAL_API_URL: 'http://127.0.0.1:12112',
        WELLHUB_API_URL: 'http://127.0.0.1:12115',
        WELLHUB_API_KEY: 'partner-key',
      });
      expect(config.refused.map(({ name }) => name)).toEqual([
        'LOCAL_DATABASE_FILE',
        'STRIPE_API_URL',
        'PAYPAL_API_URL',
        'WELLHUB_API_URL',
      ]);
      expect(config.database).toEqual({ kind: 'rtdb' });
      expect(config.stripe.secretKey).toBeUndefined();
      expect(config.paypal).toBeUndefined();
      expect(config.wellhubPartner).toBeUndefined();
    });
  });

  describe('rate limits (issue 18 point 7)', () => {
    it('defaults to production limits and reads the configured ones', () => {
      expect(loadConfig({}).rateLimits).toEqual({
        publicPerIpPerMinute: 30,
        moneyPerIpPerHour: 60,
        moneyPerUidPerHour: 10,
      });
      const config = loadConfig({
        RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE: '10000',
        RATE_LIMIT_MONEY_PER_IP_PER_HOUR: '',
        RATE_LIMIT_MONEY_PER_UID_PER_HOUR: '1000',
      });
      expect(config.rateLimits).toEqual({
        publicPerIpPerMinute: 10000,
        moneyPerIpPerHour: 60,
        moneyPerUidPerHour: 1000,
      });
    });

    it.each(['0', '-1', '2.5', 'many'])('refuses a limit of %j', (value) => {
      expect(() => loadConfig({ RATE_LIMIT_MONEY_PER_UID_PER_HOUR: value })).toThrow(
        /RATE_LIMIT_MONEY_PER_UID_PER_HOUR/,
      );
    });

    it('trusts X-Forwarded-For only when deployed behind Google’s front end', () => {
      expect(loadConfig({}).behindGoogleFrontEnd).toBe(false);
      expect(
        loadConfig({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' }).behindGoogleFrontEnd,
      ).toBe(false);
      expect(loadConfig({ K_SERVICE: 'api' }).behindGoogleFrontEnd).toBe(true);
    });
  });
});
