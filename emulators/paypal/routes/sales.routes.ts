import { z } from 'zod';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { refundSale, showSale } from '../subscriptions/sale-refund.service.js';

const refundSchema = z
  .object({ amount: z.object({ total: z.string(), currency: z.string() }).optional() })
  .optional();

/** `/v1/payments/sale`: the payments subscriptions take, shown and refunded. */
export function registerSaleRoutes(router: Router): void {
  router.get('/v1/payments/sale/:id', 'app', (context) =>
    json(showSale(context.state, context.params.id ?? '')),
  );

  router.post('/v1/payments/sale/:id/refund', 'app', (context) => {
    const body = parseJsonBody(context, refundSchema);
    return json(refundSale(context.state, context.params.id ?? '', body?.amount), 201);
  });
}
