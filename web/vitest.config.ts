import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractAlias } from './contract-alias';
import { releaseDefine } from './build/release';

/** The pure domain (lint keeps the page out of it) and the build checks need no DOM. */
const NODE_TESTS = ['src/**/domain/**/*.test.ts', 'build/**/*.test.ts'];

// jsdom's setup is most of a test file's cost here: only the files that render or read the page
// pay it.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: contractAlias },
  define: releaseDefine(),
  test: {
    // The app's own component styles (plain CSS beside the components) apply in the DOM tests
    // too: a test reads a step's keyframes, say. Library CSS stays out.
    css: { include: [/\/src\/(shared\/ui|features)\/.*\.css$/] },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: NODE_TESTS, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: NODE_TESTS,
          environment: 'jsdom',
        },
      },
    ],
  },
});
