import { Router } from 'express';
import { purchaseEbookBodySchema } from '../contract/api/upsell';
import { AppError } from '../domain/app-error';
import { CatalogueService } from '../services/catalogue.service';
import { EbookService } from '../services/ebook.service';
import { StripeCustomersService } from '../services/stripe-customers.service';
import type { UsersService } from '../services/users.service';
import type { AppDeps } from './app-deps';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import { withBody } from './validate-body';

/** POST /api/payment/purchaseEbook (spec 02 §7, §8). */
export function ebookRoutes(deps: AppDeps, users: UsersService): Router {
  const ebook = deps.stripe
    ? new EbookService(
        deps.stripe,
        new CatalogueService(deps.stripe, deps.clock),
        new StripeCustomersService(deps.stripe, deps.store, deps.logger),
        users,
        deps.store,
        deps.logger,
      )
    : null;
  const router = Router();

  router.post(
    '/payment/purchaseEbook',
    requireAuth(deps.identity),
    withBody(purchaseEbookBodySchema, async (req, res, body) => {
      if (!ebook) {
        throw new AppError(503, 'payment-provider-unavailable', 'Payments are not configured');
      }
      const result = await ebook.purchase(authUser(req).uid, body);
      if (result.status === 'payment-required') sendPaymentRequired(res, result.required);
      else res.json({ status: result.status });
    }),
  );

  return router;
}
