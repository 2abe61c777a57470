import { createHash } from 'node:crypto';
import type { Clock } from '../clock/clock.port';
import type { Logger } from '../logger/logger.port';
import type { Database } from './database.port';
import {
  RATE_LIMIT_SHARES,
  rateLimitCounterPath,
  rateLimitWindowPath,
  windowEndOf,
} from '../../domain/rate-limits';

export interface DatabaseRateLimiterOptions {
  database: Database;
  clock: Clock;
  logger: Logger;
  /** One limiter per route and scope, e.g. 'createSubscription-uid'. */
  keyPrefix: string;
  points: number;
  /** Window in seconds (aligned to the clock: a minute window ends on the minute). */
  duration: number;
  /** Instances that may count at once (default RATE_LIMIT_SHARES, index.ts maxInstances). */
  shares?: number;
}

export interface AttemptOutcome {
  allowed: boolean;
  /** Until the window ends. */
  msBeforeNext: number;
}

interface WindowCount {
  windowEnd: number;
  path: string;
  /**
   * The database's count as last read here, 0 before any read: a lower bound, as a count only
   * grows within its window.
   */
  known: number;
  /** Admitted here, not written yet. */
  pending: number;
  /** A request's own write under way: the next request waits for what it learns. */
  writing: Promise<void> | null;
}

/**
 * A fixed-window counter shared by every function instance through the database, at one atomic
 * increment per request instead of a read-modify-write transaction (Database.increment: RTDB's
 * ServerValue.increment, the locked file locally).
 *
 * While far from the limit an instance admits alone up to its share of what is left,
 * floor((points − known) / shares), and writes those counts with the request after them, in one
 * increment; near the limit (and for limits under `shares`) every request is counted in the
 * database first. There is no timer: what an instance holds unwritten is bounded by its share, so
 * a count that waits (or is lost with the instance) changes how fresh the others' view is, not
 * the bound, and an instance far from every limit writes nothing at all. So
 * the instances together admit at most twice the limit in a window (their shares add up to at most
 * the limit, as `known` never exceeds the database's count; counted requests pass only while the
 * database's count is within the limit), and a request over the limit by what the instance knows
 * is refused without any database call.
 *
 * Keys are hashed: an IP or uid is never a database path segment and the database keeps no client
 * address. When the database fails the instance counts on its own and says so.
 */
export class DatabaseRateLimiter {
  private readonly counts = new Map<string, WindowCount>();
  private readonly listedWindows = new Set<number>();
  private readonly shares: number;

  constructor(private readonly options: DatabaseRateLimiterOptions) {
    this.shares = options.shares ?? RATE_LIMIT_SHARES;
  }

  async consume(key: string): Promise<AttemptOutcome> {
    const { points, duration, clock, keyPrefix } = this.options;
    const now = clock.now().getTime();
    const windowEnd = windowEndOf(now, duration * 1000);
    const outcome = (allowed: boolean) => ({ allowed, msBeforeNext: windowEnd - now });
    this.forgetBefore(now);
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const path = rateLimitCounterPath(windowEnd, keyPrefix, hash);
    let count = this.counts.get(path);
    if (count === undefined) {
      count = { windowEnd, path, known: 0, pending: 0, writing: null };
      this.counts.set(path, count);
    }
    while (count.writing !== null) await count.writing;
    if (count.known + count.pending >= points) return outcome(false);
    const share = Math.floor((points - count.known) / this.shares);
    if (count.pending < share) {
      count.pending += 1;
      return outcome(true);
    }
    const by = count.pending + 1;
    count.pending = 0;
    await this.write(count, by);
    return outcome(count.known <= points);
  }

  /** Writes `by` counts; the instance's next request for this key waits for what it learns. */
  private async write(count: WindowCount, by: number): Promise<void> {
    const written = this.increment(count, by);
    count.writing = written;
    try {
      await written;
    } finally {
      if (count.writing === written) count.writing = null;
    }
  }

  private async increment(count: WindowCount, by: number): Promise<void> {
    try {
      const listed = this.listedWindows.has(count.windowEnd);
      const [known] = await Promise.all([
        this.options.database.increment(count.path, by),
        listed ? null : this.options.database.set(rateLimitWindowPath(count.windowEnd), true),
      ]);
      this.listedWindows.add(count.windowEnd);
      count.known = known;
    } catch (error) {
      count.known += by;
      this.options.logger.warn('Rate limit database failed: counting in this instance', {
        limiter: this.options.keyPrefix,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Counts of ended windows no longer matter (the sweep deletes them in the database). */
  private forgetBefore(now: number): void {
    for (const [path, count] of this.counts) if (count.windowEnd <= now) this.counts.delete(path);
    for (const windowEnd of this.listedWindows)
      if (windowEnd <= now) this.listedWindows.delete(windowEnd);
  }
}
