import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from './api-error.js';
import type { FaultInjector } from '../../shared/faults/fault-injector.js';
import type { FaultError } from '../../shared/faults/fault-rules.js';
import { respond, type Middleware, type Outcome } from './middleware.js';

/** The answer Stripe gives for each injected error (the SDK retries all three). */
function faultResponse(error: Exclude<FaultError, 'timeout'>): Outcome {
  const failure =
    error === 'rate_limit_429'
      ? new ApiError(429, {
          type: 'invalid_request_error',
          code: 'rate_limit',
          message:
            'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
          doc_url: 'https://stripe.com/docs/error-codes/rate-limit',
        })
      : new ApiError(error === 'unavailable_503' ? 503 : 500, {
          type: 'api_error',
          message:
            error === 'unavailable_503'
              ? 'The Stripe API is temporarily unavailable. Please try again later.'
              : 'An unknown error occurred (injected by the emulator).',
        });
  const headers: Record<string, string> =
    error === 'rate_limit_429'
      ? { 'Stripe-Should-Retry': 'true', 'Stripe-Rate-Limited-Reason': 'global-rate' }
      : {};
  return respond({ kind: 'json', status: failure.status, body: failure.toJson(), headers });
}

/**
 * Fault injection for the API (`/v1/**` only; admin and stand-in routes are never affected):
 * latency first, then an error answer, or no answer at all for `timeout`. An `after` failure
 * lets the request do its work first and then loses the answer.
 */
export function faultMiddleware(faults: FaultInjector): Middleware {
  return async (exchange, next) => {
    if (!exchange.url.pathname.startsWith('/v1/')) return next();
    const decision = faults.decide(exchange.method, exchange.url.pathname);
    if (!decision) return next();
    if (decision.latencyMs > 0) await sleep(decision.latencyMs);
    if (!decision.error) return next();
    if (decision.after) await next();
    return decision.error === 'timeout' ? { kind: 'hang' } : faultResponse(decision.error);
  };
}
