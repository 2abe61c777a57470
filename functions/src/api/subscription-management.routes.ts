import { Router } from 'express';
import {
  cancelBodySchema,
  emptyBodySchema,
  offerRequestBodySchema,
  pauseBodySchema,
  specialOfferBodySchema,
} from '../contract/api/subscription-management';
import { updateSubscriptionBodySchema } from '../contract/api/upsell';
import { AppError } from '../domain/app-error';
import { pauseMonths, specialOfferMonths } from '../domain/subscription-actions.rules';
import { CatalogueService } from '../services/catalogue.service';
import { CurrentSubscriptionService } from '../services/current-subscription.service';
import { StripeCustomersService } from '../services/stripe-customers.service';
import { SpecialOfferService } from '../services/special-offer.service';
import { SubscriptionManagementService } from '../services/subscription-management.service';
import { UpsellService } from '../services/upsell.service';
import type { UsersService } from '../services/users.service';
import type { AppDeps } from './app-deps';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import { withBody } from './validate-body';

function managementServices(deps: AppDeps, users: UsersService) {
  const customers = deps.stripe
    ? new StripeCustomersService(deps.stripe, deps.store, deps.logger)
    : null;
  const current = new CurrentSubscriptionService({
    stripe: deps.stripe,
    paypal: deps.paypal,
    customers,
    users,
    store: deps.store,
    clock: deps.clock,
  });
  const catalogue = deps.stripe ? new CatalogueService(deps.stripe, deps.clock) : null;
  return {
    management: new SubscriptionManagementService(current, deps.clock),
    offers: new SpecialOfferService(current, deps.store, deps.clock),
    upsell: catalogue ? new UpsellService(current, catalogue, deps.clock) : null,
  };
}

/** Cancel, restore, pause, unpause, the retention offer (asked for, then accepted) and the upsell (spec 02 §4.11–4.13). */
export function subscriptionManagementRoutes(deps: AppDeps, users: UsersService): Router {
  const { management, offers, upsell } = managementServices(deps, users);
  const router = Router();
  const auth = requireAuth(deps.identity);

  router.post(
    '/payment/cancelSubscription',
    auth,
    withBody(cancelBodySchema, async (req, res, body) => {
      res.json({ subscription: await management.cancel(authUser(req).uid, body.reason) });
    }),
  );

  router.post(
    '/payment/restoreSubscription',
    auth,
    withBody(emptyBodySchema, async (req, res) => {
      res.json({ subscription: await management.restore(authUser(req).uid) });
    }),
  );

  router.post(
    '/payment/pauseSubscription',
    auth,
    withBody(pauseBodySchema, async (req, res, body) => {
      const months = pauseMonths(body.months);
      res.json({ subscription: await management.pause(authUser(req).uid, months) });
    }),
  );

  router.post(
    '/payment/unpauseSubscription',
    auth,
    withBody(emptyBodySchema, async (req, res) => {
      res.json({ subscription: await management.unpause(authUser(req).uid) });
    }),
  );

  // The cancel wizard's "cancel anyway" asks for the offer; only that live offer is accepted.
  router.post(
    '/payment/requestSpecialOffer',
    auth,
    withBody(offerRequestBodySchema, async (req, res, body) => {
      res.json({ offer: await offers.request(authUser(req).uid, body.reason) });
    }),
  );

  router.post(
    '/payment/updateSubscriptionWithSpecialOffer',
    auth,
    withBody(specialOfferBodySchema, async (req, res, body) => {
      const months = specialOfferMonths(body.duration);
      res.json({ subscription: await offers.accept(authUser(req).uid, months) });
    }),
  );

  router.post(
    '/payment/previewUpsell',
    auth,
    withBody(emptyBodySchema, async (req, res) => {
      if (!upsell) {
        throw new AppError(503, 'payment-provider-unavailable', 'Stripe is not configured');
      }
      res.json({ preview: await upsell.preview(authUser(req).uid) });
    }),
  );

  router.post(
    '/payment/updateSubscription',
    auth,
    withBody(updateSubscriptionBodySchema, async (req, res, body) => {
      if (!upsell) {
        throw new AppError(503, 'payment-provider-unavailable', 'Stripe is not configured');
      }
      const result = await upsell.upgrade(authUser(req).uid, body.priceId, body.prorationDate);
      if (result.kind === 'payment-required') sendPaymentRequired(res, result.required);
      else res.json({ subscription: result.subscription });
    }),
  );

  return router;
}
