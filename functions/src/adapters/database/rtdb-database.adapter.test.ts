import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { RtdbDatabaseAdapter } from './rtdb-database.adapter';
import { describeDatabaseContract } from './database.contract';

// Runs under vitest.rtdb.config.mts: firebase-admin's database client over the wire protocol to
// the server its global setup starts (FIREBASE_DATABASE_EMULATOR_HOST).
const app =
  getApps().find((candidate) => candidate.name === 'rtdb-contract') ??
  initializeApp(
    {
      projectId: 'demo-fastwell',
      databaseURL: 'https://demo-fastwell-default-rtdb.firebaseio.com',
    },
    'rtdb-contract',
  );

// Each case gets its own empty subtree of the server's database.
describeDatabaseContract(
  'RTDB adapter',
  // Increments as transactions: firebase-server never answers ServerValue.increment.
  async () =>
    new RtdbDatabaseAdapter(getDatabase(app).ref(`contract-tests/${randomUUID()}`), 'transaction'),
);

describe('The RTDB run', () => {
  it('gives each test app a subtree of its own through RtdbDatabaseAdapter, removed on dispose', async () => {
    const [first, second] = [await createTestDatabase(), await createTestDatabase()];
    expect(first.database).toBeInstanceOf(RtdbDatabaseAdapter);
    await first.database.set('users/u1/lang', 'de');
    expect(await second.database.get('users/u1')).toBeNull();
    expect(await first.database.get('users/u1')).toEqual({ lang: 'de' });
    await first.dispose();
    expect(await first.database.get('users/u1')).toBeNull();
    await second.dispose();
  });

  it('is refused a query, which the server does not implement (no silently unfiltered answer)', async () => {
    const ref = getDatabase(app).ref(`contract-tests/${randomUUID()}`);
    await ref.set({ a: 1, b: 2 });
    await expect(ref.orderByKey().limitToFirst(1).get()).rejects.toThrow(/not supported/);
  });
});
