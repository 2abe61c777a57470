import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type expressModule from 'express';
import { BENCH_DIR, REPO_ROOT } from './config';

/** The functions' own Express (5.x), not the older one other tools hoist to the root. */
const express = createRequire(join(REPO_ROOT, 'functions/package.json'))(
  'express',
) as typeof expressModule;

export const BASELINE_API_PATH = '/api/baseline';

/** The API baseline: a plain Express app answering JSON. */
export function createBaselineApp(): expressModule.Express {
  const app = express();
  app.use(express.json());
  app.get(BASELINE_API_PATH, (_request, response) => {
    response.json({ data: { ok: true } });
  });
  return app;
}

export type BaselineApi = { url: string; port: number; path: string; close(): Promise<void> };

async function firstLine(child: ChildProcess): Promise<string> {
  if (!child.stdout) throw new Error('baseline API: no stdout');
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`baseline API exited with ${String(code)}`);
  });
  const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  lines.close();
  return line;
}

/** Starts the baseline in its own Node process on a free local port (no emulator in between). */
export async function startBaselineApi(): Promise<BaselineApi> {
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [join(BENCH_DIR, 'baseline-api-server.ts')],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const parsed: unknown = JSON.parse(await firstLine(child));
  const port =
    typeof parsed === 'object' && parsed !== null && 'port' in parsed ? Number(parsed.port) : NaN;
  if (!Number.isInteger(port)) throw new Error('baseline API: no port');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    path: BASELINE_API_PATH,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
