import { Router } from 'express';
import { z } from 'zod';
import { pauseMonths, specialOfferMonths } from '../domain/subscription-actions.rules';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import type { RouteDeps } from './route-deps';
import { languageSchema } from './schemas';
import { withBody } from './validate-body';

/** Spec 02 §3 cancellation reasons; the manage flow may send the one the user picked. */
const CANCELLATION_REASONS = [
  'expensive',
  'undecided',
  'appComplicated',
  'appNotHelping',
  'goalAchieved',
  'foundBetterAlternatives',
  'notSpecified',
] as const;

const emptyBody = z.object({});
const cancelBody = z.object({ reason: z.enum(CANCELLATION_REASONS).optional() });
// The duration rules answer the spec's own messages, so the values are checked there.
const pauseBody = z.object({ months: z.unknown().optional() });
const specialOfferBody = z.object({ duration: z.unknown().optional() });
const offerRequestBody = z.object({ reason: z.enum(CANCELLATION_REASONS).optional() });
const updateSubscriptionBody = z.object({
  /** Only checked against the server's choice: a different price is refused, never charged. */
  priceId: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((value) => value || undefined),
  // Accepted for compatibility with the client; the catalogue group decides the price.
  withDiscount: z.boolean().optional(),
  lang: languageSchema,
  stepId: z.string().max(40).optional(),
  /** The preview's time: Stripe then bills exactly the amount the screen showed. */
  prorationDate: z.number().int().positive().optional(),
});

/** Cancel, restore, pause, unpause, the retention offer (asked for, then accepted) and the upsell (spec 02 §4.11–4.13). */
export function subscriptionManagementRoutes(deps: RouteDeps): Router {
  const { management, offers } = deps.useCases;
  // Changing the plan of a Stripe subscription: 503 when Stripe is not configured.
  const upsell = () => configured(deps.useCases.payments, 'stripe').upsell;
  const router = Router();
  const auth = requireAuth(deps.identity);

  router.post(
    '/payment/cancelSubscription',
    auth,
    withBody(cancelBody, async (req, res, body) => {
      res.json({ subscription: await management.cancel(authUser(req).uid, body.reason) });
    }),
  );

  router.post(
    '/payment/restoreSubscription',
    auth,
    withBody(emptyBody, async (req, res) => {
      res.json({ subscription: await management.restore(authUser(req).uid) });
    }),
  );

  router.post(
    '/payment/pauseSubscription',
    auth,
    withBody(pauseBody, async (req, res, body) => {
      const months = pauseMonths(body.months);
      res.json({ subscription: await management.pause(authUser(req).uid, months) });
    }),
  );

  router.post(
    '/payment/unpauseSubscription',
    auth,
    withBody(emptyBody, async (req, res) => {
      res.json({ subscription: await management.unpause(authUser(req).uid) });
    }),
  );

  // The cancel wizard's "cancel anyway" asks for the offer; only that live offer is accepted.
  router.post(
    '/payment/requestSpecialOffer',
    auth,
    withBody(offerRequestBody, async (req, res, body) => {
      res.json({ offer: await offers.request(authUser(req).uid, body.reason) });
    }),
  );

  router.post(
    '/payment/updateSubscriptionWithSpecialOffer',
    auth,
    withBody(specialOfferBody, async (req, res, body) => {
      const months = specialOfferMonths(body.duration);
      res.json({ subscription: await offers.accept(authUser(req).uid, months) });
    }),
  );

  router.post(
    '/payment/previewUpsell',
    auth,
    withBody(emptyBody, async (req, res) => {
      res.json({ preview: await upsell().preview(authUser(req).uid) });
    }),
  );

  router.post(
    '/payment/updateSubscription',
    auth,
    withBody(updateSubscriptionBody, async (req, res, body) => {
      const result = await upsell().upgrade(authUser(req).uid, body.priceId, body.prorationDate);
      if (result.kind === 'payment-required') sendPaymentRequired(res, result.required);
      else res.json({ subscription: result.subscription });
    }),
  );

  return router;
}
