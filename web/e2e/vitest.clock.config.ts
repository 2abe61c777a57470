import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * Browser tests that move a provider emulator's clock (every subscription of the stack renews):
 * after the others, one file at a time.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['e2e/**/*.clock.e2e.ts'],
    exclude: ['**/node_modules/**'],
    maxWorkers: 1,
    fileParallelism: false,
    // A test first lets the renewals its clock move causes for the rest of the stack settle
    // (hundreds after the other suites: card-update.clock.e2e.ts failRenewal).
    testTimeout: 420_000,
  },
});
