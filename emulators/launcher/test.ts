import { spawnSync } from 'node:child_process';
import { runStackSuite } from './stack-suites.js';
import { REPO_ROOT, startStack } from './stack.js';
import { step } from './processes.js';

/**
 * npm test: type checks, unit tests of every workspace, the first-render byte check, the browser
 * suite and the money audit on the local stack, then the reliability run (500 purchases with
 * provider faults) on a fresh stack.
 */
async function main(): Promise<number> {
  const failures: string[] = [];
  for (const [label, args] of [
    ['Type check', ['run', 'typecheck']],
    ['Unit tests: emulators', ['run', 'test', '-w', 'emulators']],
    ['Unit tests: functions', ['run', 'test', '-w', 'functions']],
    ['Unit tests: web', ['run', 'test', '-w', 'web']],
    ['Unit tests: bench report', ['run', 'test:bench']],
  ] as const) {
    const progress = step(label);
    const result = spawnSync('npm', [...args], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status === 0) progress.done();
    else {
      progress.fail(`exit code ${result.status}`);
      failures.push(label);
    }
  }

  const stack = await startStack();
  try {
    // startStack built web/dist as npm run bench does (vite build --mode emulators): its
    // first-render JS is held against the committed figures (seconds, no browser).
    const bytes = step('First-render bytes against the committed report');
    const bytesCheck = spawnSync('npm', ['run', 'check:bytes'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (bytesCheck.status === 0) bytes.done();
    else {
      bytes.fail(`exit code ${bytesCheck.status}`);
      failures.push('First-render bytes');
    }
    const progress = step('End-to-end tests (Chromium)');
    const code = await runStackSuite('e2e', stack);
    if (code === 0) progress.done();
    else {
      progress.fail(`exit code ${code}`);
      failures.push('End-to-end tests');
    }
    // After the browser suite: its purchases are part of what the audit reconciles.
    const audit = step('Money audit: attacks and reconciliation on the local stack');
    const auditCode = await runStackSuite('audit', stack);
    if (auditCode === 0) audit.done();
    else {
      audit.fail(`exit code ${auditCode}`);
      failures.push('Money audit');
    }
    // Last on this stack: these move the providers' clocks ahead of the stack's real time.
    const clock = step("End-to-end tests that move a provider's clock (Chromium, one at a time)");
    const clockCode = await runStackSuite('e2eClock', stack);
    if (clockCode === 0) clock.done();
    else {
      clock.fail(`exit code ${clockCode}`);
      failures.push("End-to-end tests that move a provider's clock");
    }
  } finally {
    await stack.stop();
  }

  // About 8 minutes on 2 cores; it starts a fresh stack of its own (spec: under 10 minutes, so
  // part of npm test).
  const reliability = step('Reliability: 500 purchases with provider faults');
  const result = spawnSync('npm', ['run', 'test:reliability'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status === 0) reliability.done();
  else {
    reliability.fail(`exit code ${result.status}`);
    failures.push('Reliability');
  }

  process.stdout.write(
    failures.length ? `\nFailed: ${failures.join(', ')}\n` : '\nAll tests passed.\n',
  );
  return failures.length ? 1 : 0;
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
