import { z } from 'zod';
import { createRefund } from '../billing/refund.service.js';
import {
  createMetadata,
  expandParam,
  formInt,
  metadataParam,
  pageParams,
  parseParams,
} from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const createSchema = z.object({
  payment_intent: z.string().optional(),
  charge: z.string().optional(),
  amount: formInt.optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: metadataParam,
  expand: expandParam,
});
const retrieveSchema = z.object({ expand: expandParam });
const listSchema = z.object({
  ...pageParams,
  payment_intent: z.string().optional(),
  expand: expandParam,
});

/** Refunds of PaymentIntents: create, retrieve, list (newest first). */
export function registerRefundRoutes(router: Router): void {
  router.post('/v1/refunds', 'secret', ({ input, state }) => {
    const params = parseParams(createSchema, input);
    const refund = createRefund(state, {
      payment_intent: params.payment_intent,
      charge: params.charge,
      amount: params.amount,
      reason: params.reason,
      metadata: createMetadata(params.metadata),
    });
    return json(renderObject(refund, expandTree(params.expand), state));
  });

  router.get('/v1/refunds/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.refunds.require(params.id ?? ''), expandTree(expand), state));
  });

  router.get('/v1/refunds', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    const refunds = state.refunds
      .values()
      .reverse()
      .filter(
        (refund) => !params.payment_intent || refund.payment_intent === params.payment_intent,
      );
    return json(listResponse(refunds, params, '/v1/refunds', expandTree(params.expand), state));
  });
}
