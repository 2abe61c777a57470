import type { OverridePolicy } from '../domain/flag-overrides';
import { PRODUCTION_APP_HOST } from '../domain/flag-cache';
import { isOneOf } from '../lib/shape';

type Check = (value: string) => boolean;

const nonEmpty: Check = (value) => value.length > 0;
const url: Check = (value) => {
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

/**
 * Build-time configuration, checked once at startup: each variable's check, and whether it must
 * be set. Plain checks, not a schema library: this runs before the first screen (see lib/shape.ts).
 */
const ENV_CHECKS = {
  VITE_FIREBASE_API_KEY: { check: nonEmpty },
  VITE_FIREBASE_PROJECT_ID: { check: nonEmpty },
  /**
   * With the API key and project: the whole web config the app needs, so it does not ask Hosting
   * for /__/firebase/init.json (a request on the checkout's cold load). Unset: Hosting's answer.
   */
  VITE_FIREBASE_AUTH_DOMAIN: { check: nonEmpty },
  VITE_AUTH_EMULATOR_URL: { check: url },
  VITE_STRIPE_PUBLISHABLE_KEY: { check: (value) => value.startsWith('pk_'), required: true },
  VITE_STRIPE_JS_URL: { check: url, required: true },
  VITE_GROWTHBOOK_API_HOST: { check: url, required: true },
  VITE_GROWTHBOOK_CLIENT_KEY: { check: nonEmpty, required: true },
  VITE_PAYPAL_CLIENT_ID: { check: nonEmpty },
  /** Where the PayPal JS SDK is loaded from; unset = PayPal's own host. */
  VITE_PAYPAL_SDK_URL: { check: url },
  /** `open` in local and preview builds; anything else (production) needs the QA key. */
  VITE_FLAG_OVERRIDES: { check: (value) => isOneOf(['open', 'qa-key'], value) },
  /** SHA-256 (hex) of the QA key that unlocks `?ff.` overrides in a `qa-key` build. */
  VITE_FLAG_QA_KEY_SHA256: { check: (value) => /^[0-9a-fA-F]{64}$/.test(value) },
  /** The production app's host name (spec 01 §9's host-dependent timeouts); unset: fastwell.app. */
  VITE_PRODUCTION_HOST: { check: nonEmpty },
} satisfies Record<string, { check: Check; required?: true }>;

type EnvName = keyof typeof ENV_CHECKS;
type RequiredName = {
  [Name in EnvName]: (typeof ENV_CHECKS)[Name] extends { required: true } ? Name : never;
}[EnvName];
type CheckedEnv = Partial<Record<EnvName, string>> & Record<RequiredName, string>;

export type AppEnv = {
  firebaseApiKey?: string;
  firebaseProjectId?: string;
  firebaseAuthDomain?: string;
  authEmulatorUrl?: string;
  stripePublishableKey: string;
  stripeJsUrl: string;
  growthbookApiHost: string;
  growthbookClientKey: string;
  paypalClientId?: string;
  paypalSdkUrl?: string;
  flagOverrides: OverridePolicy;
  /** The production app's host name: the feature flags' cache times depend on it. */
  productionHost: string;
};

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const invalid = Object.entries(ENV_CHECKS)
    .filter(([name, rule]) => {
      const value = raw[name];
      if (value === undefined) return 'required' in rule;
      return typeof value !== 'string' || !rule.check(value);
    })
    .map(([name]) => name);
  if (invalid.length > 0)
    throw new Error(
      `Invalid web configuration (${invalid.join(', ')}); see README "Configuration".`,
    );
  const env = raw as CheckedEnv;
  return {
    firebaseApiKey: env.VITE_FIREBASE_API_KEY,
    firebaseProjectId: env.VITE_FIREBASE_PROJECT_ID,
    firebaseAuthDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL,
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY,
    stripeJsUrl: env.VITE_STRIPE_JS_URL,
    growthbookApiHost: env.VITE_GROWTHBOOK_API_HOST,
    growthbookClientKey: env.VITE_GROWTHBOOK_CLIENT_KEY,
    paypalClientId: env.VITE_PAYPAL_CLIENT_ID,
    paypalSdkUrl: env.VITE_PAYPAL_SDK_URL,
    flagOverrides:
      env.VITE_FLAG_OVERRIDES === 'open'
        ? { mode: 'open' }
        : { mode: 'qa-key', keySha256: env.VITE_FLAG_QA_KEY_SHA256 },
    productionHost: env.VITE_PRODUCTION_HOST ?? PRODUCTION_APP_HOST,
  };
}
