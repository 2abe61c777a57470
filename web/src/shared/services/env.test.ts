import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const LOCAL = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-fastwell',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_fastwell_local',
  VITE_STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/stripe.js',
  VITE_GROWTHBOOK_API_HOST: 'http://127.0.0.1:12113',
  VITE_GROWTHBOOK_CLIENT_KEY: 'sdk-local',
  VITE_FLAG_OVERRIDES: 'open',
  // Vite's own entries are not ours to check.
  MODE: 'emulators',
  DEV: false,
};

describe('parseEnv: the build configuration, checked at startup', () => {
  it('maps a valid configuration', () => {
    expect(parseEnv(LOCAL)).toEqual({
      firebaseApiKey: 'demo-api-key',
      firebaseProjectId: 'demo-fastwell',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      stripePublishableKey: 'pk_test_fastwell_local',
      stripeJsUrl: 'http://127.0.0.1:12111/v3/stripe.js',
      growthbookApiHost: 'http://127.0.0.1:12113',
      growthbookClientKey: 'sdk-local',
      paypalClientId: undefined,
      paypalSdkUrl: undefined,
      flagOverrides: { mode: 'open' },
      productionHost: 'fastwell.app',
    });
  });

  it('needs the QA key in any build that is not open', () => {
    const key = 'a'.repeat(64);
    const { VITE_FLAG_OVERRIDES: _open, ...production } = LOCAL;
    expect(parseEnv({ ...production, VITE_FLAG_QA_KEY_SHA256: key }).flagOverrides).toEqual({
      mode: 'qa-key',
      keySha256: key,
    });
  });

  it.each([
    [{ VITE_STRIPE_PUBLISHABLE_KEY: undefined }, 'VITE_STRIPE_PUBLISHABLE_KEY'],
    [{ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' }, 'VITE_STRIPE_PUBLISHABLE_KEY'],
    [{ VITE_STRIPE_JS_URL: 'not a url' }, 'VITE_STRIPE_JS_URL'],
    [{ VITE_GROWTHBOOK_CLIENT_KEY: '' }, 'VITE_GROWTHBOOK_CLIENT_KEY'],
    [{ VITE_FLAG_OVERRIDES: 'everyone' }, 'VITE_FLAG_OVERRIDES'],
    [{ VITE_FLAG_QA_KEY_SHA256: 'short' }, 'VITE_FLAG_QA_KEY_SHA256'],
    [{ VITE_PAYPAL_SDK_URL: 42 }, 'VITE_PAYPAL_SDK_URL'],
  ])('refuses %j, naming the variable', (change, name) => {
    expect(() => parseEnv({ ...LOCAL, ...change })).toThrow(
      new RegExp(`^Invalid web configuration \\(${name}\\); see README "Configuration"\\.$`),
    );
  });

  it('names every invalid variable at once', () => {
    expect(() =>
      parseEnv({ ...LOCAL, VITE_STRIPE_JS_URL: 'x', VITE_GROWTHBOOK_API_HOST: undefined }),
    ).toThrow('(VITE_STRIPE_JS_URL, VITE_GROWTHBOOK_API_HOST)');
  });
});
