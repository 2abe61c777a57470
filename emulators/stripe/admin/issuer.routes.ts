import { z } from 'zod';
import { resourceMissing } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import { ISSUER_DECLINES } from '../billing/test-cards.js';
import { parseJsonBody } from './json-body.js';

const declineSchema = z.object({
  decline_code: z.union([z.enum(Object.keys(ISSUER_DECLINES) as [string, ...string[]]), z.null()]),
});

/**
 * `/_emulator/payment_methods/{id}/decline`: what the card's issuer answers its later charges
 * with (a renewal, a retry, an off-session payment), or `null` for none again. Saving the card
 * is not affected, as with a card lost or run dry after it was saved.
 */
export function registerIssuerRoutes(router: Router): void {
  router.post('/_emulator/payment_methods/:id/decline', 'none', ({ params, rawBody, state }) => {
    const id = params.id ?? '';
    const paymentMethod = state.paymentMethods.get(id);
    if (!paymentMethod) throw resourceMissing('payment_method', id, 'id');
    const { decline_code: code } = parseJsonBody(declineSchema, rawBody);
    if (code === null) state.issuerDeclines.delete(id);
    else state.issuerDeclines.set(id, code);
    return json({ ...toJson(paymentMethod), issuer_decline_code: code });
  });
}
