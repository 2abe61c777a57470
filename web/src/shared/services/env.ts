import { z } from '@fastwell/contract/zod';
import type { OverridePolicy } from '../domain/flag-overrides';
import { PRODUCTION_APP_HOST } from '../domain/flag-cache';

const nonEmpty = () => z.string().check(z.minLength(1));

/** Build-time configuration, checked once at startup. */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.optional(nonEmpty()),
  VITE_FIREBASE_PROJECT_ID: z.optional(nonEmpty()),
  VITE_AUTH_EMULATOR_URL: z.optional(z.url()),
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().check(z.startsWith('pk_')),
  VITE_STRIPE_JS_URL: z.url(),
  VITE_GROWTHBOOK_API_HOST: z.url(),
  VITE_GROWTHBOOK_CLIENT_KEY: nonEmpty(),
  VITE_PAYPAL_CLIENT_ID: z.optional(nonEmpty()),
  /** Where the PayPal JS SDK is loaded from; unset = PayPal's own host. */
  VITE_PAYPAL_SDK_URL: z.optional(z.url()),
  /** `open` in local and preview builds; anything else (production) needs the QA key. */
  VITE_FLAG_OVERRIDES: z.optional(z.enum(['open', 'qa-key'])),
  /** SHA-256 (hex) of the QA key that unlocks `?ff.` overrides in a `qa-key` build. */
  VITE_FLAG_QA_KEY_SHA256: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))),
  /** The production app's host name (spec 01 §9's host-dependent timeouts); unset: fastwell.app. */
  VITE_PRODUCTION_HOST: z.optional(nonEmpty()),
});

export type AppEnv = {
  firebaseApiKey?: string;
  firebaseProjectId?: string;
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
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration (${fields}); see README "Configuration".`);
  }
  const env = parsed.data;
  return {
    firebaseApiKey: env.VITE_FIREBASE_API_KEY,
    firebaseProjectId: env.VITE_FIREBASE_PROJECT_ID,
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
