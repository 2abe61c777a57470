import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import {
  invalidPauseDuration,
  pauseMonths,
  specialOfferMonths,
} from '../domain/subscription-actions.rules';
import { configured } from '../use-cases/shared/not-configured';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import { PaymentRequiredReply } from './payment-required';
import type { RouteDeps } from './route-deps';

/** Cancel, restore, pause, unpause, the retention offer (asked for, then accepted) and the upsell (spec 02 §4.11–4.13). */
export function manageSubscriptionRoutes(deps: RouteDeps): Router {
  const { management, offers } = deps.useCases;
  // Changing the plan of a Stripe subscription: 503 when Stripe is not configured.
  const upsell = () => configured(deps.useCases.payments, 'stripe').upsell;
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.cancelSubscription, async (req, { body }) => ({
    subscription: await management.cancel(authUser(req).uid, body.reason),
  }));

  route(endpoints.restoreSubscription, async (req) => ({
    subscription: await management.restore(authUser(req).uid),
  }));

  route(
    endpoints.pauseSubscription,
    async (req, { body }) => {
      const months = pauseMonths(body.months);
      return { subscription: await management.pause(authUser(req).uid, months) };
    },
    { fieldErrors: { months: invalidPauseDuration } },
  );

  route(endpoints.unpauseSubscription, async (req) => ({
    subscription: await management.unpause(authUser(req).uid),
  }));

  // The cancel wizard's "cancel anyway" asks for the offer; only that live offer is accepted.
  route(endpoints.requestSpecialOffer, async (req, { body }) => ({
    offer: await offers.request(
      authUser(req).uid,
      body.reason,
      body.duration === undefined ? undefined : specialOfferMonths(body.duration),
    ),
  }));

  route(endpoints.updateSubscriptionWithSpecialOffer, async (req, { body }) => {
    const months = specialOfferMonths(body.duration);
    return { subscription: await offers.accept(authUser(req).uid, months) };
  });

  route(endpoints.previewUpsell, async (req) => ({
    preview: await upsell().preview(authUser(req).uid),
  }));

  route(endpoints.updateSubscription, async (req, { body }) => {
    const result = await upsell().upgrade(authUser(req).uid, body.priceId, body.prorationDate);
    return result.kind === 'payment-required'
      ? new PaymentRequiredReply(result.required)
      : { subscription: result.subscription };
  });

  const paypalUpsell = () => configured(deps.useCases.paypalUpsell, 'paypal');
  route(endpoints.previewPaypalUpsell, async (req) => ({
    preview: await paypalUpsell().preview(authUser(req).uid),
  }));
  route(endpoints.revisePaypalSubscription, (req, { body }) =>
    paypalUpsell().revise(authUser(req).uid, body.priceId),
  );
  route(endpoints.confirmPaypalRevision, async (req) => ({
    subscription: await paypalUpsell().confirm(authUser(req).uid),
  }));

  route(endpoints.cardUpdateLink, async (req) => {
    const { uid } = authUser(req);
    const view = await deps.useCases.users.getSubscription(uid);
    const token =
      view?.provider === 'stripe'
        ? await deps.useCases.renewals.recovery.ownCardUpdateToken(uid, view.id)
        : null;
    return { token };
  });

  return router;
}
