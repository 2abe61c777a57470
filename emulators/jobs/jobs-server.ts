import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { JOB_RUN_PREFIX } from '../../functions/src/tooling.js';
import { parseDotenv } from '../deploy-check/dotenv.js';

/** A scheduled function of functions/src/scheduled/scheduled-jobs.ts, as listed here. */
export interface ListedJob {
  name: string;
  schedule: string;
  timeZone?: string;
}

/** What a child process running one job left behind. */
export interface ChildOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where the jobs come from and how one runs (the built functions, in a child process). */
export interface JobsBackend {
  list(): Promise<ListedJob[]>;
  /** Runs `name` with its clock at `at` (ISO); resolves once the run has ended. */
  run(name: string, at: string): Promise<ChildOutcome>;
}

/**
 * The functions' environment under the emulator: what the launcher gives the emulator process
 * (`runtime`: the database file, the emulator hosts) and the params it wrote for the functions,
 * read again from the files the emulator reads (functions/.env.local, functions/.secret.local).
 */
export function jobEnvironment(
  functionsDir: string,
  runtime: Readonly<Record<string, string>>,
): Record<string, string> {
  const read = (file: string) => {
    const path = join(functionsDir, file);
    return existsSync(path) ? parseDotenv(readFileSync(path, 'utf8')) : {};
  };
  return { ...runtime, ...read('.env.local'), ...read('.secret.local') };
}

/** The JSON answer line of the child's stdout (the logger's JSON lines come before it). */
export function answerOf(stdout: string): Record<string, unknown> | undefined {
  const line = stdout
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith(JOB_RUN_PREFIX));
  return line
    ? (JSON.parse(line.slice(JOB_RUN_PREFIX.length)) as Record<string, unknown>)
    : undefined;
}

/**
 * Jobs run as the functions emulator would run them: a child `node` on the built functions' job
 * runner (functions/lib/scheduled/run-job.main.js) with the emulator's environment, so a run
 * reaches the same database, Auth emulator and provider emulators as the API on the local stack.
 */
export function childJobs(options: {
  functionsDir: string;
  env: () => Record<string, string>;
  timeoutMs?: number;
}): JobsBackend {
  const spawnRunner = (args: string[]) =>
    new Promise<ChildOutcome>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join('lib', 'scheduled', 'run-job.main.js'), ...args],
        {
          cwd: options.functionsDir,
          env: { PATH: process.env.PATH ?? '', ...options.env() },
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: options.timeoutMs ?? 120_000,
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
  let listed: Promise<ListedJob[]> | undefined;
  return {
    list: () =>
      (listed ??= spawnRunner(['--list']).then((outcome) => {
        const jobs = answerOf(outcome.stdout)?.jobs;
        if (!Array.isArray(jobs)) throw new Error(`run-job.main.js --list: ${outcome.stderr}`);
        return jobs as ListedJob[];
      })),
    run: (name, at) => spawnRunner([name, '--at', at]),
  };
}

export interface JobsServer {
  url: string;
  close(): Promise<void>;
}

const answer = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
const failure = (response: ServerResponse, status: number, code: string, message: string) =>
  answer(response, status, { error: { code, message } });

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The local stack's trigger of its scheduled functions (the Functions emulator runs none: it needs
 * Pub/Sub): `GET /jobs` lists them with the stack's time; `POST /jobs/{name}` (body `{}` or
 * `{"at":"<ISO time>"}`) runs one now and answers what it did. A job runs at the stack's time,
 * the latest of real time and the provider emulators' clocks (`now`), unless `at` says otherwise;
 * runs of one job wait for each other, as the deployed function runs one instance at a time. Part
 * of the launcher only: nothing of it is deployed.
 */
export async function startJobsServer(options: {
  backend: JobsBackend;
  /** The stack's time (ms). */
  now: () => Promise<number>;
  port: number;
  host?: string;
}): Promise<JobsServer> {
  const queues = new Map<string, Promise<unknown>>();
  const serialized = <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const jobs = await options.backend.list();
    if (request.method === 'GET' && path === '/jobs')
      return answer(response, 200, {
        now: new Date(await options.now()).toISOString(),
        jobs: jobs.map((job) => ({ ...job, trigger: `POST /jobs/${job.name}` })),
      });
    const match = /^\/jobs\/([^/]+)$/.exec(path);
    if (!match || request.method !== 'POST')
      return failure(response, 404, 'not-found', 'GET /jobs or POST /jobs/{name}');
    const name = decodeURIComponent(match[1] ?? '');
    if (!jobs.some((job) => job.name === name))
      return failure(
        response,
        404,
        'not-found',
        `No scheduled job ${name}; jobs: ${jobs.map((job) => job.name).join(', ')}`,
      );
    const body = await bodyOf(request);
    const at = body?.at === undefined ? undefined : Date.parse(String(body.at));
    if (body === null || (at !== undefined && Number.isNaN(at)))
      return failure(response, 400, 'invalid-body', 'Body: {} or {"at":"<ISO time>"}');
    const outcome = await serialized(name, async () => {
      const when = new Date(at ?? (await options.now())).toISOString();
      return { when, child: await options.backend.run(name, when) };
    });
    const run = answerOf(outcome.child.stdout);
    if (!run)
      return failure(
        response,
        500,
        'job-failed',
        `${name} exited with ${outcome.child.code}: ${outcome.child.stderr.trim().split('\n').slice(-5).join(' | ')}`,
      );
    return answer(response, 200, { ...run, at: outcome.when });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      failure(response, 500, 'job-failed', error instanceof Error ? error.message : String(error)),
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The stack's time: the latest of real time and the Stripe and PayPal emulators' clocks (each
 * real time plus what tests advanced it by), so a job runs after whatever a test moved on to.
 */
export function stackTime(urls: { stripe: string; paypal: string }): () => Promise<number> {
  return async () => {
    const [stripe, paypal] = await Promise.all([
      fetch(`${urls.stripe}/_emulator/clock`).then((r) => r.json() as Promise<{ now: number }>),
      fetch(`${urls.paypal}/_emulator/clock`).then((r) => r.json() as Promise<{ now: string }>),
    ]);
    return Math.max(Date.now(), stripe.now * 1000, Date.parse(paypal.now));
  };
}
