import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    rtdbEmulatorReachable: boolean;
  }
}

export const AUTH_EMULATOR = { host: '127.0.0.1', port: 9099 };

/** True when something accepts a TCP connection at host:port within timeoutMs. */
export function isReachable(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    const finish = (ok: boolean): void => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, host, () => finish(true));
  });
}

export function parseHostPort(value: string | undefined): { host: string; port: number } | null {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value?.trim() ?? '');
  return match?.[1] && match[2] ? { host: match[1], port: Number(match[2]) } : null;
}

async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  log: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(
        `${what} did not start within ${timeoutMs} ms:\n${readFileSync(log, 'utf8').slice(-3000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    process.kill(-pid, 'SIGTERM');
  });
}

/**
 * Starts the Firebase Auth emulator unless one already answers at 127.0.0.1:9099, and tells the
 * tests whether a Database emulator is reachable at FIREBASE_DATABASE_EMULATOR_HOST.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const rtdb = parseHostPort(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
  project.provide(
    'rtdbEmulatorReachable',
    rtdb !== null && (await isReachable(rtdb.host, rtdb.port)),
  );

  if (await isReachable(AUTH_EMULATOR.host, AUTH_EMULATOR.port)) return async () => undefined;

  const repoRoot = resolve(__dirname, '../../..');
  const log = join(tmpdir(), `fastwell-functions-auth-emulator-${process.pid}.log`);
  const out = openSync(log, 'w');
  const child = spawn(
    'npx',
    ['firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-fastwell'],
    {
      cwd: repoRoot,
      detached: true, // own process group, so stopping it stops the emulator's children too
      stdio: ['ignore', out, out],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  await waitFor(
    () => isReachable(AUTH_EMULATOR.host, AUTH_EMULATOR.port),
    120_000,
    'The Auth emulator',
    log,
  );
  return () => stop(child);
}
