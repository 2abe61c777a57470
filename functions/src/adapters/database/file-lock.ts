import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FileLockOptions {
  /** A lock older than this is taken to belong to a crashed process and is broken. */
  staleMs?: number;
  /** Give up waiting after this long. */
  timeoutMs?: number;
}

const OWNER = 'owner';

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

async function ownerPid(file: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(file, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Breaks a lock whose holder is gone: at once when the process named in its owner file no
 * longer runs (a crashed function worker), else after `staleMs` (no owner file yet, or a
 * holder that hangs). Only one waiter may break it: each first moves the owner file aside
 * (rename is atomic, so one wins), and puts it back if it turns out to name a live process.
 */
async function breakIfAbandoned(lockDir: string, staleMs: number): Promise<void> {
  const ownerFile = join(lockDir, OWNER);
  const pid = await ownerPid(ownerFile);
  if (pid !== null && !isProcessAlive(pid)) {
    const aside = join(lockDir, `broken-${randomUUID()}`);
    try {
      await rename(ownerFile, aside);
    } catch {
      return; // Another waiter broke it, or the holder released it.
    }
    const moved = await ownerPid(aside);
    if (moved !== null && isProcessAlive(moved)) {
      // The lock was taken again meanwhile: give the new holder its owner file back.
      await rename(aside, ownerFile).catch(() => undefined);
      return;
    }
    await rm(lockDir, { recursive: true, force: true });
    return;
  }
  try {
    const { mtimeMs } = await stat(lockDir);
    if (Date.now() - mtimeMs > staleMs) await rm(lockDir, { recursive: true, force: true });
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * Runs fn while holding a cross-process lock: mkdir is atomic on every file system, so the
 * process that creates the directory owns the lock until it removes it. The holder writes its
 * process id into the directory, so a lock left by a process that died (a function worker
 * killed mid-write) is broken as soon as another process waits for it.
 */
export async function withFileLock<T>(
  lockDir: string,
  fn: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const staleMs = options.staleMs ?? 10_000;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (let waits = 0; ; waits += 1) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for the database lock ${lockDir}`);
      await breakIfAbandoned(lockDir, staleMs);
      // 2 ms at first, backing off to about 40 ms: dozens of waiting processes polling every few
      // milliseconds would take the CPU from the one holding the lock.
      await sleep(Math.min(2 * 1.5 ** waits, 40) * (0.5 + Math.random()));
    }
  }
  try {
    await writeFile(join(lockDir, OWNER), String(process.pid));
    return await fn();
  } finally {
    await rm(lockDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
