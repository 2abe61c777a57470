import express from 'express';
import type { Express } from 'express';
import type Stripe from 'stripe';
import { CatalogueService } from '../use-cases/catalogue.service';
import { PurchasePlanner } from '../use-cases/purchase-planner.service';
import { PayPalBindingsStore } from '../use-cases/paypal-bindings.store';
import { PayPalSubscriptionsService } from '../use-cases/paypal-subscriptions.service';
import { StripeCustomersService } from '../use-cases/stripe-customers.service';
import { StripePendingPurchases } from '../use-cases/stripe-pending-purchases.service';
import { StripeCoupons } from '../adapters/stripe/stripe-coupons';
import { StripeSubscriptionGuards } from '../use-cases/stripe-subscription-guards';
import { TrialUsageService } from '../use-cases/trial-usage.service';
import { SubscriptionsService } from '../use-cases/subscriptions.service';
import { UsersService } from '../use-cases/users.service';
import type { AppDeps } from './app-deps';
import { authRoutes } from './auth.routes';
import { checkoutDeps, checkoutSessionRoutes } from './checkout-session.routes';
import { ebookRoutes } from './ebook.routes';
import { errorHandler, unknownRoute } from './error-handler.middleware';
import { paymentRoutes } from './payment.routes';
import { subscriptionManagementRoutes } from './subscription-management.routes';
import { tokenDeps, tokenRoutes } from './tokens.routes';
import { userRoutes } from './user.routes';
import { refuseWhenMisconfigured } from './misconfigured.middleware';
import { rateLimitedRoutes } from './rate-limited-routes';
import { DEFAULT_RATE_LIMITS } from '../domain/rate-limits';
import { wellFormedText } from './well-formed-text.middleware';
import { webhookDeps, webhookRoutes } from './webhooks.routes';
import { wellhubDeps, wellhubRoutes } from './wellhub.routes';

function paymentServices(stripe: Stripe, deps: AppDeps, users: UsersService) {
  const catalogue = new CatalogueService(stripe, deps.clock);
  const customers = new StripeCustomersService(stripe, deps.store, deps.logger);
  const trials = new TrialUsageService(deps.store);
  const pending = new StripePendingPurchases(stripe, deps.logger);
  const planner = new PurchasePlanner(
    catalogue,
    customers,
    deps.store,
    deps.clock,
    trials,
    pending,
    new StripeCoupons(stripe),
  );
  const guards = new StripeSubscriptionGuards(stripe, deps.store, deps.clock, deps.logger);
  const subscriptions = new SubscriptionsService(
    stripe,
    planner,
    customers,
    users,
    deps.store,
    deps.clock,
    guards,
    pending,
  );
  return { catalogue, customers, subscriptions, planner, guards, pending };
}

/** The API: every route under /api (the hosting rewrite forwards the full path). */
export function createApp(deps: AppDeps): Express {
  const users = new UsersService(deps.store, deps.clock);
  const payments = deps.stripe ? paymentServices(deps.stripe, deps, users) : null;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(refuseWhenMisconfigured(deps.refused ?? []));
  // Before express.json(): webhook signatures are checked on the raw body.
  app.use('/api/webhooks', webhookRoutes(webhookDeps(deps)));
  app.use(express.json({ limit: '100kb' }));
  app.use(wellFormedText);
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(
    '/api',
    rateLimitedRoutes({
      ...deps,
      limits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
      behindGoogleFrontEnd: deps.behindGoogleFrontEnd ?? false,
    }),
  );
  app.use('/api', authRoutes({ identity: deps.identity, users }));
  app.use('/api', userRoutes({ identity: deps.identity, users }));
  app.use('/api', tokenRoutes(tokenDeps(deps)));
  app.use('/api', wellhubRoutes(wellhubDeps(deps, users)));
  // Before paymentRoutes, whose router-wide auth would verify the token a second time.
  app.use('/api', checkoutSessionRoutes(checkoutDeps(deps, users, payments)));
  const paypal = deps.paypal
    ? new PayPalSubscriptionsService({
        paypal: deps.paypal,
        users,
        bindings: new PayPalBindingsStore(deps.store),
        store: deps.store,
        clock: deps.clock,
        planner: payments?.planner ?? null,
      })
    : null;
  app.use('/api', paymentRoutes({ identity: deps.identity, users, payments, paypal }));
  app.use('/api', subscriptionManagementRoutes(deps, users));
  app.use('/api', ebookRoutes(deps, users));
  app.use(unknownRoute);
  app.use(errorHandler(deps.logger));
  return app;
}
