import { defineConfig } from 'vitest/config';
import { contractAlias } from '../contract-alias';

export default defineConfig({
  resolve: { alias: contractAlias },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // Files that move a provider's clock run alone, after these (vitest.clock.config.ts).
    exclude: ['e2e/**/*.clock.e2e.ts', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Two files at a time: a walk through the questionnaire mostly waits for the product's own timers.
    maxWorkers: 2,
    // A page on a loaded 2-core CI machine can take seconds to render what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
  },
});
