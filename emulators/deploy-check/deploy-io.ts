import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Files under `dir` as posix paths relative to it; `skipDir(relative)` prunes a directory. */
export function listFiles(dir: string, skipDir: (path: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipDir(path)) walk(path);
      } else if (entry.isFile()) found.push(path);
    }
  };
  walk('');
  return found.sort();
}

export interface RunResult {
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command (through the shell when `shell`), collecting its output; never throws. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; shell?: boolean },
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      shell: options.shell ?? false,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) =>
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output += String(error);
      done(127);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** The last lines of a command's output, for the report. */
export const tail = (output: string, lines = 15): string[] =>
  output.trimEnd().split('\n').slice(-lines);

/** A failed Node process's error message: its output up to the first stack frame. */
export function errorLines(output: string, max = 12): string[] {
  const lines = output.trimEnd().split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  return lines.slice(0, firstFrame > 0 ? Math.min(firstFrame, max) : max);
}
