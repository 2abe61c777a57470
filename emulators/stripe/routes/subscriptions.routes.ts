import { z } from 'zod';
import {
  createSubscription,
  subscriptionCreateSchema,
} from '../billing/subscription-create.service.js';
import { subscriptionUpdateSchema } from '../billing/subscription-settings.js';
import { endSubscription, updateSubscriptionWith } from '../billing/subscription-update.service.js';
import { expandParam, formBool, pageParams, parseParams } from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const retrieveSchema = z.object({ expand: expandParam });
const listSchema = z.object({
  ...pageParams,
  customer: z.string().optional(),
  price: z.string().optional(),
  status: z.string().optional(),
  expand: expandParam,
});

const cancelSchema = z.object({
  cancellation_details: z
    .object({ comment: z.string().optional(), feedback: z.string().optional() })
    .optional(),
  invoice_now: formBool.optional(),
  prorate: formBool.optional(),
  expand: expandParam,
});

/** Subscriptions: create, retrieve, update, cancel, list. */
export function registerSubscriptionRoutes(router: Router): void {
  router.post('/v1/subscriptions', 'secret', ({ input, state }) => {
    const params = parseParams(subscriptionCreateSchema, input);
    const subscription = createSubscription(state, params);
    return json(renderObject(subscription, expandTree(params.expand), state));
  });

  router.get('/v1/subscriptions/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(
      renderObject(state.subscriptions.require(params.id ?? ''), expandTree(expand), state),
    );
  });

  router.post('/v1/subscriptions/:id', 'secret', ({ input, params, state }) => {
    const update = parseParams(subscriptionUpdateSchema, input);
    const subscription = updateSubscriptionWith(
      state,
      state.subscriptions.require(params.id ?? ''),
      update,
    );
    return json(renderObject(subscription, expandTree(update.expand), state));
  });

  router.delete('/v1/subscriptions/:id', 'secret', ({ input, params, state }) => {
    const cancel = parseParams(cancelSchema, input);
    const subscription = endSubscription(
      state,
      state.subscriptions.require(params.id ?? ''),
      state.clock.now(),
      cancel.cancellation_details,
    );
    return json(renderObject(subscription, expandTree(cancel.expand), state));
  });

  router.get('/v1/subscriptions', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    const subscriptions = state.subscriptions
      .values()
      .reverse()
      .filter((subscription) => {
        if (params.customer && subscription.customer !== params.customer) return false;
        if (params.price && !subscription.items.data.some((item) => item.price.id === params.price))
          return false;
        if (params.status === 'all') return true;
        if (params.status === 'ended')
          return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
        if (params.status) return subscription.status === params.status;
        return subscription.status !== 'canceled';
      });
    return json(
      listResponse(subscriptions, params, '/v1/subscriptions', expandTree(params.expand), state),
    );
  });
}
