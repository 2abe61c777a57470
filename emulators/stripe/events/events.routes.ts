import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import { expandParam, formArray, formInt, pageParams, parseParams } from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

const rangeParam = z.union([
  formInt,
  z.object({
    gt: formInt.optional(),
    gte: formInt.optional(),
    lt: formInt.optional(),
    lte: formInt.optional(),
  }),
]);

const listSchema = z.object({
  ...pageParams,
  type: z.string().optional(),
  types: formArray(z.string()).optional(),
  created: rangeParam.optional(),
  delivery_success: z.enum(['true', 'false']).optional(),
  expand: expandParam,
});

/** `customer.subscription.*` style patterns, as Stripe accepts in `type`. */
function typeMatcher(pattern: string): (type: string) => boolean {
  if (!pattern.includes('*')) return (type) => type === pattern;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (type) => regex.test(type);
}

function inRange(value: number, range: z.infer<typeof rangeParam> | undefined): boolean {
  if (range === undefined) return true;
  if (typeof range === 'number') return value === range;
  return (
    (range.gt === undefined || value > range.gt) &&
    (range.gte === undefined || value >= range.gte) &&
    (range.lt === undefined || value < range.lt) &&
    (range.lte === undefined || value <= range.lte)
  );
}

/** Events API: list (newest first; type, types[], created, delivery_success filters) and retrieve. */
export function registerEventRoutes(router: Router, dispatcher: WebhookDispatcher): void {
  router.get('/v1/events', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    if (params.type && params.types)
      throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
    const matchers = (params.types ?? (params.type ? [params.type] : [])).map(typeMatcher);
    const delivered = params.delivery_success === 'true';
    const events = dispatcher
      .list()
      .reverse()
      .filter(
        (event: Stripe.Event) =>
          (matchers.length === 0 || matchers.some((matches) => matches(event.type))) &&
          inRange(event.created, params.created) &&
          (params.delivery_success === undefined || (event.pending_webhooks === 0) === delivered),
      );
    return json(listResponse(events, params, '/v1/events', expandTree(params.expand), state));
  });

  router.get('/v1/events/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(z.object({ expand: expandParam }), input);
    const event = dispatcher.events.require(params.id ?? '');
    return json(renderObject(event, expandTree(expand), state));
  });
}
