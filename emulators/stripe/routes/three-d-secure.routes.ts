import { z } from 'zod';
import { challengedIntent, resolveChallenge } from '../billing/three-d-secure.service.js';
import { ApiError } from '../http/api-error.js';
import { parseParams } from '../http/params.js';
import type { ApiResponse, Router } from '../http/router.js';
import { challengePage } from '../pages/challenge.page.js';
import { htmlResponse, messagePage, redirectResponse } from '../pages/html-page.js';

const pageSchema = z.object({ client_secret: z.string().optional() });
const answerSchema = z.object({
  client_secret: z.string().optional(),
  outcome: z.enum(['complete', 'fail']),
});

/** Errors of the page routes as pages (the browser shows them), in Stripe's status codes. */
function asPage(work: () => ApiResponse): ApiResponse {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return messagePage('Authentication unavailable', error.body.message, error.status);
  }
}

/** The 3-D Secure challenge page that `next_action.redirect_to_url.url` points at. */
export function registerThreeDSecureRoutes(router: Router): void {
  router.get('/3ds/:id', 'none', ({ input, params, state }) =>
    asPage(() => {
      const { client_secret } = parseParams(pageSchema, input);
      const intent = challengedIntent(state, params.id ?? '', client_secret);
      if (intent.status !== 'requires_action')
        return messagePage('Authentication finished', `This payment is ${intent.status}.`);
      const paymentMethod =
        typeof intent.payment_method === 'string'
          ? state.paymentMethods.get(intent.payment_method)
          : undefined;
      return htmlResponse(challengePage(intent, paymentMethod?.card?.last4));
    }),
  );

  router.post('/3ds/:id', 'none', ({ input, params, state }) =>
    asPage(() => {
      const answer = parseParams(answerSchema, input);
      const intent = challengedIntent(state, params.id ?? '', answer.client_secret);
      const target = resolveChallenge(state, intent, answer.outcome);
      if (target) return redirectResponse(target);
      return messagePage(
        answer.outcome === 'complete' ? 'Authentication complete' : 'Authentication failed',
        'You can close this page and return to the merchant.',
      );
    }),
  );
}
