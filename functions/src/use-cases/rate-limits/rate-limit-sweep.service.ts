import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import {
  RATE_LIMIT_EXPIRY_MARGIN_MS,
  RATE_LIMITS_PATH,
  rateLimitWindowPath,
} from '../../domain/rate-limits';

/**
 * Deletes the rate-limit counters of every window that ended more than the margin ago, so faked
 * keys cannot grow the database. It reads only the list of windows (one entry per window end, not
 * per key) and removes the expired windows whole in one write.
 */
export class RateLimitSweep {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** Answers how many windows it deleted. */
  async sweep(): Promise<number> {
    const listed = await this.database.get(`${RATE_LIMITS_PATH}/windows`);
    const cutoff = this.clock.now().getTime() - RATE_LIMIT_EXPIRY_MARGIN_MS;
    const expired = Object.keys(typeof listed === 'object' && listed !== null ? listed : {})
      .map(Number)
      .filter((windowEnd) => Number.isFinite(windowEnd) && windowEnd <= cutoff);
    if (expired.length === 0) return 0;
    const prefix = `${RATE_LIMITS_PATH}/`;
    await this.database.update(
      RATE_LIMITS_PATH,
      Object.fromEntries(
        expired.flatMap((windowEnd) => [
          [`counts/${windowEnd}`, null],
          [rateLimitWindowPath(windowEnd).slice(prefix.length), null],
        ]),
      ),
    );
    return expired.length;
  }
}
