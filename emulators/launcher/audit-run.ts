import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RunningStack } from './stack.js';
import { REPO_ROOT } from './stack.js';

/** Runs the money audit (emulators/audit) against a running stack; resolves to the exit code. */
export function runMoneyAudit(stack: RunningStack): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'audit/vitest.config.ts'], {
      cwd: join(REPO_ROOT, 'emulators'),
      stdio: 'inherit',
      env: {
        ...process.env,
        AUDIT_HOSTING_URL: stack.url,
        ...(stack.storeFile ? { AUDIT_STORE_FILE: stack.storeFile } : {}),
      },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
