import { z } from 'zod';
import type { RefusedSetting } from './domain/production-guard.rules';
import { isDeployed, refusedLocalSettings } from './domain/production-guard.rules';
import type { RateLimits } from './domain/rate-limits';
import { DEFAULT_RATE_LIMITS } from './domain/rate-limits';

// Empty variables count as unset (a blank line in .env.local must not select anything).
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const limit = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(fallback),
  );

const envSchema = z.object({
  RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.publicPerIpPerMinute),
  RATE_LIMIT_MONEY_PER_IP_PER_HOUR: limit(DEFAULT_RATE_LIMITS.moneyPerIpPerHour),
  RATE_LIMIT_MONEY_PER_UID_PER_HOUR: limit(DEFAULT_RATE_LIMITS.moneyPerUidPerHour),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The signing secret (whsec_…) of the Stripe webhook endpoint; absent: that route answers 503. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  FIREBASE_DATABASE_EMULATOR_HOST: optionalText,
  LOCAL_DATABASE_FILE: optionalText,
  GCLOUD_PROJECT: optionalText,
  GOOGLE_CLOUD_PROJECT: optionalText,
  FIREBASE_CONFIG: optionalText,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYPAL_WEBHOOK_ID: optionalText,
  FUTOKEN_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (HS256 key)').optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  PUBLIC_WEB_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  WELLHUB_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WELLHUB_API_KEY: optionalText,
  CANCELLATION_LINK_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (HMAC key)').optional(),
  ),
  GROWTHBOOK_FEATURES_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALLOWED_ORIGINS: optionalText.pipe(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)))
      .optional(),
  ),
});

export const PAYPAL_LIVE_API_URL = 'https://api-m.paypal.com';
export const DEFAULT_MAIL_FROM = 'Fastwell <support@fastwell.app>';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  webhookId?: string;
}

export interface StripeApiEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type DatabaseConfig = { kind: 'rtdb' } | { kind: 'file'; file: string };

export interface Config {
  stripe: { secretKey?: string; endpoint?: StripeApiEndpoint; webhookSecret?: string };
  /** Absent when PayPal is not configured: the checkout screen then offers no PayPal button. */
  paypal?: PayPalConfig;
  database: DatabaseConfig;
  projectId?: string;
  /** Set by the Functions runtime and emulator; initializeApp() then reads it. */
  hasFirebaseConfig: boolean;
  /** HS256 key of the app's futokens (POST /api/getJWT); absent: that route answers 503. */
  futokenSecret?: string;
  /** SMTP server (SMTP_URL) and sender; absent: no e-mail, POST /api/cancellations answers 503. */
  mail?: { smtpUrl: string; from: string };
  /** The web origin links in e-mails open (PUBLIC_WEB_URL); absent: cancellations answer 503. */
  publicWebUrl?: string;
  /** HMAC key of the signed restore links (CANCELLATION_LINK_SECRET); absent: 503 as above. */
  cancellationLinkSecret?: string;
  /** The Wellhub partner's entitlement check (provisional); absent: no re-validation. */
  wellhubPartner?: { apiUrl: string; apiKey: string };
  /**
   * GrowthBook's SDK connection endpoint (GROWTHBOOK_FEATURES_URL, the web's
   * `{VITE_GROWTHBOOK_API_HOST}/api/features/{VITE_GROWTHBOOK_CLIENT_KEY}`): the experiments whose
   * exposures are recorded. Absent: POST /api/experiments/exposure answers 503.
   */
  growthbook?: { featuresUrl: string };
  /** Web origins checkout may return to, besides the API's own host (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** Local settings found while deployed: refused, and the part each belongs to is off. */
  refused: RefusedSetting[];
  rateLimits: RateLimits;
  /** Deployed, the client address is taken from X-Forwarded-For (api/client-ip.ts). */
  behindGoogleFrontEnd: boolean;
}

function endpointOf(url: string): StripeApiEndpoint {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const refused = refusedLocalSettings(env);
  const off = (part: RefusedSetting['part']) => refused.some((setting) => setting.part === part);
  const file = off('database') ? undefined : vars.LOCAL_DATABASE_FILE;
  return {
    stripe: {
      ...(vars.STRIPE_SECRET_KEY && !off('stripe') ? { secretKey: vars.STRIPE_SECRET_KEY } : {}),
      ...(vars.STRIPE_API_URL ? { endpoint: endpointOf(vars.STRIPE_API_URL) } : {}),
      ...(vars.STRIPE_WEBHOOK_SECRET ? { webhookSecret: vars.STRIPE_WEBHOOK_SECRET } : {}),
    },
    ...(vars.PAYPAL_CLIENT_ID && vars.PAYPAL_CLIENT_SECRET && !off('paypal')
      ? {
          paypal: {
            clientId: vars.PAYPAL_CLIENT_ID,
            clientSecret: vars.PAYPAL_CLIENT_SECRET,
            apiUrl: vars.PAYPAL_API_URL ?? PAYPAL_LIVE_API_URL,
            ...(vars.PAYPAL_WEBHOOK_ID ? { webhookId: vars.PAYPAL_WEBHOOK_ID } : {}),
          },
        }
      : {}),
    // A running Database emulator always wins over the local file.
    database:
      vars.FIREBASE_DATABASE_EMULATOR_HOST === undefined && file !== undefined
        ? { kind: 'file', file }
        : { kind: 'rtdb' },
    ...((vars.GCLOUD_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT)
      ? { projectId: vars.GCLOUD_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT }
      : {}),
    hasFirebaseConfig: vars.FIREBASE_CONFIG !== undefined,
    ...(vars.FUTOKEN_SECRET ? { futokenSecret: vars.FUTOKEN_SECRET } : {}),
    ...(vars.SMTP_URL && !off('mail')
      ? { mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM } }
      : {}),
    ...(vars.PUBLIC_WEB_URL && !off('mail') ? { publicWebUrl: vars.PUBLIC_WEB_URL } : {}),
    ...(vars.CANCELLATION_LINK_SECRET
      ? { cancellationLinkSecret: vars.CANCELLATION_LINK_SECRET }
      : {}),
    ...(vars.WELLHUB_API_URL && vars.WELLHUB_API_KEY && !off('wellhub')
      ? { wellhubPartner: { apiUrl: vars.WELLHUB_API_URL, apiKey: vars.WELLHUB_API_KEY } }
      : {}),
    ...(vars.GROWTHBOOK_FEATURES_URL
      ? { growthbook: { featuresUrl: vars.GROWTHBOOK_FEATURES_URL } }
      : {}),
    allowedOrigins: vars.ALLOWED_ORIGINS ?? [],
    refused,
    rateLimits: {
      publicPerIpPerMinute: vars.RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE,
      moneyPerIpPerHour: vars.RATE_LIMIT_MONEY_PER_IP_PER_HOUR,
      moneyPerUidPerHour: vars.RATE_LIMIT_MONEY_PER_UID_PER_HOUR,
    },
    behindGoogleFrontEnd: isDeployed(env),
  };
}
