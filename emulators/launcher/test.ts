import { failureDigest } from './failure-digest.js';
import { type Finished, runShown, step } from './processes.js';
import { runStackSuite } from './stack-suites.js';
import { REPO_ROOT, startStack } from './stack.js';

type Failure = { label: string; output: string };

/**
 * npm test: type checks, unit tests of every workspace, the first-render byte check, the browser
 * suite and the money audit on the local stack, then the reliability run (500 purchases with
 * provider faults) on a fresh stack. It ends with why each failed step failed (CI keeps only the
 * end of the output).
 */
async function main(): Promise<number> {
  const failures: Failure[] = [];
  const check = async (label: string, run: () => Promise<Finished>) => {
    const progress = step(label);
    const { code, output } = await run();
    if (code === 0) progress.done();
    else {
      progress.fail(`exit code ${code}`);
      failures.push({ label, output });
    }
  };
  const npm =
    (...args: string[]) =>
    () =>
      runShown('npm', args, { cwd: REPO_ROOT });

  await check('Type check', npm('run', 'typecheck'));
  await check('Unit tests: emulators', npm('run', 'test', '-w', 'emulators'));
  await check('Unit tests: functions', npm('run', 'test', '-w', 'functions'));
  await check('Unit tests: web', npm('run', 'test', '-w', 'web'));
  await check('Unit tests: bench report', npm('run', 'test:bench'));

  const stack = await startStack();
  try {
    // startStack built web/dist as npm run bench does (vite build --mode emulators): its
    // first-render JS is held against the committed figures (seconds, no browser).
    await check('First-render bytes against the committed report', npm('run', 'check:bytes'));
    await check('End-to-end tests (Chromium)', () => runStackSuite('e2e', stack));
    // After the browser suite: its purchases are part of what the audit reconciles.
    await check('Money audit: attacks and reconciliation on the local stack', () =>
      runStackSuite('audit', stack),
    );
    // Last on this stack: these move the providers' clocks ahead of the stack's real time.
    await check("End-to-end tests that move a provider's clock (Chromium, one at a time)", () =>
      runStackSuite('e2eClock', stack),
    );
  } finally {
    await stack.stop();
  }

  // About 8 minutes on 2 cores; it starts a fresh stack of its own (spec: under 10 minutes, so
  // part of npm test).
  await check('Reliability: 500 purchases with provider faults', npm('run', 'test:reliability'));

  if (!failures.length) {
    process.stdout.write('\nAll tests passed.\n');
    return 0;
  }
  for (const { label, output } of failures)
    process.stdout.write(`\n✗ ${label}: why\n${failureDigest(output).join('\n')}\n`);
  process.stdout.write(`\nFailed: ${failures.map(({ label }) => label).join(', ')}\n`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `npm test failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
