import { defineConfig } from 'vitest/config';

/** The money audit: run against a running local stack (npm test starts it; see launcher/test.ts). */
export default defineConfig({
  test: {
    include: ['audit/**/*.audit.ts'],
    environment: 'node',
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
