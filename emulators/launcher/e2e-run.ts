import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RunningStack } from './stack.js';
import { REPO_ROOT } from './stack.js';

/** Runs the browser suite (web/e2e) against a running stack; resolves to the exit code. */
export function runE2e(stack: RunningStack): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
      cwd: join(REPO_ROOT, 'web'),
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: stack.url,
        ...(stack.storeFile ? { E2E_STORE_FILE: stack.storeFile } : {}),
        E2E_DEMO_USERS_FILE: join(REPO_ROOT, '.local/demo-users.json'),
      },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
