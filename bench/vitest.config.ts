import { defineConfig } from 'vitest/config';

/** The bench's unit tests (pure report formatting); the bench itself runs with `npm run bench`. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'baseline/**'],
    environment: 'node',
  },
});
