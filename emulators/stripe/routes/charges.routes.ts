import { z } from 'zod';
import { expandParam, pageParams, parseParams } from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const retrieveSchema = z.object({ expand: expandParam });
const disputeListSchema = z.object({
  ...pageParams,
  charge: z.string().optional(),
  payment_intent: z.string().optional(),
  expand: expandParam,
});
const chargeListSchema = z.object({
  ...pageParams,
  customer: z.string().optional(),
  payment_intent: z.string().optional(),
  expand: expandParam,
});

/** Charges and disputes: retrieve, list (newest first). Disputes open through the admin API. */
export function registerChargeRoutes(router: Router): void {
  router.get('/v1/disputes/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.disputes.require(params.id ?? ''), expandTree(expand), state));
  });

  router.get('/v1/disputes', 'secret', ({ input, state }) => {
    const params = parseParams(disputeListSchema, input);
    const disputes = state.disputes
      .values()
      .reverse()
      .filter((dispute) => !params.charge || dispute.charge === params.charge)
      .filter(
        (dispute) => !params.payment_intent || dispute.payment_intent === params.payment_intent,
      );
    return json(listResponse(disputes, params, '/v1/disputes', expandTree(params.expand), state));
  });

  router.get('/v1/charges/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.charges.require(params.id ?? ''), expandTree(expand), state));
  });

  router.get('/v1/charges', 'secret', ({ input, state }) => {
    const params = parseParams(chargeListSchema, input);
    const charges = state.charges
      .values()
      .reverse()
      .filter((charge) => !params.customer || charge.customer === params.customer)
      .filter(
        (charge) => !params.payment_intent || charge.payment_intent === params.payment_intent,
      );
    return json(listResponse(charges, params, '/v1/charges', expandTree(params.expand), state));
  });
}
