import type { Request, RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../domain/app-error';
import { retryAfterSeconds } from '../domain/rate-limits';
import { authUser } from './auth.middleware';
import { clientIp } from './client-ip';
import type { RouteDeps } from './route-deps';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A counter of attempts per key; rejects with RateLimiterRes once the key is over its points. */
interface AttemptCounter {
  consume(key: string): Promise<unknown>;
}

async function consumeOrRefuse(limiter: AttemptCounter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection.msBeforeNext);
    throw rejection;
  }
}

/** Middleware factories, one counter per route and scope, all kept in the shared database. */
export function rateLimiters(deps: RouteDeps) {
  const { rateLimits: limits, behindGoogleFrontEnd } = deps.settings;
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    deps.useCases.attemptCounter({ keyPrefix, points, duration });
  const refuseWhenOver =
    (counter: AttemptCounter, keyOf: (req: Request) => string): RequestHandler =>
    async (req, res, next) => {
      const retryAfter = await consumeOrRefuse(counter, keyOf(req));
      if (retryAfter === null) return next();
      res.set('Retry-After', String(retryAfter));
      throw new AppError(
        'rate-limited',
        'rate-limited',
        `Too many attempts; try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}`,
      );
    };
  return {
    publicPerIp: (route: string) =>
      refuseWhenOver(limiter(`${route}-ip`, limits.publicPerIpPerMinute, MINUTE), (req) =>
        clientIp(req, behindGoogleFrontEnd),
      ),
    moneyPerIp: (route: string) =>
      refuseWhenOver(limiter(`${route}-ip`, limits.moneyPerIpPerHour, HOUR), (req) =>
        clientIp(req, behindGoogleFrontEnd),
      ),
    /** After requireAuth. */
    moneyPerUid: (route: string) =>
      refuseWhenOver(
        limiter(`${route}-uid`, limits.moneyPerUidPerHour, HOUR),
        (req) => authUser(req).uid,
      ),
  };
}
