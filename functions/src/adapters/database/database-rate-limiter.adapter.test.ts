import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FileDatabaseAdapter } from './file-database.adapter';
import type { Logger } from '../logger/logger.port';
import { silentLogger } from '../logger/logger.port';
import { RtdbDatabaseAdapter } from './rtdb-database.adapter';
import type { Database } from './database.port';
import { DatabaseRateLimiter } from './database-rate-limiter.adapter';

const settle = (limiter: DatabaseRateLimiter, key: string) =>
  limiter.consume(key).then(
    () => 'passed' as const,
    (rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return 'refused' as const;
      throw rejection;
    },
  );

/** The limiter on one backend; `databases()` opens it as separate instances would (own clients). */
function describeLimiterOn(name: string, databases: () => Promise<[Database, Database]>): void {
  describe(`DatabaseRateLimiter on ${name}`, () => {
    it('counts a fixed window and starts again when it is over', async () => {
      let now = Date.parse('2026-11-26T12:00:00Z');
      const [database] = await databases();
      const limiter = new DatabaseRateLimiter({
        database,
        clock: { now: () => new Date(now) },
        logger: silentLogger,
        keyPrefix: 'window',
        points: 2,
        duration: 60,
      });
      expect(await settle(limiter, '203.0.113.7')).toBe('passed');
      now += 30_000;
      const second = await limiter.consume('203.0.113.7');
      expect(second).toMatchObject({ consumedPoints: 2, remainingPoints: 0, msBeforeNext: 30_000 });
      const refused = await limiter.consume('203.0.113.7').catch((rejection: unknown) => rejection);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect(refused).toMatchObject({ consumedPoints: 3, msBeforeNext: 30_000 });
      expect(await settle(limiter, '198.51.100.9')).toBe('passed');
      now += 30_000;
      expect(await settle(limiter, '203.0.113.7')).toBe('passed');
    });

    it('loses no count: 20 simultaneous requests on two instances, exactly 7 pass', async () => {
      const options = { clock: { now: () => new Date() }, logger: silentLogger };
      const limit = { keyPrefix: 'burst', points: 7, duration: 60 };
      const [one, two] = (await databases()).map(
        (database) => new DatabaseRateLimiter({ database, ...options, ...limit }),
      ) as [DatabaseRateLimiter, DatabaseRateLimiter];
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => settle(i % 2 === 0 ? one : two, 'uid-1')),
      );
      expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(7);
    });
  });
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const fileDatabases = async (): Promise<[FileDatabaseAdapter, FileDatabaseAdapter]> => {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-limiter-'));
  dirs.push(dir);
  return [
    new FileDatabaseAdapter(join(dir, 'db.json')),
    new FileDatabaseAdapter(join(dir, 'db.json')),
  ];
};

describeLimiterOn('the file database', fileDatabases);

// Where the test run has a Realtime Database server (FASTWELL_TEST_DATABASE=rtdb), also on it.
if (process.env.FASTWELL_TEST_DATABASE === 'rtdb' && process.env.FIREBASE_DATABASE_EMULATOR_HOST) {
  const app = (name: string) =>
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      {
        projectId: 'demo-fastwell',
        databaseURL: 'https://demo-fastwell-default-rtdb.firebaseio.com',
      },
      name,
    );
  describeLimiterOn('the Realtime Database', async () => {
    const root = `limiter-tests/${randomUUID()}`;
    return [
      new RtdbDatabaseAdapter(getDatabase(app('limiter-a')).ref(root)),
      new RtdbDatabaseAdapter(getDatabase(app('limiter-b')).ref(root)),
    ];
  });
}

describe('DatabaseRateLimiter, what it keeps and when the database fails', () => {
  it('keeps no client address in the database: the key is hashed', async () => {
    const [database] = await fileDatabases();
    const limiter = new DatabaseRateLimiter({
      database,
      clock: { now: () => new Date() },
      logger: silentLogger,
      keyPrefix: 'checkEmailExists-ip',
      points: 5,
      duration: 60,
    });
    await limiter.consume('203.0.113.7');
    const tree = (await database.get('rateLimits/checkEmailExists-ip')) as Record<string, unknown>;
    expect(Object.keys(tree)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    const file = await readFile(join(dirs.at(-1) ?? '', 'db.json'), 'utf8');
    expect(file).not.toContain('203.0.113.7');
  });

  it('counts in the instance, and says so, when the database fails', async () => {
    const failing: Database = {
      get: () => Promise.reject(new Error('database unreachable')),
      set: () => Promise.reject(new Error('database unreachable')),
      update: () => Promise.reject(new Error('database unreachable')),
      transaction: () => Promise.reject(new Error('database unreachable')),
      remove: () => Promise.reject(new Error('database unreachable')),
    };
    const logger: Logger = { ...silentLogger, warn: vi.fn() };
    const limiter = new DatabaseRateLimiter({
      database: failing,
      clock: { now: () => new Date() },
      logger,
      keyPrefix: 'failing',
      points: 1,
      duration: 60,
    });
    expect(await settle(limiter, 'uid-1')).toBe('passed');
    expect(await settle(limiter, 'uid-1')).toBe('refused');
    expect(logger.warn).toHaveBeenCalledWith(
      'Rate limit database failed: counting in this instance',
      expect.objectContaining({ limiter: 'failing', error: 'database unreachable' }),
    );
  });
});
