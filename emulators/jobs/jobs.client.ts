import { LOCAL_STACK, localUrl } from '../local-stack.config.js';

/** What POST /jobs/{name} answers: the run (the job's own answer in `result`) and its time. */
export type JobRunAnswer =
  | { job: string; at: string; outcome: 'ran'; result: Record<string, unknown> }
  | { job: string; at: string; outcome: 'refused'; refused: string[] };

/** The running stack's job trigger: E2E_JOBS_URL or AUDIT_JOBS_URL (set by the launcher), else the fixed port. */
export const jobsUrl = (): string =>
  process.env.E2E_JOBS_URL ?? process.env.AUDIT_JOBS_URL ?? localUrl(LOCAL_STACK.ports.jobs);

/** Runs the local stack's scheduled functions on demand (tests, e2e, the money audit). */
export class JobsClient {
  constructor(private readonly baseUrl: string = jobsUrl()) {}

  /** The scheduled functions and the stack's time. */
  async list(): Promise<{ now: string; jobs: { name: string; schedule: string }[] }> {
    const response = await fetch(`${this.baseUrl}/jobs`);
    if (!response.ok) throw new Error(`jobs: GET /jobs answered ${response.status}`);
    return (await response.json()) as { now: string; jobs: { name: string; schedule: string }[] };
  }

  /** Runs `name` once now (at the stack's time, or `at`); rejects with the trigger's error. */
  async run(name: string, options: { at?: string } = {}): Promise<JobRunAnswer> {
    const response = await fetch(`${this.baseUrl}/jobs/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options.at ? { at: options.at } : {}),
    });
    const body = (await response.json()) as JobRunAnswer & { error?: { message: string } };
    if (!response.ok)
      throw new Error(
        `jobs: POST /jobs/${name} answered ${response.status}: ${body.error?.message}`,
      );
    return body;
  }
}
