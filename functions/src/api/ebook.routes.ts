import { Router } from 'express';
import { purchaseEbookBodySchema } from '../contract/api/upsell';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

/** POST /api/payment/purchaseEbook (spec 02 §7, §8). */
export function ebookRoutes(deps: RouteDeps): Router {
  const router = Router();

  router.post(
    '/payment/purchaseEbook',
    requireAuth(deps.identity),
    withBody(purchaseEbookBodySchema, async (req, res, body) => {
      const { ebook } = configured(deps.useCases.payments, 'payments');
      const result = await ebook.purchase(authUser(req).uid, body);
      if (result.status === 'payment-required') sendPaymentRequired(res, result.required);
      else res.json({ status: result.status });
    }),
  );

  return router;
}
