import express, { Router } from 'express';
import type { Request } from 'express';
import { WEBHOOKS_PREFIX, endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

/**
 * The signed bytes. In Cloud Functions the framework has read and parsed the body before Express
 * runs (express.raw then finds the stream finished and does nothing) and keeps the bytes as
 * `req.rawBody`; elsewhere (tests, a plain server) express.raw below leaves a Buffer in req.body.
 * Signatures are over these exact bytes, never over re-serialised JSON.
 */
function rawBodyOf(req: Request): Buffer {
  const fromFramework: unknown = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(fromFramework)) return fromFramework;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

/**
 * POST /api/webhooks/stripe and /api/webhooks/paypal: no Bearer token, the provider's signature
 * instead. Mounted at WEBHOOKS_PREFIX before express.json(), so the body reaches the check byte
 * for byte.
 */
export function webhookRoutes(deps: RouteDeps): Router {
  const { webhooks } = deps.useCases;
  const router = Router();
  router.use(express.raw({ type: '*/*', limit: '1mb' }));
  const route = endpointRoutes(router, deps.identity, WEBHOOKS_PREFIX);

  route(endpoints.stripeWebhook, (req) => {
    const stripe = configured(webhooks.stripe, 'stripe-webhooks');
    const event = stripe.verify(rawBodyOf(req), req.get('stripe-signature'));
    return webhooks.inbox.receive('stripe', event, () => stripe.handle(event));
  });

  route(endpoints.paypalWebhook, async (req) => {
    const paypal = configured(webhooks.paypal, 'paypal-webhooks');
    const event = await paypal.verify(rawBodyOf(req), (name) => req.get(name));
    // A type the server does not handle: acknowledged, so PayPal does not retry it.
    if (!event) return { received: true, ignored: true } as const;
    return webhooks.inbox.receive('paypal', { id: event.id, type: event.event_type }, () =>
      paypal.handle(event),
    );
  });

  return router;
}
