import type { Logger } from '../adapters/logger/logger.port';
import type { AppDeps } from '../composition/app-deps';
import { buildUseCases } from '../composition/build-use-cases';
import type { Config } from '../config';
import type { ScheduledJobName } from './scheduled-jobs';
import { SCHEDULED_JOBS } from './scheduled-jobs';

/** What one run of a scheduled job did. */
export interface JobRun {
  job: ScheduledJobName;
  outcome: 'ran';
  /** What the job answered (also logged). */
  result: Record<string, unknown>;
}

/**
 * One run of a scheduled job, as the deployed function makes it (index.ts) and the local stack's
 * trigger (run-job.main.ts): the dependencies built from the configuration, then the job.
 */
export async function runScheduledJob(
  name: ScheduledJobName,
  config: Config,
  options: { buildDeps: (config: Config) => AppDeps; logger: Logger },
): Promise<JobRun> {
  const deps = options.buildDeps(config);
  const result = await SCHEDULED_JOBS[name].run(buildUseCases(deps), deps);
  deps.logger.info(`scheduled job ${name} ran`, result);
  return { job: name, outcome: 'ran', result };
}
