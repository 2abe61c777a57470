import { Router } from 'express';
import type { Request } from 'express';
import { createCheckoutBodySchema } from '../contract/api/checkout-session';
import { AppError } from '../domain/app-error';
import { checkedReturnUrl, originOf } from '../domain/return-url.rules';
import type { PurchasePlanner } from '../services/purchase-planner.service';
import { CheckoutSessionsService } from '../services/checkout-sessions.service';
import type { StripeCustomersService } from '../services/stripe-customers.service';
import type { StripePendingPurchases } from '../services/stripe-pending-purchases.service';
import type { StripeSubscriptionGuards } from '../services/stripe-subscription-guards';
import type { Identity } from '../services/identity.port';
import type { UsersService } from '../services/users.service';
import type { AppDeps } from './app-deps';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import { withBody } from './validate-body';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export interface CheckoutDeps {
  identity: Identity;
  users: UsersService;
  /** null when Stripe is not configured: the routes answer 503. */
  checkout: CheckoutSessionsService | null;
  /** Web origins checkout may return to, besides the API's own host. */
  allowedOrigins: readonly string[];
}

export function checkoutDeps(
  deps: AppDeps,
  users: UsersService,
  payments: {
    planner: PurchasePlanner;
    customers: StripeCustomersService;
    guards: StripeSubscriptionGuards;
    pending: StripePendingPurchases;
  } | null,
): CheckoutDeps {
  const { stripe } = deps;
  return {
    identity: deps.identity,
    users,
    checkout:
      stripe && payments
        ? new CheckoutSessionsService(
            stripe,
            payments.planner,
            payments.customers,
            users,
            deps.clock,
            payments.guards,
            payments.pending,
          )
        : null,
    allowedOrigins: deps.allowedOrigins ?? [],
  };
}

/**
 * The request's own origin (the web app and /api share a host behind the Hosting rewrite), plus
 * the configured ones. The Origin header is not used: any non-browser caller can set it.
 */
function allowedOriginsOf(req: Request, configured: readonly string[]): Set<string> {
  const own = originOf(`${req.protocol}://${req.get('host') ?? ''}`);
  return new Set([...configured, ...(own ? [own] : [])]);
}

export function checkoutSessionRoutes(deps: CheckoutDeps): Router {
  const router = Router();
  const checkout = () => {
    if (!deps.checkout)
      throw new AppError(503, 'payment-provider-unavailable', 'Payments are not configured');
    return deps.checkout;
  };

  router.post(
    '/payment/createCheckoutSession',
    requireAuth(deps.identity),
    withBody(createCheckoutBodySchema, async (req, res, body) => {
      const caller = authUser(req);
      const allowed = allowedOriginsOf(req, deps.allowedOrigins);
      const successUrl = checkedReturnUrl(body.successUrl, allowed);
      const cancelUrl = checkedReturnUrl(body.cancelUrl, allowed);
      if (!successUrl || !cancelUrl) {
        throw new AppError(
          400,
          'invalid-return-url',
          `${successUrl ? 'cancelUrl' : 'successUrl'} must be an absolute http(s) URL of this site`,
        );
      }
      const key = req.get('idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        throw new AppError(400, 'invalid-request', 'Idempotency-Key: 8-64 letters, digits, - or _');
      const user = caller.email ? null : await deps.users.getUser(caller.uid);
      const created = await checkout().create({
        uid: caller.uid,
        email:
          body.email ?? caller.email ?? user?.newsletterEmail ?? user?.providerData.email ?? '',
        priceId: body.priceId,
        ...(body.trialId ? { trialId: body.trialId } : {}),
        withDiscount: body.withDiscount ?? false,
        lang: body.lang,
        ...(body.platform ? { platform: body.platform } : {}),
        successUrl,
        cancelUrl,
        ...(key ? { attemptKey: key } : {}),
      });
      res.json(created);
    }),
  );

  router.get(
    '/payment/getStripeSubscriptionViaSession/:sessionId',
    requireAuth(deps.identity),
    noStore,
    async (req, res) => {
      const sessionId = typeof req.params.sessionId === 'string' ? req.params.sessionId : '';
      const subscription = await checkout().subscriptionOf(authUser(req).uid, sessionId);
      res.json({ subscription });
    },
  );

  return router;
}
