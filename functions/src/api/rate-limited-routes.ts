import { Router } from 'express';
import type { RequestHandler } from 'express';
import { endpoints } from '../contract/endpoints';
import type { Endpoint } from '../contract/endpoints';
import { WELLHUB_VERIFICATIONS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import { requireAuth } from './auth.middleware';
import { mountedPath } from './endpoint-route';
import { rateLimiters } from './rate-limit.middleware';
import type { RouteDeps } from './route-deps';

/**
 * Public routes, counted per client address: the lookups (account enumeration, futoken guessing),
 * the experiments' exposure beacon (a flood of made-up visitors), and the cancellation and the
 * withdrawal without login (others' contracts in bulk, mail to arbitrary addresses).
 */
export const PUBLIC_LOOKUPS = [
  { endpoint: endpoints.checkEmailExists, name: 'checkEmailExists' },
  { endpoint: endpoints.registrationDetails, name: 'registrationDetails' },
  // Each sends our mail (to the registration's address only) or checks a link.
  { endpoint: endpoints.sendWellhubVerification, name: 'wellhubVerification' },
  { endpoint: endpoints.checkWellhubVerification, name: 'wellhubVerificationCheck' },
  { endpoint: endpoints.getJWT, name: 'getJWT' },
  { endpoint: endpoints.recordExposure, name: 'experimentExposure' },
  // §312k cancellation without login: each submission reaches the providers. The mails one
  // address is sent are bounded in the use case (PublicCancellationService), never the cancelling.
  { endpoint: endpoints.submitCancellation, name: 'publicCancellation' },
  { endpoint: endpoints.restoreCancellation, name: 'cancellationRestore' },
  // Art. 11a CRD withdrawal without login: each submission reads the address's contracts and
  // sends a mail (bounded per address in WithdrawalSubmissionService, never the withdrawing).
  { endpoint: endpoints.submitWithdrawal, name: 'publicWithdrawal' },
  { endpoint: endpoints.stopWithdrawal, name: 'withdrawalStop' },
  // The link after a withdrawn PayPal upgrade: status reads PayPal, consent asks it a revision.
  { endpoint: endpoints.paypalPlanStatus, name: 'paypalPlanStatus' },
  { endpoint: endpoints.startPaypalPlanConsent, name: 'paypalPlanConsent' },
  // A failed renewal's signed link: each call reads the provider, setup creates a SetupIntent.
  { endpoint: endpoints.cardUpdateStatus, name: 'cardUpdateStatus' },
  { endpoint: endpoints.startCardUpdate, name: 'cardUpdateSetup' },
  { endpoint: endpoints.completeCardUpdate, name: 'cardUpdateComplete' },
  { endpoint: endpoints.authenticateRenewal, name: 'cardUpdateAuthentication' },
] as const;

/**
 * Provider callbacks counted per client address (issue 32 point 9): each PayPal webhook that
 * passes the free checks costs a call to PayPal's verify API. Mounted before the webhook routes
 * (which run before express.json), by webhookRateLimits.
 */
export const PUBLIC_WEBHOOKS = [
  { endpoint: endpoints.paypalWebhook, name: 'paypalWebhook' },
] as const;

/** Routes that reach a payment provider (card testing), counted per address and per account. */
export const MONEY_ROUTES = [
  { endpoint: endpoints.createSubscription, name: 'createSubscription' },
  { endpoint: endpoints.createCheckoutSession, name: 'createCheckoutSession' },
  { endpoint: endpoints.purchaseEbook, name: 'purchaseEbook' },
  { endpoint: endpoints.createPaypalSubscription, name: 'createPaypalSubscription' },
  { endpoint: endpoints.confirmPaypalSubscription, name: 'confirmPaypalSubscription' },
  { endpoint: endpoints.createPaypalEbookOrder, name: 'createPaypalEbookOrder' },
  { endpoint: endpoints.capturePaypalEbookOrder, name: 'capturePaypalEbookOrder' },
  { endpoint: endpoints.revisePaypalSubscription, name: 'revisePaypalSubscription' },
] as const;

/** An endpoint's method and path on a router mounted at /api. */
function mount(router: Router, endpoint: Endpoint, ...handlers: RequestHandler[]): void {
  const path = mountedPath(endpoint.path);
  if (endpoint.method === 'GET') router.get(path, ...handlers);
  else router.post(path, ...handlers);
}

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
  for (const { endpoint, name } of PUBLIC_LOOKUPS)
    mount(router, endpoint, limits.publicPerIp(name));
  mount(
    router,
    endpoints.sendWellhubVerification,
    limits.perBodyEmail('wellhubVerification', WELLHUB_VERIFICATIONS_PER_ADDRESS_PER_DAY),
  );
  for (const { endpoint, name } of MONEY_ROUTES) {
    mount(
      router,
      endpoint,
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
  for (const { endpoint, name } of PUBLIC_WEBHOOKS)
    mount(router, endpoint, limits.webhookPerIp(name));
  return router;
}
