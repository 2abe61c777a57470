import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseRateLimiter } from '../../adapters/database/database-rate-limiter.adapter';
import type { Database } from '../../adapters/database/database.port';
import { silentLogger } from '../../adapters/logger/logger.port';
import { rateLimitCounterPath, rateLimitWindowPath } from '../../domain/rate-limits';
import { createTestDatabase } from '../../testing/test-database';
import type { TestStore } from '../../testing/test-database';
import { RateLimitSweep } from './rate-limit-sweep.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let stores: TestStore[] = [];
afterEach(async () => {
  await Promise.all(stores.map((store) => store.dispose()));
  stores = [];
});
const database = async (): Promise<Database> => {
  const store = await createTestDatabase();
  stores.push(store);
  return store.database;
};

/** The database with the paths of every get recorded. */
const reading = (inner: Database) => {
  const reads: string[] = [];
  const spied: Database = {
    get: (path) => {
      reads.push(path);
      return inner.get(path);
    },
    set: (path, value) => inner.set(path, value),
    update: (path, patch) => inner.update(path, patch),
    transaction: (path, update) => inner.transaction(path, update),
    remove: (path) => inner.remove(path),
    increment: (path, by) => inner.increment(path, by),
  };
  return { spied, reads };
};

describe('RateLimitSweep', () => {
  it('deletes 1,000 faked keys once their window is over, reading none of them', async () => {
    let now = Date.parse('2026-11-26T12:00:10Z');
    const clock = { now: () => new Date(now) };
    const { spied, reads } = reading(await database());
    const limiter = new DatabaseRateLimiter({
      database: spied,
      clock,
      logger: silentLogger,
      keyPrefix: 'checkEmailExists-ip',
      points: 30,
      duration: 60,
    });
    // Each key's share of 30 over 20 instances is 1: its second request writes both.
    for (let i = 0; i < 1000; i += 1) {
      await limiter.consume(`faked-${i}`);
      await limiter.consume(`faked-${i}`);
    }
    const windowEnd = Date.parse('2026-11-26T12:01:00Z');
    const counters = await spied.get(`rateLimits/counts/${windowEnd}/checkEmailExists-ip`);
    expect(Object.keys(counters as object)).toHaveLength(1000);

    const sweep = new RateLimitSweep(spied, clock);
    now += 2 * MINUTE; // the window is over, but not yet by the margin
    expect(await sweep.sweep()).toBe(0);
    now += HOUR;
    reads.length = 0;
    expect(await sweep.sweep()).toBe(1);
    expect(reads).toEqual(['rateLimits/windows']);
    expect(await spied.get('rateLimits')).toBeNull();
  });

  it('keeps the windows still running and removes every expired one in one write', async () => {
    const now = Date.parse('2026-11-26T12:30:10Z');
    const db = await database();
    const ends = [
      Date.parse('2026-11-26T11:00:00Z'), // an hour window, long over
      Date.parse('2026-11-26T12:20:00Z'), // a minute window, over by more than the margin
      Date.parse('2026-11-26T12:29:00Z'), // over, within the margin
      Date.parse('2026-11-26T13:00:00Z'), // running
    ];
    for (const end of ends) {
      await db.set(rateLimitWindowPath(end), true);
      await db.set(rateLimitCounterPath(end, 'limiter', 'k'), 1);
    }
    const writes: string[] = [];
    const counting: Database = {
      ...db,
      get: (path) => db.get(path),
      update: (path, patch) => {
        writes.push(path);
        return db.update(path, patch);
      },
    };
    expect(await new RateLimitSweep(counting, { now: () => new Date(now) }).sweep()).toBe(2);
    expect(writes).toEqual(['rateLimits']);
    expect(Object.keys((await db.get('rateLimits/windows')) as object).map(Number)).toEqual([
      ends[2],
      ends[3],
    ]);
    expect(Object.keys((await db.get('rateLimits/counts')) as object).map(Number)).toEqual([
      ends[2],
      ends[3],
    ]);
  });
});
