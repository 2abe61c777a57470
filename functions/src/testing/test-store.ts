import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { FileStoreAdapter } from '../adapters/store/file-store.adapter';
import { RtdbStoreAdapter } from '../adapters/store/rtdb-store.adapter';
import type { Store } from '../adapters/store/store.port';

export interface TestStore {
  store: Store;
  /** Removes what this store holds. */
  dispose(): Promise<void>;
}

const RTDB_APP = 'rtdb-test-store';

/**
 * An empty store of its own for one test app: a file store in a temp dir, or, when
 * FASTWELL_TEST_STORE=rtdb (vitest.rtdb.config.mts), a fresh subtree of the Realtime Database
 * server at FIREBASE_DATABASE_EMULATOR_HOST, reached through firebase-admin's database client.
 */
export async function createTestStore(): Promise<TestStore> {
  if (process.env.FASTWELL_TEST_STORE === 'rtdb') {
    if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST)
      throw new Error('FASTWELL_TEST_STORE=rtdb needs FIREBASE_DATABASE_EMULATOR_HOST');
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
    return { store: new RtdbStoreAdapter(root), dispose: () => root.remove() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-api-'));
  return {
    store: new FileStoreAdapter(join(dir, 'db.json')),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
