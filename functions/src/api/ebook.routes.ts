import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { CatalogueService } from '../use-cases/catalogue.service';
import { EbookService } from '../use-cases/ebook.service';
import { StripeCustomersService } from '../use-cases/stripe-customers.service';
import type { UsersService } from '../use-cases/users.service';
import type { AppDeps } from './app-deps';
import { authUser, requireAuth } from './auth.middleware';
import { sendPaymentRequired } from './payment-required';
import { withBody } from './validate-body';

const purchaseEbookBody = z.object({
  priceId: z.string().trim().min(1).max(255),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code'),
  withDiscount: z.boolean().default(true),
});

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
    withBody(purchaseEbookBody, async (req, res, body) => {
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
