import { join } from 'node:path';
import { type Finished, runShown } from './processes.js';
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

/** Runs one suite against the stack, each of its configs in turn: its exit code and output. */
export async function runStackSuite(suite: StackSuite, stack: RunningStack): Promise<Finished> {
  const { workspace, configs } = SUITES[suite];
  let code = 0;
  let output = '';
  for (const config of configs) {
    const run = await runShown('npx', ['vitest', 'run', '--config', config], {
      cwd: join(REPO_ROOT, workspace),
      env: SUITES[suite].env(stack),
    });
    if (run.code !== 0) code = run.code;
    output += run.output;
  }
  return { code, output };
}
