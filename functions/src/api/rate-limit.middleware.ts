import type { Request, RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../domain/app-error';
import type { RateLimits } from '../domain/rate-limits';
import { retryAfterSeconds } from '../domain/rate-limits';
import type { Clock } from '../adapters/clock/clock';
import type { Logger } from '../adapters/logger/logger.port';
import type { Store } from '../adapters/store/store.port';
import { StoreRateLimiter } from '../adapters/store/store-rate-limiter.adapter';
import { authUser } from './auth.middleware';
import { clientIp } from './client-ip';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export interface RateLimitDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  limits: RateLimits;
  behindGoogleFrontEnd: boolean;
}

async function consumeOrRefuse(limiter: StoreRateLimiter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection.msBeforeNext);
    throw rejection;
  }
}

/** Middleware factories, one counter per route and scope, all kept in the shared store. */
export function rateLimiters(deps: RateLimitDeps) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new StoreRateLimiter({ ...deps, keyPrefix, points, duration });
  const refuseWhenOver =
    (counter: StoreRateLimiter, keyOf: (req: Request) => string): RequestHandler =>
    async (req, res, next) => {
      const retryAfter = await consumeOrRefuse(counter, keyOf(req));
      if (retryAfter === null) return next();
      res.set('Retry-After', String(retryAfter));
      throw new AppError(
        429,
        'rate-limited',
        `Too many attempts; try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}`,
      );
    };
  return {
    publicPerIp: (route: string) =>
      refuseWhenOver(limiter(`${route}-ip`, deps.limits.publicPerIpPerMinute, MINUTE), (req) =>
        clientIp(req, deps.behindGoogleFrontEnd),
      ),
    moneyPerIp: (route: string) =>
      refuseWhenOver(limiter(`${route}-ip`, deps.limits.moneyPerIpPerHour, HOUR), (req) =>
        clientIp(req, deps.behindGoogleFrontEnd),
      ),
    /** After requireAuth. */
    moneyPerUid: (route: string) =>
      refuseWhenOver(
        limiter(`${route}-uid`, deps.limits.moneyPerUidPerHour, HOUR),
        (req) => authUser(req).uid,
      ),
  };
}
