import type { Logger } from '../adapters/logger/logger.port';
import type { AppDeps } from '../composition/app-deps';
import { buildUseCases } from '../composition/build-use-cases';
import type { Config } from '../config';
import type { ScheduledJobName } from './scheduled-jobs';
import { SCHEDULED_JOBS } from './scheduled-jobs';

/** What one run of a scheduled job did. */
export type JobRun =
  | {
      job: ScheduledJobName;
      outcome: 'ran';
      /** What the job answered (also logged). */
      result: Record<string, unknown>;
    }
  | {
      job: ScheduledJobName;
      outcome: 'refused';
      /** The settings the production guard refused (production-guard.rules.ts). */
      refused: string[];
    };

/**
 * One run of a scheduled job, as the deployed function makes it (index.ts) and the local stack's
 * trigger (run-job.main.ts): the dependencies built from the configuration, then the job. A
 * configuration the production guard refuses any part of runs no job at all (one error log line
 * naming the settings): the API turns only that part off, but a job acts unattended, on every
 * contract at once, and a part it needs off would only fail it contract by contract.
 */
export async function runScheduledJob(
  name: ScheduledJobName,
  config: Config,
  options: { buildDeps: (config: Config) => AppDeps; logger: Logger },
): Promise<JobRun> {
  if (config.refused.length > 0) {
    const refused = config.refused.map((setting) => setting.name);
    options.logger.error(
      `Scheduled job ${name} not run: the production guard refuses ${config.refused
        .map((setting) => `${setting.name} (${setting.why})`)
        .join(', ')}`,
    );
    return { job: name, outcome: 'refused', refused };
  }
  const deps = options.buildDeps(config);
  const result = await SCHEDULED_JOBS[name].run(buildUseCases(deps), deps);
  deps.logger.info(`scheduled job ${name} ran`, result);
  return { job: name, outcome: 'ran', result };
}
