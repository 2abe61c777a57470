import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { FileDatabaseAdapter } from '../adapters/database/file-database.adapter';
import { RtdbDatabaseAdapter } from '../adapters/database/rtdb-database.adapter';
import type { Database } from '../adapters/database/database.port';

export interface TestStore {
  database: Database;
  /** Removes what this database holds. */
  dispose(): Promise<void>;
}

const RTDB_APP = 'rtdb-test-database';

/**
 * An empty database of its own for one test app: a file database in a temp dir, or, when
 * FASTWELL_TEST_DATABASE=rtdb (vitest.rtdb.config.mts), a fresh subtree of the Realtime Database
 * server at FIREBASE_DATABASE_EMULATOR_HOST, reached through firebase-admin's database client.
 */
export async function createTestDatabase(): Promise<TestStore> {
  if (process.env.FASTWELL_TEST_DATABASE === 'rtdb') {
    if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST)
      throw new Error('FASTWELL_TEST_DATABASE=rtdb needs FIREBASE_DATABASE_EMULATOR_HOST');
    const app =
      getApps().find((candidate) => candidate.name === RTDB_APP) ??
      initializeApp(
        {
          projectId: 'demo-fastwell',
          databaseURL: 'https://demo-fastwell-default-rtdb.firebaseio.com',
        },
        RTDB_APP,
      );
    const root = getDatabase(app).ref(`route-tests/${randomUUID()}`);
    // firebase-server never answers ServerValue.increment: the increments run as transactions.
    return {
      database: new RtdbDatabaseAdapter(root, 'transaction'),
      dispose: () => root.remove(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-api-'));
  return {
    database: new FileDatabaseAdapter(join(dir, 'db.json')),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
