import express from 'express';
import type { Express } from 'express';
import type { AppDeps } from '../composition/app-deps';
import { buildUseCases } from '../composition/build-use-cases';
import { configureValidationMessages } from '../composition/validation-messages';
import { API_PREFIX, WEBHOOKS_PREFIX, endpoints } from '../contract/endpoints';
import type { AnswerSent } from '../contract/endpoints';
import { DEFAULT_RATE_LIMITS } from '../domain/rate-limits';
import { authRoutes } from './auth.routes';
import { cancellationRoutes } from './cancellations.routes';
import { withdrawalRoutes } from './withdrawals.routes';
import { cardUpdateRoutes } from './card-updates.routes';
import { checkoutSessionRoutes } from './checkout-session.routes';
import { ebookRoutes } from './ebook.routes';
import { experimentRoutes } from './experiments.routes';
import { errorHandler, unknownRoute } from './error-handler.middleware';
import { refuseWhenMisconfigured } from './misconfigured.middleware';
import { paymentRoutes } from './payment.routes';
import { rateLimitedRoutes, webhookRateLimits } from './rate-limited-routes';
import type { RouteDeps } from './route-deps';
import { manageSubscriptionRoutes } from './manage-subscription.routes';
import { tokenRoutes } from './tokens.routes';
import { userRoutes } from './user.routes';
import { webhookRoutes } from './webhooks.routes';
import { wellFormedText } from './well-formed-text.middleware';
import { wellhubRoutes } from './wellhub.routes';

/** The API: every route under /api (the hosting rewrite forwards the full path). */
export function createApp(deps: AppDeps): Express {
  configureValidationMessages();
  // Every use case once for this app; each route factory takes the same RouteDeps.
  const routes: RouteDeps = {
    identity: deps.identity,
    clock: deps.clock,
    useCases: buildUseCases(deps),
    settings: {
      allowedOrigins: deps.allowedOrigins ?? [],
      rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
      behindGoogleFrontEnd: deps.behindGoogleFrontEnd ?? false,
    },
  };

  const app = express();
  // For a test app's close(): counts admitted in this instance, written before its database goes.
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(refuseWhenMisconfigured(deps.refused ?? []));
  // Before express.json(): webhook signatures are checked on the raw body.
  app.use(API_PREFIX, webhookRateLimits(routes));
  app.use(WEBHOOKS_PREFIX, webhookRoutes(routes));
  app.use(express.json({ limit: '100kb' }));
  app.use(wellFormedText);
  app.get(endpoints.health.path, (_req, res) => {
    res.json({ ok: true } satisfies AnswerSent<typeof endpoints.health>);
  });
  app.use(API_PREFIX, rateLimitedRoutes(routes));
  app.use(API_PREFIX, authRoutes(routes));
  app.use(API_PREFIX, userRoutes(routes));
  app.use(API_PREFIX, tokenRoutes(routes));
  app.use(API_PREFIX, wellhubRoutes(routes));
  // Before paymentRoutes, whose router-wide auth would verify the token a second time.
  app.use(API_PREFIX, checkoutSessionRoutes(routes));
  app.use(API_PREFIX, paymentRoutes(routes));
  app.use(API_PREFIX, manageSubscriptionRoutes(routes));
  app.use(API_PREFIX, ebookRoutes(routes));
  app.use(API_PREFIX, experimentRoutes(routes));
  app.use(API_PREFIX, cancellationRoutes(routes));
  app.use(API_PREFIX, withdrawalRoutes(routes));
  app.use(API_PREFIX, cardUpdateRoutes(routes));
  app.use(unknownRoute);
  app.use(errorHandler(deps.logger));
  return app;
}
