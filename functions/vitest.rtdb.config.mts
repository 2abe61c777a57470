import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The production database under test: the database contract and a slice of the route suites with
 * RtdbDatabaseAdapter, i.e. firebase-admin's database client over the Realtime Database wire
 * protocol to a local firebase-server (src/testing/rtdb-wire-server.ts).
 */
const include = [
  'src/adapters/database/rtdb-database.adapter.test.ts',
  // rate limits shared across instances: counted in the database, swept by window
  'src/use-cases/rate-limits/rate-limit-sweep.service.test.ts',
  // purchase
  'src/use-cases/purchase/create-subscription.routes.test.ts',
  'src/use-cases/purchase/two-tabs.routes.test.ts',
  'src/use-cases/purchase/one-trial.routes.test.ts',
  // webhooks
  'src/use-cases/webhooks/webhooks.routes.test.ts',
  'src/use-cases/webhooks/webhooks-lifecycle.routes.test.ts',
  // experiments with the purchase, the payments ledger (a transaction on users/{uid})
  'src/use-cases/purchase/purchase-experiments.routes.test.ts',
  'src/use-cases/webhooks/payment-ledger.repository.test.ts',
  // pause, cancel
  'src/use-cases/manage/manage-subscription.routes.test.ts',
];
// A renamed or moved suite must not drop out of this run unnoticed: vitest runs what it finds.
const missing = include.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0)
  throw new Error(`vitest.rtdb.config.mts names missing files: ${missing.join(', ')}`);

export default defineConfig({
  test: {
    include,
    globalSetup: ['src/testing/emulators.global-setup.ts', 'src/testing/rtdb-wire.global-setup.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-fastwell',
      FASTWELL_TEST_DATABASE: 'rtdb',
    },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
