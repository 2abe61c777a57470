import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createConnection } from 'node:net';

export type Step = { done(detail?: string): void; fail(error: unknown): void };

/** One progress line per step, with its duration: "▸ Building web…" then "✓ Built web (12.3 s)". */
export function step(label: string): Step {
  const started = Date.now();
  process.stdout.write(`▸ ${label}…\n`);
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  return {
    done: (detail) =>
      process.stdout.write(`✓ ${label} (${seconds()} s)${detail ? `: ${detail}` : ''}\n`),
    fail: (error) =>
      process.stdout.write(
        `✗ ${label} failed after ${seconds()} s: ${error instanceof Error ? error.message : String(error)}\n`,
      ),
  };
}

/** Runs a command to completion; its output goes to the log file, and to the console on failure. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(options.logFile, { flags: 'a' });
    let output = '';
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`),
        );
    });
  });
}

export type Finished = { code: number; output: string };

/** Runs a command with its output on the console as it comes, and kept for a failure's digest. */
export function runShown(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Finished> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: options.cwd,
      // Piped, the child would drop its colours on a terminal.
      env: {
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        ...process.env,
        ...options.env,
      },
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      process.stderr.write(chunk);
    });
    const finish = (code: number) => resolve({ code, output: Buffer.concat(chunks).toString() });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Starts a long-running process in its own process group, so stopping it stops its children. */
export function startService(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): ChildProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

export async function stopService(child: ChildProcess, timeoutMs = 15000): Promise<void> {
  const pid = child.pid;
  if (child.exitCode !== null || pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-pid, 'SIGINT');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
}

export function isPortInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}
