import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsClient } from './jobs.client.js';
import type { ChildOutcome, JobsBackend, JobsServer } from './jobs-server.js';
import { jobEnvironment, startJobsServer } from './jobs-server.js';

const servers: JobsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const STACK_TIME = Date.parse('2030-01-02T03:04:05.000Z');
const JOBS = [{ name: 'finalizeHeldCancellations', schedule: 'every 60 minutes' }];

/** A backend that records each run and answers as run-job.main.js does (after a log line). */
function fakeBackend(answer: (name: string, at: string) => ChildOutcome) {
  const runs: { name: string; at: string; started: number; ended: number }[] = [];
  const backend: JobsBackend = {
    list: async () => JOBS,
    run: async (name, at) => {
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      runs.push({ name, at, started, ended: Date.now() });
      return answer(name, at);
    },
  };
  return { backend, runs };
}
const ran = (name: string): ChildOutcome => ({
  code: 0,
  stdout: `{"severity":"INFO","message":"Database: local file"}\njob-run {"job":"${name}","outcome":"ran","result":{"made":2}}\n`,
  stderr: '',
});

async function start(backend: JobsBackend): Promise<JobsClient & { url: string }> {
  const server = await startJobsServer({ backend, now: async () => STACK_TIME, port: 0 });
  servers.push(server);
  return Object.assign(new JobsClient(server.url), { url: server.url });
}

describe('the local trigger of the scheduled functions', () => {
  it('lists the jobs and the stack time', async () => {
    const client = await start(fakeBackend(ran).backend);
    expect(await client.list()).toEqual({
      now: '2030-01-02T03:04:05.000Z',
      jobs: [{ ...JOBS[0], trigger: 'POST /jobs/finalizeHeldCancellations' }],
    });
  });

  it("runs a job at the stack's time, or at the time asked, and answers what it did", async () => {
    const { backend, runs } = fakeBackend(ran);
    const client = await start(backend);
    expect(await client.run('finalizeHeldCancellations')).toEqual({
      job: 'finalizeHeldCancellations',
      outcome: 'ran',
      result: { made: 2 },
      at: '2030-01-02T03:04:05.000Z',
    });
    await client.run('finalizeHeldCancellations', { at: '2031-05-06T00:00:00Z' });
    expect(runs.map(({ at }) => at)).toEqual([
      '2030-01-02T03:04:05.000Z',
      '2031-05-06T00:00:00.000Z',
    ]);
  });

  it('runs one job one run at a time, as the deployed function (one instance)', async () => {
    const { backend, runs } = fakeBackend(ran);
    const client = await start(backend);
    await Promise.all([1, 2, 3].map(() => client.run('finalizeHeldCancellations')));
    for (let i = 1; i < runs.length; i += 1)
      expect(runs[i]?.started).toBeGreaterThanOrEqual(runs[i - 1]?.ended ?? Infinity);
  });

  it('refuses an unknown job and a bad time, and reports a failed run', async () => {
    const client = await start(
      fakeBackend(() => ({ code: 1, stdout: '', stderr: 'Error: boom\n    at x' })).backend,
    );
    await expect(client.run('sweepEverything')).rejects.toThrow(
      /404: No scheduled job sweepEverything; jobs: finalizeHeldCancellations/,
    );
    await expect(client.run('finalizeHeldCancellations', { at: 'soon' })).rejects.toThrow(/400/);
    await expect(client.run('finalizeHeldCancellations')).rejects.toThrow(
      /500: finalizeHeldCancellations exited with 1: Error: boom/,
    );
  });
});

describe('jobEnvironment', () => {
  it("is the emulator's runtime plus the params the launcher wrote, as the emulator reads them", () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-env-'));
    writeFileSync(join(dir, '.env.local'), 'PAYPAL_API_URL="http://127.0.0.1:12112"\nLIVE=false\n');
    writeFileSync(join(dir, '.secret.local'), 'STRIPE_SECRET_KEY="sk_test_fastwell_local"\n');
    expect(jobEnvironment(dir, { GCLOUD_PROJECT: 'demo-fastwell' })).toEqual({
      GCLOUD_PROJECT: 'demo-fastwell',
      PAYPAL_API_URL: 'http://127.0.0.1:12112',
      LIVE: 'false',
      STRIPE_SECRET_KEY: 'sk_test_fastwell_local',
    });
  });
});
