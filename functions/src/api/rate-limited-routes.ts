import { Router } from 'express';
import { WELLHUB_VERIFICATIONS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import { requireAuth } from './auth.middleware';
import { rateLimiters } from './rate-limit.middleware';
import type { RouteDeps } from './route-deps';

/**
 * Public routes, counted per client address: the lookups (account enumeration, futoken guessing),
 * the experiments' exposure beacon (a flood of made-up visitors) and the cancellation without
 * login (cancelling others' contracts in bulk, mail to arbitrary addresses).
 */
export const PUBLIC_LOOKUPS = [
  { method: 'post', path: '/auth/checkEmailExists', name: 'checkEmailExists' },
  { method: 'get', path: '/wellhub/registrationDetails', name: 'registrationDetails' },
  // Each sends our mail (to the registration's address only) or checks a link.
  { method: 'post', path: '/wellhub/sendVerification', name: 'wellhubVerification' },
  { method: 'post', path: '/wellhub/checkVerification', name: 'wellhubVerificationCheck' },
  { method: 'post', path: '/getJWT', name: 'getJWT' },
  { method: 'post', path: '/experiments/exposure', name: 'experimentExposure' },
  // §312k cancellation without login: each submission reaches the providers. The mails one
  // address is sent are bounded in the use case (PublicCancellationService), never the cancelling.
  { method: 'post', path: '/cancellations', name: 'publicCancellation' },
  { method: 'post', path: '/cancellations/restore', name: 'cancellationRestore' },
] as const;

/**
 * Provider callbacks counted per client address (issue 32 point 9): each PayPal webhook that
 * passes the free checks costs a call to PayPal's verify API. Mounted before the webhook routes
 * (which run before express.json), by webhookRateLimits.
 */
export const PUBLIC_WEBHOOKS = [
  { method: 'post', path: '/webhooks/paypal', name: 'paypalWebhook' },
] as const;

/** Routes that reach a payment provider (card testing), counted per address and per account. */
export const MONEY_ROUTES = [
  { path: '/payment/createSubscription', name: 'createSubscription' },
  { path: '/payment/createCheckoutSession', name: 'createCheckoutSession' },
  { path: '/payment/purchaseEbook', name: 'purchaseEbook' },
  { path: '/payment/createPaypalSubscription', name: 'createPaypalSubscription' },
  { path: '/payment/confirmPaypalSubscription', name: 'confirmPaypalSubscription' },
] as const;

/**
 * Mounted under /api before the routes themselves. On a money route the ID token is verified
 * first, so only verified callers count, per address and per account: a stranger without a token
 * cannot use up anyone's bucket (a forged token cannot be guessed, and refusing one costs a local
 * signature check, no provider call and no database write, so it needs no bucket of its own). The
 * route's own requireAuth then reuses that caller.
 */
export function rateLimitedRoutes(deps: RouteDeps): Router {
  const limits = rateLimiters(deps);
  const router = Router();
  for (const { method, path, name } of PUBLIC_LOOKUPS)
    router[method](path, limits.publicPerIp(name));
  router.post(
    '/wellhub/sendVerification',
    limits.perBodyEmail('wellhubVerification', WELLHUB_VERIFICATIONS_PER_ADDRESS_PER_DAY),
  );
  for (const { path, name } of MONEY_ROUTES) {
    router.post(
      path,
      requireAuth(deps.identity),
      limits.moneyPerIp(name),
      limits.moneyPerUid(name),
    );
  }
  return router;
}

/** The per-address buckets of PUBLIC_WEBHOOKS; mounted under /api before the webhook routes. */
export function webhookRateLimits(deps: RouteDeps): Router {
  const limits = rateLimiters(deps);
  const router = Router();
  for (const { method, path, name } of PUBLIC_WEBHOOKS)
    router[method](path, limits.webhookPerIp(name));
  return router;
}
