import { AttemptQuota } from '../adapters/database/attempt-quota.adapter';
import { DatabaseRateLimiter } from '../adapters/database/database-rate-limiter.adapter';
import type { AppDeps } from './app-deps';

const DAY_SECONDS = 86_400;

/** A daily allowance of mails per address, counted in the shared database under `keyPrefix`. */
export function addressMailQuota(
  { database, clock, logger }: AppDeps,
  keyPrefix: string,
  perDay: number,
): AttemptQuota {
  return new AttemptQuota(
    new DatabaseRateLimiter({
      database,
      clock,
      logger,
      keyPrefix,
      points: perDay,
      duration: DAY_SECONDS,
    }),
  );
}
