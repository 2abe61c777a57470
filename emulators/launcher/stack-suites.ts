import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RunningStack } from './stack.js';
import { REPO_ROOT } from './stack.js';

/** The vitest suites that run against a running local stack, and how each finds it. */
const SUITES = {
  /** The browser suite (web/e2e, Chromium). */
  e2e: {
    workspace: 'web',
    // Two files at a time (not the ones that move a provider's clock: e2eClock).
    configs: ['e2e/vitest.config.ts'],
    env: (stack: RunningStack): Record<string, string> => ({
      E2E_BASE_URL: stack.url,
      ...(stack.databaseFile ? { E2E_DATABASE_FILE: stack.databaseFile } : {}),
      E2E_DEMO_USERS_FILE: join(REPO_ROOT, '.local/demo-users.json'),
      /** The mail catcher's inbox (MailCatcherClient in emulators/mail/mail-catcher.client.ts). */
      E2E_MAIL_URL: stack.mail.url,
      /** The scheduled functions' trigger (JobsClient in emulators/jobs/jobs.client.ts). */
      E2E_JOBS_URL: stack.jobs.url,
    }),
  },
  /**
   * The browser tests that move a provider's clock (web/e2e/*.clock.e2e.ts), one at a time, last:
   * the stack's API keeps real time, so a provider clock moved ahead of it would shift what the
   * other suites compute against that provider (a pause's end against Stripe's renewals).
   */
  e2eClock: {
    workspace: 'web',
    configs: ['e2e/vitest.clock.config.ts'],
    env: (stack: RunningStack): Record<string, string> => SUITES.e2e.env(stack),
  },
  /** The money audit (emulators/audit): attacks, then a reconciliation of every user. */
  audit: {
    workspace: 'emulators',
    configs: ['audit/vitest.config.ts'],
    env: (stack: RunningStack): Record<string, string> => ({
      AUDIT_HOSTING_URL: stack.url,
      ...(stack.databaseFile ? { AUDIT_DATABASE_FILE: stack.databaseFile } : {}),
      AUDIT_JOBS_URL: stack.jobs.url,
    }),
  },
} as const;

export type StackSuite = keyof typeof SUITES;

export const isStackSuite = (name: string): name is StackSuite => Object.hasOwn(SUITES, name);

/** Runs one suite against the stack, each of its configs in turn; resolves to its exit code. */
export async function runStackSuite(suite: StackSuite, stack: RunningStack): Promise<number> {
  const { workspace, configs } = SUITES[suite];
  let failed = 0;
  for (const config of configs) {
    const code = await runConfig(workspace, config, SUITES[suite].env(stack));
    if (code !== 0) failed = code;
  }
  return failed;
}

function runConfig(
  workspace: string,
  config: string,
  env: Record<string, string>,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', config], {
      cwd: join(REPO_ROOT, workspace),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
