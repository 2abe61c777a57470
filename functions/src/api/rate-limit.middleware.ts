import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../domain/app-error';
import { retryAfterSeconds, WEBHOOK_LIMIT_FACTOR } from '../domain/rate-limits';
import { authUser } from './auth.middleware';
import { clientIp } from './client-ip';
import type { RouteDeps } from './route-deps';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The address as the contract normalises it, hashed; one key for every body without one. */
const emailKey = (email: unknown): string =>
  createHash('sha256')
    .update(typeof email === 'string' ? email.trim().toLowerCase() : '')
    .digest('base64url');

/** A counter of attempts per key: whether this one is within the limit, and until when. */
interface AttemptCounter {
  consume(key: string): Promise<{ allowed: boolean; msBeforeNext: number }>;
}

async function consumeOrRefuse(limiter: AttemptCounter, key: string): Promise<number | null> {
  const { allowed, msBeforeNext } = await limiter.consume(key);
  return allowed ? null : retryAfterSeconds(msBeforeNext);
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
    webhookPerIp: (route: string) =>
      refuseWhenOver(
        limiter(`${route}-ip`, limits.publicPerIpPerMinute * WEBHOOK_LIMIT_FACTOR, MINUTE),
        (req) => clientIp(req, behindGoogleFrontEnd),
      ),
    moneyPerIp: (route: string) =>
      refuseWhenOver(limiter(`${route}-ip`, limits.moneyPerIpPerHour, HOUR), (req) =>
        clientIp(req, behindGoogleFrontEnd),
      ),
    /**
     * Per e-mail address in the body (hashed: an address is no database key): the mails one
     * address can be sent, whatever addresses the requests come from.
     */
    perBodyEmail: (route: string, points: number) =>
      refuseWhenOver(limiter(`${route}-email`, points, DAY), (req) =>
        emailKey((req.body as { email?: unknown } | undefined)?.email),
      ),
    /** After requireAuth. */
    moneyPerUid: (route: string) =>
      refuseWhenOver(
        limiter(`${route}-uid`, limits.moneyPerUidPerHour, HOUR),
        (req) => authUser(req).uid,
      ),
  };
}
