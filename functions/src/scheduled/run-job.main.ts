import type { Clock } from '../adapters/clock/clock.port';
import { buildDeps, logger } from '../composition/build-deps';
import { loadConfig } from '../config';
import { runScheduledJob } from './run-scheduled-job';
import { JOB_RUN_PREFIX } from './job-run-line';
import { isScheduledJobName, SCHEDULED_JOB_NAMES, SCHEDULED_JOBS } from './scheduled-jobs';

/**
 * `node lib/scheduled/run-job.main.js --list`: the jobs with their schedules.
 * `node lib/scheduled/run-job.main.js <job> [--at <ISO time>]`: one run of a scheduled job with
 * the configuration of the environment, through the same runner (and production guard) as the
 * deployed function. The local stack's trigger (emulators/jobs, POST /jobs/{name}) runs it in a
 * child process with the functions emulator's configuration; `--at` sets the job's clock to that
 * time (then running on), e.g. the stack's provider clocks once a test advanced them. It is no
 * function: nothing deployed can reach it.
 */
async function main(args: string[]): Promise<number> {
  const [name = '', flag, at] = args;
  if (name === '--list') {
    const jobs = SCHEDULED_JOB_NAMES.map((job) => ({
      name: job,
      schedule: SCHEDULED_JOBS[job].schedule,
      timeZone: SCHEDULED_JOBS[job].options.timeZone,
    }));
    process.stdout.write(`${JOB_RUN_PREFIX}${JSON.stringify({ jobs })}\n`);
    return 0;
  }
  if (!isScheduledJobName(name)) {
    process.stderr.write(`Unknown job "${name}"; jobs: ${SCHEDULED_JOB_NAMES.join(', ')}\n`);
    return 2;
  }
  let clock: Clock | undefined;
  if (flag !== undefined) {
    const atMs = flag === '--at' ? Date.parse(at ?? '') : Number.NaN;
    if (Number.isNaN(atMs)) {
      process.stderr.write('Usage: run-job.main.js <job> [--at <ISO time>]\n');
      return 2;
    }
    const offset = atMs - Date.now();
    clock = { now: () => new Date(Date.now() + offset) };
  }
  const run = await runScheduledJob(name, loadConfig(), {
    buildDeps: (config) => ({ ...buildDeps(config), ...(clock ? { clock } : {}) }),
    logger,
  });
  process.stdout.write(`${JOB_RUN_PREFIX}${JSON.stringify(run)}\n`);
  return run.outcome === 'ran' ? 0 : 3;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
