import { createApp } from '../api/create-app';
import { systemClock } from '../adapters/clock/system-clock.adapter';
import type { Identity } from '../adapters/identity/identity.port';
import { silentLogger } from '../adapters/logger/logger.port';
import { PayPalClient } from '../adapters/paypal/paypal-client';
import type { Database } from '../adapters/database/database.port';
import { createStripeClient } from '../adapters/stripe/stripe-client.factory';
import type { RouteEntry } from './route-inventory';
import { listRoutes } from './route-inventory';

/** Routes the spec leaves open (spec 02 §7); every other route must demand a Bearer ID token. */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'POST /api/auth/checkEmailExists',
  'POST /api/getJWT',
  'GET /api/wellhub/registrationDetails',
  'POST /api/wellhub/sendVerification',
  'POST /api/wellhub/checkVerification',
  // Anonymous visitors' experiment exposures (issue 20), sent with analytics consent only.
  'POST /api/experiments/exposure',
  // §312k BGB: cancelling needs no login; the restore link proves itself with its signature.
  'POST /api/cancellations',
  'POST /api/cancellations/restore',
  // Art. 11a CRD: withdrawing needs no login either; the stop link proves itself likewise.
  'POST /api/withdrawals',
  'POST /api/withdrawals/stop',
  // A PayPal upgrade withdrawn alone: the mail's signed link keeps the earlier plan.
  'POST /api/withdrawals/paypal-plan/status',
  'POST /api/withdrawals/paypal-plan/consent',
  // A failed renewal's card-update page: the mail's signed link is the key.
  'POST /api/card-updates/status',
  'POST /api/card-updates/setup',
  'POST /api/card-updates/complete',
  'POST /api/card-updates/authenticate',
  // Webhooks prove themselves with the provider's signature instead.
  'POST /api/webhooks/stripe',
  'POST /api/webhooks/paypal',
];

/** Path parameters that are not ids of something a user owns. */
export const NOT_OWNED_PARAMS: readonly string[] = ['GET /api/payment/getProducts/:groupId'];

/** POST routes that read no body (so a body of the wrong type cannot be refused). */
export const BODYLESS_POSTS: readonly string[] = [
  'POST /api/auth/generateCustomToken',
  'POST /api/payment/getStripeSubscriptionViaId/:id',
];

export const routeKey = (route: RouteEntry): string => `${route.method} ${route.path}`;

const unused = (): never => {
  throw new Error('route inventory: not for requests');
};
const inventoryIdentity: Identity = {
  verifyIdToken: unused,
  emailExists: unused,
  createCustomToken: unused,
  getUser: unused,
  findUserByEmail: unused,
};
const inventoryDatabase: Database = {
  get: unused,
  set: unused,
  update: unused,
  transaction: unused,
  remove: unused,
  increment: unused,
};

/**
 * The routes of an app with every provider configured, built without any IO so test tables can
 * be made when a test file is collected. The security suite checks it equals the running app's.
 */
export function routeInventory(): RouteEntry[] {
  const app = createApp({
    identity: inventoryIdentity,
    database: inventoryDatabase,
    stripe: createStripeClient({
      secretKey: 'sk_test_inventory',
      endpoint: { host: '127.0.0.1', port: 9, protocol: 'http' },
    }),
    paypal: new PayPalClient({ clientId: 'x', clientSecret: 'y', apiUrl: 'http://127.0.0.1:9' }),
    clock: systemClock,
    logger: silentLogger,
    webhooks: { stripeSecret: 'whsec_inventory', paypalWebhookId: 'WH-INVENTORY' },
    futokenSecret: 'inventory-futoken-secret-0123456789abcdef',
    allowedOrigins: [],
  });
  return listRoutes(app);
}

export const protectedRoutes = (): RouteEntry[] =>
  routeInventory().filter((route) => !PUBLIC_ROUTES.includes(routeKey(route)));
