import { Router } from 'express';
import type { Request } from 'express';
import { createCheckoutBodySchema } from '../contract/api/checkout-session';
import { AppError } from '../domain/app-error';
import { attributionOf } from '../domain/purchase-attribution.rules';
import { checkedReturnUrl, originOf } from '../domain/return-url.rules';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's own origin (the web app and /api share a host behind the Hosting rewrite), plus
 * the configured ones. The Origin header is not used: any non-browser caller can set it.
 */
function allowedOriginsOf(req: Request, configured: readonly string[]): Set<string> {
  const own = originOf(`${req.protocol}://${req.get('host') ?? ''}`);
  return new Set([...configured, ...(own ? [own] : [])]);
}

export function checkoutSessionRoutes(deps: RouteDeps): Router {
  const router = Router();
  const checkout = () => configured(deps.useCases.payments, 'payments').checkout;

  router.post(
    '/payment/createCheckoutSession',
    requireAuth(deps.identity),
    withBody(createCheckoutBodySchema, async (req, res, body) => {
      const caller = authUser(req);
      const allowed = allowedOriginsOf(req, deps.settings.allowedOrigins);
      const successUrl = checkedReturnUrl(body.successUrl, allowed);
      const cancelUrl = checkedReturnUrl(body.cancelUrl, allowed);
      if (!successUrl || !cancelUrl) {
        throw new AppError(
          'invalid',
          'invalid-return-url',
          `${successUrl ? 'cancelUrl' : 'successUrl'} must be an absolute http(s) URL of this site`,
        );
      }
      const key = req.get('idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        throw new AppError(
          'invalid',
          'invalid-request',
          'Idempotency-Key: 8-64 letters, digits, - or _',
        );
      const user = caller.email ? null : await deps.useCases.users.getUser(caller.uid);
      const created = await checkout().create({
        uid: caller.uid,
        email:
          body.email ?? caller.email ?? user?.newsletterEmail ?? user?.providerData.email ?? '',
        priceId: body.priceId,
        ...(body.trialId ? { trialId: body.trialId } : {}),
        withDiscount: body.withDiscount ?? false,
        lang: body.lang,
        ...(body.platform ? { platform: body.platform } : {}),
        attribution: attributionOf(body),
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
