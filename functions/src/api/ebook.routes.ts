import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import { PaymentRequiredReply } from './payment-required';
import type { RouteDeps } from './route-deps';

/** POST /api/payment/purchaseEbook (spec 02 §7, §8). */
export function ebookRoutes(deps: RouteDeps): Router {
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.purchaseEbook, async (req, { body }) => {
    const { ebook } = configured(deps.useCases.payments, 'payments');
    const result = await ebook.purchase(authUser(req).uid, body);
    return result.status === 'payment-required'
      ? new PaymentRequiredReply(result.required)
      : { status: result.status };
  });

  return router;
}
