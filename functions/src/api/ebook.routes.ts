import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import { PaymentRequiredReply } from './payment-required';
import type { RouteDeps } from './route-deps';

/** POST /api/payment/purchaseEbook (spec 02 §7, §8), and the PayPal buyer's order and capture. */
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

  route(endpoints.createPaypalEbookOrder, (req, { body }) =>
    configured(deps.useCases.paypalEbook, 'paypal').createOrder(authUser(req).uid, body),
  );

  route(endpoints.capturePaypalEbookOrder, (req, { body }) =>
    configured(deps.useCases.paypalEbook, 'paypal').capture(authUser(req).uid, body.orderId),
  );

  return router;
}
