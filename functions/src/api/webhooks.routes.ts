import express, { Router } from 'express';
import type { Request } from 'express';
import { configured } from '../use-cases/not-configured';
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
 * instead. Mounted before express.json(), so the body reaches the check byte for byte.
 */
export function webhookRoutes(deps: RouteDeps): Router {
  const { webhooks } = deps.useCases;
  const router = Router();
  router.use(express.raw({ type: '*/*', limit: '1mb' }));

  router.post('/stripe', async (req, res) => {
    const stripe = configured(webhooks.stripe, 'stripe-webhooks');
    const event = stripe.verify(rawBodyOf(req), req.get('stripe-signature'));
    res.json(await webhooks.inbox.receive('stripe', event, () => stripe.handle(event)));
  });

  router.post('/paypal', async (req, res) => {
    const paypal = configured(webhooks.paypal, 'paypal-webhooks');
    const event = await paypal.verify(rawBodyOf(req), (name) => req.get(name));
    // A type the server does not handle: acknowledged, so PayPal does not retry it.
    res.json(
      event
        ? await webhooks.inbox.receive('paypal', { id: event.id, type: event.event_type }, () =>
            paypal.handle(event),
          )
        : { received: true, ignored: true },
    );
  });

  return router;
}
