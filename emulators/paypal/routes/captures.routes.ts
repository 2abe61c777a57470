import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { findCapture, refundCapture, showRefund } from '../orders/capture-refund.service.js';
import { renderCapture } from '../orders/order.factory.js';
import { refundCaptureSchema } from '../orders/order.schemas.js';

/**
 * Payments v2: show a capture, refund it (201; the minimal `{ id, status, links }` unless
 * `Prefer: return=representation`), show a refund.
 */
export function registerCaptureRoutes(router: Router): void {
  router.get('/v2/payments/captures/:id', 'app', (context) =>
    json(
      renderCapture(findCapture(context.state, context.params.id ?? ''), context.baseUrl, {
        related: true,
      }),
    ),
  );

  router.post('/v2/payments/captures/:id/refund', 'app', (context) => {
    const input = parseJsonBody(context, refundCaptureSchema);
    const refund = refundCapture(context.state, context.params.id ?? '', input);
    const full = String(context.headers.prefer ?? '').includes('return=representation');
    const { id, status, links } = refund;
    return json(full ? refund : { id, status, links }, 201);
  });

  router.get('/v2/payments/refunds/:id', 'app', (context) =>
    json(showRefund(context.state, context.params.id ?? '')),
  );
}
