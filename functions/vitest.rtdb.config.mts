import { defineConfig } from 'vitest/config';

/**
 * The production store under test: the Store contract with RtdbStoreAdapter, i.e.
 * firebase-admin's database client over the Realtime Database wire protocol to a local
 * firebase-server (src/test-support/rtdb-wire-server.ts).
 */
export default defineConfig({
  test: {
    include: ['src/services/rtdb-store.adapter.test.ts'],
    globalSetup: [
      'src/test-support/emulators.global-setup.ts',
      'src/test-support/rtdb-wire.global-setup.ts',
    ],
    env: {
      GCLOUD_PROJECT: 'demo-fastwell',
    },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
