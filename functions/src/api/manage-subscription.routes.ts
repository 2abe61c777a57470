import { Router } from 'express';
import {
  cancelBodySchema,
  emptyBodySchema,
  offerRequestBodySchema,
  pauseBodySchema,
  specialOfferBodySchema,
} from '../contract/api/manage-subscription';
import type { SpecialOfferAnswer } from '../contract/api/manage-subscription.answers';
import { updateSubscriptionBodySchema } from '../contract/api/upsell';
import {
  invalidPauseDuration,
  pauseMonths,
  specialOfferMonths,
} from '../domain/subscription-actions.rules';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

/** Cancel, restore, pause, unpause, the retention offer (asked for, then accepted) and the upsell (spec 02 §4.11–4.13). */
export function manageSubscriptionRoutes(deps: RouteDeps): Router {
  const { management, offers } = deps.useCases;
  // Changing the plan of a Stripe subscription: 503 when Stripe is not configured.
  const upsell = () => configured(deps.useCases.payments, 'stripe').upsell;
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
    withBody(
      pauseBodySchema,
      async (req, res, body) => {
        const months = pauseMonths(body.months);
        res.json({ subscription: await management.pause(authUser(req).uid, months) });
      },
      { months: invalidPauseDuration },
    ),
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
      const offer = await offers.request(authUser(req).uid, body.reason);
      res.json({ offer } satisfies SpecialOfferAnswer);
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
      res.json({ preview: await upsell().preview(authUser(req).uid) });
    }),
  );

  router.post(
    '/payment/updateSubscription',
    auth,
    withBody(updateSubscriptionBodySchema, async (req, res, body) => {
      const result = await upsell().upgrade(authUser(req).uid, body.priceId, body.prorationDate);
      if (result.kind === 'payment-required') sendPaymentRequired(res, result.required);
      else res.json({ subscription: result.subscription });
    }),
  );

  return router;
}
