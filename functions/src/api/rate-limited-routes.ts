import { Router } from 'express';
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
  { method: 'post', path: '/getJWT', name: 'getJWT' },
  { method: 'post', path: '/experiments/exposure', name: 'experimentExposure' },
  // §312k cancellation without login: each submission reaches the providers. The mails one
  // address is sent are bounded in the use case (PublicCancellationService), never the cancelling.
  { method: 'post', path: '/cancellations', name: 'publicCancellation' },
  { method: 'post', path: '/cancellations/restore', name: 'cancellationRestore' },
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
 * Mounted under /api before the routes themselves: the address is counted before the ID token
 * is verified, the account right after; the route's own requireAuth then reuses that caller.
 */
export function rateLimitedRoutes(deps: RouteDeps): Router {
  const limits = rateLimiters(deps);
  const router = Router();
  for (const { method, path, name } of PUBLIC_LOOKUPS)
    router[method](path, limits.publicPerIp(name));
  for (const { path, name } of MONEY_ROUTES) {
    router.post(
      path,
      limits.moneyPerIp(name),
      requireAuth(deps.identity),
      limits.moneyPerUid(name),
    );
  }
  return router;
}
