import { parseJsonBody } from '../http/request-body.js';
import { json, type RequestContext, type Router } from '../http/router.js';
import type { OrderResource } from '../order-types.js';
import { captureOrder, createOrder, findOrder } from '../orders/order-lifecycle.service.js';
import { minimalOrder, renderOrder } from '../orders/order.factory.js';
import { captureOrderSchema, createOrderSchema } from '../orders/order.schemas.js';
import type { StoredOrder } from '../state/paypal-state.js';

const wantsRepresentation = (context: RequestContext): boolean =>
  String(context.headers.prefer ?? '').includes('return=representation');

function answer(context: RequestContext, stored: StoredOrder, status: number) {
  const order: OrderResource = renderOrder(stored, context.state.captures, context.baseUrl);
  return json(wantsRepresentation(context) ? order : minimalOrder(order), status);
}

/**
 * Orders v2 (`/v2/checkout/orders`): create (201), show, capture (201). Create and capture
 * answer the minimal representation unless `Prefer: return=representation`, as PayPal does.
 * The SDK's facilitator token may use them too (client-side `actions.order.create/capture`).
 */
export function registerOrderRoutes(router: Router): void {
  router.post('/v2/checkout/orders', 'app-or-facilitator', (context) => {
    const input = parseJsonBody(context, createOrderSchema);
    return answer(context, createOrder(context.state, input), 201);
  });

  router.get('/v2/checkout/orders/:id', 'app-or-facilitator', (context) => {
    const stored = findOrder(context.state, context.params.id ?? '');
    return json(renderOrder(stored, context.state.captures, context.baseUrl));
  });

  router.post('/v2/checkout/orders/:id/capture', 'app-or-facilitator', (context) => {
    parseJsonBody(context, captureOrderSchema);
    return answer(context, captureOrder(context.state, context.params.id ?? ''), 201);
  });
}
