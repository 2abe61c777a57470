import { defineSecret, defineString } from 'firebase-functions/params';

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
] as const;

export const secrets = SECRET_NAMES.map((name) => defineSecret(name));

export const settings = [
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
  defineString('PAYPAL_API_URL', {
    default: 'https://api-m.paypal.com',
    description: 'https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for the sandbox',
  }),
];
