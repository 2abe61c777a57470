import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_MAIL_FROM } from './config';
import { DEFAULT_RATE_LIMITS } from './domain/rate-limits';

/**
 * The functions' configuration as Firebase params, read once by config.ts from the environment
 * the runtime fills from them. Secrets live in Secret Manager (`firebase functions:secrets:set`)
 * and are bound to the function, so only it can read them; under the emulator they come from
 * `functions/.secret.local`. Plain settings come from `functions/.env.<project>` (dotenv, deployed
 * as readable environment: nothing secret goes there); under the emulator from
 * `functions/.env.local`. The launcher writes both local files (git-ignored). Declaring a param
 * (loading this module) is what makes the deploy ask for it; empty PayPal settings leave PayPal
 * off, as before.
 */
export const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'FUTOKEN_SECRET',
  /** smtps://user:pass@host:465 (or smtp://…:587?requireTLS=true): where the e-mails go out. */
  'SMTP_URL',
  /** HMAC key (at least 32 characters) of the signed "this was not me" restore links. */
  'CANCELLATION_LINK_SECRET',
  /** Bearer key of the Wellhub partner's entitlement check (provisional, README "Going live"). */
  'WELLHUB_API_KEY',
] as const;

export const secrets = SECRET_NAMES.map((name) => defineSecret(name));

export const settings = [
  defineString('LIVE', {
    default: 'false',
    description:
      'true in the project that takes real money: the production guard then refuses test-mode ' +
      "Stripe keys, PayPal's sandbox and SMTP without TLS (a staging project leaves it false)",
  }),
  defineString('PAYPAL_CLIENT_ID', {
    default: '',
    description: 'PayPal REST app client id (the web build has the same one)',
  }),
  defineString('PAYPAL_WEBHOOK_ID', {
    default: '',
    description: 'Id of the PayPal webhook that posts to /api/webhooks/paypal',
  }),
  defineString('ALLOWED_ORIGINS', {
    default: '',
    description: 'Comma-separated web origins checkout may return to, besides the API host',
  }),
  defineString('STRIPE_API_URL', {
    default: '',
    description: "Empty in production (Stripe's own API); the local Stripe emulator otherwise",
  }),
  defineString('MAIL_FROM', {
    default: DEFAULT_MAIL_FROM,
    description:
      'Sender of the e-mails (the cancellation confirmation), e.g. "Fastwell <support@fastwell.app>"',
  }),
  defineString('PUBLIC_WEB_URL', {
    default: '',
    description:
      'https origin of the web app the links in e-mails open (e.g. https://fastwell.app); empty: POST /api/cancellations answers 503',
  }),
  defineString('WELLHUB_API_URL', {
    default: '',
    description:
      "Base URL of the Wellhub partner's entitlement check (provisional); empty: memberships are not re-validated",
  }),
  defineString('GROWTHBOOK_FEATURES_URL', {
    default: '',
    description:
      'GrowthBook SDK connection endpoint the web reads (public), e.g. ' +
      'https://cdn.growthbook.io/api/features/sdk-abc123; empty: POST /api/experiments/exposure answers 503',
  }),
  defineString('PAYPAL_API_URL', {
    default: 'https://api-m.paypal.com',
    description: 'https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for the sandbox',
  }),
];

/**
 * Abuse limits (issue 18 point 7), counted in the database so every instance shares them. A
 * caller over a limit gets 429 with Retry-After. The defaults are production's: several people
 * can share one address (offices, mobile carriers), so the per-address limits leave room for
 * them; the per-account limit is the one a card tester cannot spread over addresses.
 */
export const rateLimitSettings = [
  defineInt('RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE', {
    default: DEFAULT_RATE_LIMITS.publicPerIpPerMinute,
    description:
      'Requests per client address and minute to each public lookup (checkEmailExists, ' +
      'wellhub/registrationDetails, getJWT)',
  }),
  defineInt('RATE_LIMIT_MONEY_PER_IP_PER_HOUR', {
    default: DEFAULT_RATE_LIMITS.moneyPerIpPerHour,
    description:
      'Requests per client address and hour to each money route (createSubscription, ' +
      'createCheckoutSession, purchaseEbook, PayPal create and confirm)',
  }),
  defineInt('RATE_LIMIT_MONEY_PER_UID_PER_HOUR', {
    default: DEFAULT_RATE_LIMITS.moneyPerUidPerHour,
    description: 'Requests per signed-in user and hour to each money route',
  }),
];
