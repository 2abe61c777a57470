import { mkdir, rmdir, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FileLockOptions {
  /** A lock older than this is taken to belong to a crashed process and is broken. */
  staleMs?: number;
  /** Give up waiting after this long. */
  timeoutMs?: number;
}

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

async function breakIfStale(lockDir: string, staleMs: number): Promise<void> {
  try {
    const { mtimeMs } = await stat(lockDir);
    if (Date.now() - mtimeMs > staleMs) await rmdir(lockDir);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * Runs fn while holding a cross-process lock: mkdir is atomic on every file system, so the
 * process that creates the directory owns the lock until it removes it.
 */
export async function withFileLock<T>(
  lockDir: string,
  fn: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const staleMs = options.staleMs ?? 10_000;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the store lock ${lockDir}`);
      await breakIfStale(lockDir, staleMs);
      await sleep(2 + Math.random() * 8);
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lockDir).catch(() => undefined);
  }
}
