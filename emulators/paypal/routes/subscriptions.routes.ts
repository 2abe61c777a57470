import { parseJsonBody } from '../http/request-body.js';
import { json, noContent, type Router } from '../http/router.js';
import { renderSubscription } from '../subscriptions/subscription.factory.js';
import {
  activateSubscription,
  cancelSubscription,
  createSubscription,
  findSubscription,
  suspendSubscription,
} from '../subscriptions/subscription-lifecycle.service.js';
import {
  createSubscriptionSchema,
  optionalReasonSchema,
  requiredReasonSchema,
} from '../subscriptions/subscription.schemas.js';

/**
 * `/v1/billing/subscriptions`: create (201, the full representation unless
 * `Prefer: return=minimal`), get, and the cancel / suspend / activate actions (204).
 */
export function registerSubscriptionRoutes(router: Router): void {
  router.post('/v1/billing/subscriptions', 'app-or-facilitator', (context) => {
    const input = parseJsonBody(context, createSubscriptionSchema);
    const stored = createSubscription(context.state, input);
    const rendered = renderSubscription(stored, context.baseUrl);
    if (String(context.headers.prefer ?? '').includes('return=minimal')) {
      const { id, status, create_time, links } = rendered;
      return json({ id, status, create_time, links }, 201);
    }
    return json(rendered, 201);
  });

  router.get('/v1/billing/subscriptions/:id', 'app-or-facilitator', (context) => {
    const { state, params, baseUrl, query } = context;
    const fields = (query.get('fields') ?? '').split(',').map((field) => field.trim());
    const withPlan = fields.includes('plan');
    return json(
      renderSubscription(findSubscription(state, params.id ?? ''), baseUrl, { withPlan }),
    );
  });

  router.post('/v1/billing/subscriptions/:id/cancel', 'app', (context) => {
    const { reason } = parseJsonBody(context, requiredReasonSchema);
    cancelSubscription(context.state, context.params.id ?? '', reason);
    return noContent();
  });

  router.post('/v1/billing/subscriptions/:id/suspend', 'app', (context) => {
    const { reason } = parseJsonBody(context, requiredReasonSchema);
    suspendSubscription(context.state, context.params.id ?? '', reason);
    return noContent();
  });

  router.post('/v1/billing/subscriptions/:id/activate', 'app', (context) => {
    const { reason } = parseJsonBody(context, optionalReasonSchema);
    activateSubscription(context.state, context.params.id ?? '', reason);
    return noContent();
  });
}
