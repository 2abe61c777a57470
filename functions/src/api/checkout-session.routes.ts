import { Router } from 'express';
import type { Request } from 'express';
import { endpoints } from '../contract/endpoints';
import { AppError } from '../domain/app-error';
import { attributionOf } from '../domain/purchase-attribution.rules';
import { checkedReturnUrl, originOf } from '../domain/return-url.rules';
import { configured } from '../use-cases/shared/not-configured';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

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
  const route = endpointRoutes(router, deps.identity);
  const checkout = () => configured(deps.useCases.payments, 'payments').checkout;

  route(endpoints.createCheckoutSession, async (req, { body }) => {
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
    return checkout().create({
      uid: caller.uid,
      email: body.email ?? caller.email ?? user?.newsletterEmail ?? user?.providerData.email ?? '',
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
  });

  route(
    endpoints.getStripeSubscriptionViaSession,
    async (req, { params }) => ({
      subscription: await checkout().subscriptionOf(authUser(req).uid, params.sessionId),
    }),
    { noStore: true },
  );

  return router;
}
