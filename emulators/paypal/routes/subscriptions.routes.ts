import { invalidRequest } from '../http/paypal-error.js';
import { parseJsonBody } from '../http/request-body.js';
import { json, noContent, type RequestContext, type Router } from '../http/router.js';
import { captureOutstanding } from '../subscriptions/outstanding-capture.service.js';
import { listTransactions } from '../subscriptions/subscription-transactions.js';
import { renderSubscription } from '../subscriptions/subscription.factory.js';
import {
  activateSubscription,
  cancelSubscription,
  createSubscription,
  findSubscription,
  suspendSubscription,
} from '../subscriptions/subscription-lifecycle.service.js';
import {
  captureSchema,
  createSubscriptionSchema,
  optionalReasonSchema,
  requiredReasonSchema,
  reviseSubscriptionSchema,
} from '../subscriptions/subscription.schemas.js';
import { reviseSubscription } from '../subscriptions/subscription-revision.service.js';
import { patchSubscription } from '../subscriptions/subscription-patch.service.js';
import { patchRequestSchema } from './catalog.schemas.js';

const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** A required RFC 3339 time in the query (`start_time`, `end_time`), as milliseconds. */
function queryTime(context: RequestContext, name: string): number {
  const raw = context.query.get(name);
  if (raw === null)
    throw invalidRequest([
      {
        field: name,
        location: 'query',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field is missing.',
      },
    ]);
  if (!RFC3339.test(raw) || Number.isNaN(Date.parse(raw)))
    throw invalidRequest([
      {
        field: name,
        value: raw,
        location: 'query',
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      },
    ]);
  return Date.parse(raw);
}

/**
 * `/v1/billing/subscriptions`: create (201, the full representation unless
 * `Prefer: return=minimal`), get, its update (JSON Patch, 204), the cancel / suspend / activate
 * actions (204), the revision of its plan (200, awaiting the buyer's consent), the capture of the
 * outstanding balance and the list of transactions.
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

  router.patch('/v1/billing/subscriptions/:id', 'app', (context) => {
    const operations = parseJsonBody(context, patchRequestSchema);
    patchSubscription(context.state, context.params.id ?? '', operations);
    return noContent();
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

  /** The SDK may revise too (`actions.subscription.revise` in createSubscription). */
  router.post('/v1/billing/subscriptions/:id/revise', 'app-or-facilitator', (context) => {
    const input = parseJsonBody(context, reviseSubscriptionSchema);
    return json(reviseSubscription(context.state, context.params.id ?? '', input));
  });

  router.post('/v1/billing/subscriptions/:id/capture', 'app', (context) => {
    const input = parseJsonBody(context, captureSchema);
    return json(captureOutstanding(context.state, context.params.id ?? '', input));
  });

  router.get('/v1/billing/subscriptions/:id/transactions', 'app', (context) => {
    const { state, params, baseUrl, path } = context;
    const stored = findSubscription(state, params.id ?? '');
    const from = queryTime(context, 'start_time');
    const to = queryTime(context, 'end_time');
    const transactions = listTransactions(state, stored, from, to);
    const self = `${baseUrl}${path}?${context.query.toString()}`;
    return json({
      transactions,
      total_items: transactions.length,
      total_pages: 1,
      links: [{ href: self, rel: 'self', method: 'GET' }],
    });
  });
}
