import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Needs the wire-protocol server: runs under vitest.rtdb.config.mts.
    exclude: ['src/adapters/database/rtdb-database.adapter.test.ts'],
    globalSetup: ['src/testing/emulators.global-setup.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-fastwell',
    },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
