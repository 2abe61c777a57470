import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Clock } from '../clock/clock';
import type { Logger } from '../logger/logger.port';
import type { Database } from './database.port';

/** Where every limiter keeps its counters: server-only in database.rules.json. */
export const RATE_LIMITS_PATH = 'rateLimits';

interface Counter {
  points: number;
  /** Epoch ms at which the window ends. */
  expiresAt: number;
}

interface UpsertResult extends Counter {
  now: number;
}

const asCounter = (value: unknown): Counter | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { points, expiresAt } = value as Record<string, unknown>;
  return typeof points === 'number' && typeof expiresAt === 'number' ? { points, expiresAt } : null;
};

export interface DatabaseRateLimiterOptions {
  database: Database;
  clock: Clock;
  logger: Logger;
  /** One limiter per route and scope, e.g. 'createSubscription-uid'. */
  keyPrefix: string;
  points: number;
  /** Window in seconds (fixed window, starting at the first request). */
  duration: number;
}

/**
 * rate-limiter-flexible on our Database port, as its README asks of a limiter with its own storage
 * (extend RateLimiterStoreAbstract; implement _upsert, _get, _delete, _getRateLimiterRes). The
 * counter is one database transaction, so every function instance shares it and concurrent requests
 * lose no count (RTDB transactions in production, the locked file locally). Keys are hashed: an
 * IP or uid is never a database path segment (IPs contain '.', which RTDB keys refuse) and the
 * database keeps no client address.
 */
export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly logger: Logger;

  constructor(options: DatabaseRateLimiterOptions) {
    const { database, clock, logger, ...limits } = options;
    super({
      ...limits,
      storeClient: database,
      // When the database fails, each instance counts on its own rather than refusing everyone.
      insuranceLimiter: new RateLimiterMemory(limits),
    });
    this.database = database;
    this.clock = clock;
    this.logger = logger;
  }

  private async logged<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.logger.warn('Rate limit database failed: counting in this instance', {
        limiter: this.keyPrefix,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  private pathOf(rlKey: string): string {
    const hash = createHash('sha256').update(rlKey).digest('hex').slice(0, 32);
    return `${RATE_LIMITS_PATH}/${this.keyPrefix}/${hash}`;
  }

  async _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<UpsertResult> {
    const now = this.clock.now().getTime();
    const fresh = (): Counter => ({ points, expiresAt: msDuration > 0 ? now + msDuration : 0 });
    const result = await this.logged(() =>
      this.database.transaction(this.pathOf(rlKey), (current) => {
        const counter = asCounter(current);
        const expired = counter === null || (counter.expiresAt > 0 && counter.expiresAt <= now);
        if (forceExpire || expired) return fresh();
        return { points: counter.points + points, expiresAt: counter.expiresAt };
      }),
    );
    const counter = asCounter(result.value);
    if (!result.committed || counter === null) throw new Error('Rate limit counter not written');
    return { ...counter, now };
  }

  async _get(rlKey: string): Promise<UpsertResult | null> {
    const now = this.clock.now().getTime();
    const counter = asCounter(await this.logged(() => this.database.get(this.pathOf(rlKey))));
    if (counter === null || (counter.expiresAt > 0 && counter.expiresAt <= now)) return null;
    return { ...counter, now };
  }

  async _delete(rlKey: string): Promise<boolean> {
    const path = this.pathOf(rlKey);
    const existed = asCounter(await this.logged(() => this.database.get(path))) !== null;
    await this.logged(() => this.database.remove(path));
    return existed;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: UpsertResult) {
    return new RateLimiterRes(
      Math.max(this.points - result.points, 0),
      result.expiresAt > 0 ? Math.max(result.expiresAt - result.now, 0) : -1,
      result.points,
      result.points === changedPoints,
    );
  }
}
