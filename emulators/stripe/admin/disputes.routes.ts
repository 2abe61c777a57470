import { z } from 'zod';
import { DISPUTE_REASONS, openDispute } from '../billing/dispute.service.js';
import { toJson } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import { parseJsonBody } from './json-body.js';

const disputeFields = {
  amount: z.number().int().optional(),
  reason: z.enum(DISPUTE_REASONS).optional(),
  status: z.enum(['needs_response', 'warning_needs_response']).optional(),
};
const byChargeSchema = z.object(disputeFields);
const disputeSchema = z.object({
  ...disputeFields,
  charge: z.string().optional(),
  payment_intent: z.string().optional(),
});

/**
 * The cardholder disputes a payment: `POST /_emulator/charges/{charge}/dispute` or
 * `POST /_emulator/disputes {"payment_intent": "pi_…"}` (or `"charge"`), as Stripe's dispute
 * test cards would, at any time after the payment.
 */
export function registerDisputeAdminRoutes(router: Router): void {
  router.post('/_emulator/charges/:id/dispute', 'none', ({ params, rawBody, state }) => {
    const body = parseJsonBody(byChargeSchema, rawBody);
    return json(toJson(openDispute(state, { ...body, charge: params.id ?? '' })));
  });

  router.post('/_emulator/disputes', 'none', ({ rawBody, state }) => {
    const body = parseJsonBody(disputeSchema, rawBody);
    return json(toJson(openDispute(state, body)));
  });
}
