import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a private Firebase Auth emulator on free ports (so this suite never collides with
 * `npm start` or another run), unless FIREBASE_AUTH_EMULATOR_HOST already points at one that
 * answers; the test workers inherit FIREBASE_AUTH_EMULATOR_HOST.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const given = parseHostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (given && (await isReachable(given.host, given.port))) return async () => undefined;

  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'fastwell-auth-emulator-'));
  const config = join(dir, 'firebase.json');
  const host = '127.0.0.1';
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port: auth },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const log = join(dir, 'auth-emulator.log');
  const out = openSync(log, 'w');
  const repoRoot = resolve(__dirname, '../../..');
  const child = spawn(
    'npx',
    [
      'firebase',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-fastwell',
      '--config',
      config,
    ],
    {
      cwd: repoRoot,
      detached: true, // own process group, so stopping it stops the emulator's children too
      stdio: ['ignore', out, out],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  await waitFor(() => isReachable(host, auth), 120_000, 'The Auth emulator', log);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${auth}`;
  return () => stop(child);
}
