import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../testing/test-store';
import { RtdbStoreAdapter } from './rtdb-store.adapter';
import { describeStoreContract } from './store.contract';

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
describeStoreContract(
  'RTDB adapter',
  async () => new RtdbStoreAdapter(getDatabase(app).ref(`contract-tests/${randomUUID()}`)),
);

describe('The RTDB run', () => {
  it('gives each test app a subtree of its own through RtdbStoreAdapter, removed on dispose', async () => {
    const [first, second] = [await createTestStore(), await createTestStore()];
    expect(first.store).toBeInstanceOf(RtdbStoreAdapter);
    await first.store.set('users/u1/lang', 'de');
    expect(await second.store.get('users/u1')).toBeNull();
    expect(await first.store.get('users/u1')).toEqual({ lang: 'de' });
    await first.dispose();
    expect(await first.store.get('users/u1')).toBeNull();
    await second.dispose();
  });

  it('is refused a query, which the server does not implement (no silently unfiltered answer)', async () => {
    const ref = getDatabase(app).ref(`contract-tests/${randomUUID()}`);
    await ref.set({ a: 1, b: 2 });
    await expect(ref.orderByKey().limitToFirst(1).get()).rejects.toThrow(/not supported/);
  });
});
