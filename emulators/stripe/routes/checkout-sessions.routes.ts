import { z } from 'zod';
import {
  checkoutSessionCreateSchema,
  createCheckoutSession,
} from '../billing/checkout-session.service.js';
import { invalidRequest } from '../http/api-error.js';
import { expandParam, pageParams, parseParams } from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const retrieveSchema = z.object({ expand: expandParam });
const listSchema = z.object({
  ...pageParams,
  customer: z.string().optional(),
  status: z.enum(['open', 'complete', 'expired']).optional(),
  subscription: z.string().optional(),
  payment_intent: z.string().optional(),
  customer_details: z.object({ email: z.string() }).optional(),
  expand: expandParam,
});

/** Checkout Sessions: create, retrieve, list, line items, expire. */
export function registerCheckoutSessionRoutes(router: Router): void {
  router.post('/v1/checkout/sessions', 'secret', ({ input, state }) => {
    const params = parseParams(checkoutSessionCreateSchema, input);
    const session = createCheckoutSession(state, params);
    return json(renderObject(session, expandTree(params.expand), state));
  });

  router.get('/v1/checkout/sessions/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    const session = state.checkoutSessions.require(params.id ?? '');
    return json(renderObject(session, expandTree(expand), state));
  });

  router.get('/v1/checkout/sessions', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    const sessions = state.checkoutSessions
      .values()
      .reverse()
      .filter((session) => {
        if (params.customer && session.customer !== params.customer) return false;
        if (params.status && session.status !== params.status) return false;
        if (params.subscription && session.subscription !== params.subscription) return false;
        if (params.payment_intent && session.payment_intent !== params.payment_intent) return false;
        const email = params.customer_details?.email;
        return !email || session.customer_details?.email === email;
      });
    return json(
      listResponse(sessions, params, '/v1/checkout/sessions', expandTree(params.expand), state),
    );
  });

  router.get('/v1/checkout/sessions/:id/line_items', 'secret', ({ input, params, state }) => {
    const page = parseParams(z.object({ ...pageParams, expand: expandParam }), input);
    const session = state.checkoutSessions.require(params.id ?? '');
    const items = session.line_items?.data ?? [];
    const url = `/v1/checkout/sessions/${session.id}/line_items`;
    return json(listResponse(items, page, url, expandTree(page.expand), state));
  });

  router.post('/v1/checkout/sessions/:id/expire', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    const session = state.checkoutSessions.require(params.id ?? '');
    if (session.status !== 'open')
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    session.status = 'expired';
    state.events.emit('checkout.session.expired', session);
    return json(renderObject(session, expandTree(expand), state));
  });
}
