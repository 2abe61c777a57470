import express, { Router } from 'express';
import type { Request } from 'express';
import { AppError } from '../domain/app-error';
import { IapLogService } from '../use-cases/iap-log.service';
import { PayPalBindingsStore } from '../use-cases/paypal-bindings.store';
import { PayPalWebhookService } from '../use-cases/paypal-webhook.service';
import { StripeSubscriptionGuards } from '../use-cases/stripe-subscription-guards';
import { StripeWebhookService } from '../use-cases/stripe-webhook.service';
import { WebhookEventsStore } from '../use-cases/webhook-events.store';
import { WebhookInbox } from '../use-cases/webhook-inbox.service';
import type { AppDeps } from './app-deps';

export interface WebhookDeps {
  inbox: WebhookInbox;
  /** null when Stripe or STRIPE_WEBHOOK_SECRET is not configured: the route answers 503. */
  stripe: StripeWebhookService | null;
  /** null when PayPal or PAYPAL_WEBHOOK_ID is not configured: the route answers 503. */
  paypal: PayPalWebhookService | null;
}

export function webhookDeps(deps: AppDeps): WebhookDeps {
  const iapLog = new IapLogService(deps.store);
  const { stripeSecret, paypalWebhookId } = deps.webhooks ?? {};
  return {
    inbox: new WebhookInbox(new WebhookEventsStore(deps.store, deps.clock), deps.logger),
    stripe:
      deps.stripe && stripeSecret
        ? new StripeWebhookService(
            deps.stripe,
            stripeSecret,
            iapLog,
            deps.clock,
            new StripeSubscriptionGuards(deps.stripe, deps.store, deps.clock, deps.logger),
          )
        : null,
    paypal:
      deps.paypal && paypalWebhookId
        ? new PayPalWebhookService(
            deps.paypal,
            paypalWebhookId,
            iapLog,
            new PayPalBindingsStore(deps.store),
            deps.clock,
            deps.store,
          )
        : null,
  };
}

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

const notConfigured = (provider: string) =>
  new AppError(503, 'webhooks-not-configured', `${provider} webhooks are not configured`);

/**
 * POST /api/webhooks/stripe and /api/webhooks/paypal: no Bearer token, the provider's signature
 * instead. Mounted before express.json(), so the body reaches the check byte for byte.
 */
export function webhookRoutes(deps: WebhookDeps): Router {
  const router = Router();
  router.use(express.raw({ type: '*/*', limit: '1mb' }));

  router.post('/stripe', async (req, res) => {
    const stripe = deps.stripe;
    if (!stripe) throw notConfigured('Stripe');
    const event = stripe.verify(rawBodyOf(req), req.get('stripe-signature'));
    res.json(await deps.inbox.receive('stripe', event, () => stripe.handle(event)));
  });

  router.post('/paypal', async (req, res) => {
    const paypal = deps.paypal;
    if (!paypal) throw notConfigured('PayPal');
    const event = await paypal.verify(rawBodyOf(req), (name) => req.get(name));
    res.json(
      await deps.inbox.receive('paypal', { id: event.id, type: event.event_type }, () =>
        paypal.handle(event),
      ),
    );
  });

  return router;
}
