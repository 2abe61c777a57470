import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, webBuildEnv } from './stack.js';

/**
 * Rebuilds the web app for the local stack; a running `npm start` serves it on the next reload.
 * `--dev` makes a development build (import.meta.env.DEV: React's checks, the debug panel).
 */
const dev = process.argv.includes('--dev');
const result = spawnSync('npx', ['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn'], {
  cwd: join(REPO_ROOT, 'web'),
  env: { ...process.env, ...webBuildEnv(), ...(dev ? { NODE_ENV: 'development' } : {}) },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
