import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FileDatabaseAdapter } from './file-database.adapter';
import type { Logger } from '../logger/logger.port';
import { silentLogger } from '../logger/logger.port';
import type { Database } from './database.port';
import { DatabaseRateLimiter } from './database-rate-limiter.adapter';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
/** One database file opened twice, as separate function instances would. */
const fileDatabases = async (): Promise<[FileDatabaseAdapter, FileDatabaseAdapter]> => {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-limiter-'));
  dirs.push(dir);
  return [
    new FileDatabaseAdapter(join(dir, 'db.json')),
    new FileDatabaseAdapter(join(dir, 'db.json')),
  ];
};

const passed = async (limiter: DatabaseRateLimiter, key: string) =>
  (await limiter.consume(key)).allowed;

describe('DatabaseRateLimiter (the local file database)', () => {
  it('counts a window aligned to the clock and starts again when it is over', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const [database] = await fileDatabases();
    const limiter = new DatabaseRateLimiter({
      database,
      clock: { now: () => new Date(now) },
      logger: silentLogger,
      keyPrefix: 'window',
      points: 2,
      duration: 60,
    });
    expect(await passed(limiter, '203.0.113.7')).toBe(true);
    now += 30_000;
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: true, msBeforeNext: 30_000 });
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: false, msBeforeNext: 30_000 });
    expect(await passed(limiter, '198.51.100.9')).toBe(true);
    now += 30_000;
    expect(await passed(limiter, '203.0.113.7')).toBe(true);
  });

  it('loses no count: 20 simultaneous requests on two instances, exactly 7 pass', async () => {
    const options = {
      clock: { now: () => new Date('2026-11-26T12:00:10Z') },
      logger: silentLogger,
    };
    const limit = { keyPrefix: 'burst', points: 7, duration: 60 };
    const [one, two] = (await fileDatabases()).map(
      (database) => new DatabaseRateLimiter({ database, ...options, ...limit }),
    ) as [DatabaseRateLimiter, DatabaseRateLimiter];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => passed(i % 2 === 0 ? one : two, 'uid-1')),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(7);
  });

  it('far from the limit an instance admits its share alone and writes it with the next request, in one increment', async () => {
    const [file] = await fileDatabases();
    const database: Database = Object.assign(Object.create(file) as Database, {
      increment: vi.fn((path: string, by: number) => file.increment(path, by)),
    });
    const limiter = new DatabaseRateLimiter({
      database,
      clock: { now: () => new Date('2026-11-26T12:00:10Z') },
      logger: silentLogger,
      keyPrefix: 'share',
      points: 1000,
      duration: 60,
      shares: 20,
    });
    for (let i = 0; i < 51; i += 1) expect(await passed(limiter, 'k')).toBe(true);
    // floor(1000 / 20) = 50 alone, then the 51st is counted in the database with them.
    expect(database.increment).toHaveBeenCalledTimes(1);
    expect(database.increment).toHaveBeenLastCalledWith(expect.any(String), 51);
    // Then floor((1000 - 51) / 20) = 47 alone, written with the 48th: nothing on a timer.
    for (let i = 0; i < 47; i += 1) expect(await passed(limiter, 'k')).toBe(true);
    expect(database.increment).toHaveBeenCalledTimes(1);
    expect(await passed(limiter, 'k')).toBe(true);
    expect(database.increment).toHaveBeenLastCalledWith(expect.any(String), 48);
    expect(await database.get(String(vi.mocked(database.increment).mock.calls[0]?.[0]))).toBe(99);
  });

  it('admits at most twice the limit across 20 instances that each count alone', async () => {
    const databases = await fileDatabases();
    const clock = { now: () => new Date('2026-11-26T12:00:10Z') };
    const limiters = Array.from(
      { length: 20 },
      (_, i) =>
        new DatabaseRateLimiter({
          database: databases[i % 2] as Database,
          clock,
          logger: silentLogger,
          keyPrefix: 'bound',
          points: 100,
          duration: 60,
          shares: 20,
        }),
    );
    let admitted = 0;
    for (let round = 0; round < 30; round += 1)
      for (const limiter of limiters) if (await passed(limiter, 'k')) admitted += 1;
    expect(admitted).toBeGreaterThanOrEqual(100);
    expect(admitted).toBeLessThanOrEqual(200);
  });

  it('keeps no client address in the database: the key is hashed, grouped by window end', async () => {
    const [database] = await fileDatabases();
    const limiter = new DatabaseRateLimiter({
      database,
      clock: { now: () => new Date('2026-11-26T12:00:10Z') },
      logger: silentLogger,
      keyPrefix: 'checkEmailExists-ip',
      points: 5,
      duration: 60,
    });
    await limiter.consume('203.0.113.7');
    const windowEnd = Date.parse('2026-11-26T12:01:00Z');
    expect(await database.get('rateLimits/windows')).toEqual({ [windowEnd]: true });
    const tree = (await database.get(
      `rateLimits/counts/${windowEnd}/checkEmailExists-ip`,
    )) as object;
    expect(Object.keys(tree)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(Object.values(tree)).toEqual([1]);
    const file = await readFile(join(dirs.at(-1) ?? '', 'db.json'), 'utf8');
    expect(file).not.toContain('203.0.113.7');
  });

  it('counts in the instance, and says so, when the database fails', async () => {
    const unreachable = () => Promise.reject(new Error('database unreachable'));
    const failing: Database = {
      get: unreachable,
      set: unreachable,
      update: unreachable,
      transaction: unreachable,
      remove: unreachable,
      increment: unreachable,
    };
    const logger: Logger = { ...silentLogger, warn: vi.fn() };
    const limiter = new DatabaseRateLimiter({
      database: failing,
      clock: { now: () => new Date('2026-11-26T12:00:10Z') },
      logger,
      keyPrefix: 'failing',
      points: 1,
      duration: 60,
    });
    expect(await passed(limiter, 'uid-1')).toBe(true);
    expect(await passed(limiter, 'uid-1')).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      'Rate limit database failed: counting in this instance',
      expect.objectContaining({ limiter: 'failing', error: 'database unreachable' }),
    );
  });
});
