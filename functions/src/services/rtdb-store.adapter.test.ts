import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, inject, it } from 'vitest';
import { isReachable, parseHostPort } from '../test-support/emulators.global-setup';
import { RtdbStoreAdapter } from './rtdb-store.adapter';
import { describeStoreContract } from './store.contract';

const HOST_VARIABLE = 'FIREBASE_DATABASE_EMULATOR_HOST';

if (inject('rtdbEmulatorReachable')) {
  const app =
    getApps().find((candidate) => candidate.name === 'rtdb-contract') ??
    initializeApp(
      {
        projectId: 'demo-fastwell',
        databaseURL: 'https://demo-fastwell-default-rtdb.firebaseio.com',
      },
      'rtdb-contract',
    );
  // Each case gets its own empty subtree of the emulator's database.
  describeStoreContract(
    'RTDB adapter',
    async () => new RtdbStoreAdapter(getDatabase(app).ref(`contract-tests/${randomUUID()}`)),
  );
} else {
  describe(`RTDB adapter contract — not run: no Database emulator reachable at ${HOST_VARIABLE}`, () => {
    it(`finds ${HOST_VARIABLE} unset or not answering`, async () => {
      const target = parseHostPort(process.env[HOST_VARIABLE]);
      const reachable = target !== null && (await isReachable(target.host, target.port));
      expect(reachable).toBe(false);
    });
  });
}
