import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Two files at a time: a walk through the questionnaire mostly waits for the product's own timers.
    maxWorkers: 2,
    // A page on a loaded 2-core CI machine can take seconds to render what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
  },
});
