import type { RequestHandler } from 'express';
import type { ApiErrorCode } from '../contract/errors';
import type { RefusedSetting } from '../domain/production-guard.rules';
import { takesDownEverything } from '../domain/production-guard.rules';

/**
 * A deployment with a local setting for identity or the database (production-guard.rules) answers
 * every request 503 with the error shape and names the settings, instead of trusting unsigned
 * tokens or writing where production data does not live. Stripe or PayPal refused alone is
 * handled by their own "not configured" 503s.
 */
export function refuseWhenMisconfigured(refused: readonly RefusedSetting[]): RequestHandler {
  const names = refused.map(({ name }) => name).join(', ');
  return (_req, res, next) => {
    if (!takesDownEverything(refused)) return next();
    res.status(503).json({
      error: {
        code: 'server-misconfigured' satisfies ApiErrorCode,
        message: `This server refuses local settings in production: ${names}`,
      },
    });
  };
}
