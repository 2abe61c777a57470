import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FileStoreAdapter } from './file-store.adapter';
import type { Logger } from '../logger/logger.port';
import { silentLogger } from '../logger/logger.port';
import { RtdbStoreAdapter } from './rtdb-store.adapter';
import type { Store } from './store.port';
import { StoreRateLimiter } from './store-rate-limiter.adapter';

const settle = (limiter: StoreRateLimiter, key: string) =>
  limiter.consume(key).then(
    () => 'passed' as const,
    (rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return 'refused' as const;
      throw rejection;
    },
  );

/** The limiter on one backend; `stores()` opens it as separate instances would (own clients). */
function describeLimiterOn(name: string, stores: () => Promise<[Store, Store]>): void {
  describe(`StoreRateLimiter on ${name}`, () => {
    it('counts a fixed window and starts again when it is over', async () => {
      let now = Date.parse('2026-11-26T12:00:00Z');
      const [store] = await stores();
      const limiter = new StoreRateLimiter({
        store,
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
      const [one, two] = (await stores()).map(
        (store) => new StoreRateLimiter({ store, ...options, ...limit }),
      ) as [StoreRateLimiter, StoreRateLimiter];
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => settle(i % 2 === 0 ? one : two, 'uid-1')),
      );
      expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(7);
    });
  });
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const fileStores = async (): Promise<[FileStoreAdapter, FileStoreAdapter]> => {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-limiter-'));
  dirs.push(dir);
  return [new FileStoreAdapter(join(dir, 'db.json')), new FileStoreAdapter(join(dir, 'db.json'))];
};

describeLimiterOn('the file store', fileStores);

// Where the test run has a Realtime Database server (FASTWELL_TEST_STORE=rtdb), also on it.
if (process.env.FASTWELL_TEST_STORE === 'rtdb' && process.env.FIREBASE_DATABASE_EMULATOR_HOST) {
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
      new RtdbStoreAdapter(getDatabase(app('limiter-a')).ref(root)),
      new RtdbStoreAdapter(getDatabase(app('limiter-b')).ref(root)),
    ];
  });
}

describe('StoreRateLimiter, what it keeps and when the store fails', () => {
  it('keeps no client address in the store: the key is hashed', async () => {
    const [store] = await fileStores();
    const limiter = new StoreRateLimiter({
      store,
      clock: { now: () => new Date() },
      logger: silentLogger,
      keyPrefix: 'checkEmailExists-ip',
      points: 5,
      duration: 60,
    });
    await limiter.consume('203.0.113.7');
    const tree = (await store.get('rateLimits/checkEmailExists-ip')) as Record<string, unknown>;
    expect(Object.keys(tree)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    const file = await readFile(join(dirs.at(-1) ?? '', 'db.json'), 'utf8');
    expect(file).not.toContain('203.0.113.7');
  });

  it('counts in the instance, and says so, when the store fails', async () => {
    const failing: Store = {
      get: () => Promise.reject(new Error('database unreachable')),
      set: () => Promise.reject(new Error('database unreachable')),
      update: () => Promise.reject(new Error('database unreachable')),
      transaction: () => Promise.reject(new Error('database unreachable')),
      remove: () => Promise.reject(new Error('database unreachable')),
    };
    const logger: Logger = { ...silentLogger, warn: vi.fn() };
    const limiter = new StoreRateLimiter({
      store: failing,
      clock: { now: () => new Date() },
      logger,
      keyPrefix: 'failing',
      points: 1,
      duration: 60,
    });
    expect(await settle(limiter, 'uid-1')).toBe('passed');
    expect(await settle(limiter, 'uid-1')).toBe('refused');
    expect(logger.warn).toHaveBeenCalledWith(
      'Rate limit store failed: counting in this instance',
      expect.objectContaining({ limiter: 'failing', error: 'database unreachable' }),
    );
  });
});
