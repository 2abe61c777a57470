import { z } from 'zod';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { approveOrder, findOrder } from '../orders/order-lifecycle.service.js';
import { renderCapture, renderOrder, renderRefund } from '../orders/order.factory.js';
import { approvalSchema } from '../subscriptions/subscription.schemas.js';

const fundingSchema = z.object({ declines: z.boolean() });

/**
 * Admin (no auth) for one-off orders: list them, approve one without the page, make the buyer's
 * funding decline its capture, list every capture with its order id and refunds.
 */
export function registerOrderAdminRoutes(router: Router): void {
  router.get('/_emulator/orders', 'none', ({ state, baseUrl }) =>
    json({
      orders: [...state.orders.values()].map((stored) =>
        renderOrder(stored, state.captures, baseUrl),
      ),
    }),
  );

  router.post('/_emulator/orders/:id/approve', 'none', (context) => {
    const buyer = parseJsonBody(context, approvalSchema);
    const stored = approveOrder(context.state, context.params.id ?? '', buyer);
    return json(renderOrder(stored, context.state.captures, context.baseUrl));
  });

  router.post('/_emulator/orders/:id/funding', 'none', (context) => {
    const { declines } = parseJsonBody(context, fundingSchema);
    const stored = findOrder(context.state, context.params.id ?? '');
    stored.funding = { declines };
    return json({ order_id: stored.resource.id, declines });
  });

  /** Every capture (one-off payment) with its order and refunds: what PayPal's activity lists. */
  router.get('/_emulator/captures', 'none', ({ state, baseUrl }) =>
    json({
      captures: [...state.captures.values()].map((stored) => ({
        ...renderCapture(stored, baseUrl, { related: true }),
        order_id: stored.orderId,
        refunds: stored.refunds.map((refund) => renderRefund(refund, stored.capture.id, baseUrl)),
      })),
    }),
  );
}
