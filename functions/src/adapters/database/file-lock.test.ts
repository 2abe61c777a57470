import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive, withFileLock } from './file-lock';

const dirs: string[] = [];
async function lockDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-lock-'));
  dirs.push(dir);
  return join(dir, 'db.json.lock');
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The id of a process that has run and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

async function leftLock(dir: string, owner: number | null): Promise<void> {
  await mkdir(dir);
  if (owner !== null) await writeFile(join(dir, 'owner'), String(owner));
}

describe('withFileLock', () => {
  it('holds the lock with its process id inside, and removes it after', async () => {
    const dir = await lockDir();
    const owner = await withFileLock(dir, () => readFile(join(dir, 'owner'), 'utf8'));
    expect(owner).toBe(String(process.pid));
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('breaks at once a lock whose holder process is gone (a crashed worker)', async () => {
    const dir = await lockDir();
    const pid = await deadPid();
    expect(isProcessAlive(pid)).toBe(false);
    await leftLock(dir, pid);
    const started = Date.now();
    await expect(withFileLock(dir, async () => 'ran', { staleMs: 60_000 })).resolves.toBe('ran');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('waits for a live holder, however old its lock', async () => {
    const dir = await lockDir();
    await leftLock(dir, process.pid);
    await expect(
      withFileLock(dir, async () => 'ran', { staleMs: 60_000, timeoutMs: 300 }),
    ).rejects.toThrow('Timed out waiting for the database lock');
  });

  it('breaks a lock without an owner once it is older than staleMs', async () => {
    const dir = await lockDir();
    await leftLock(dir, null);
    await expect(withFileLock(dir, async () => 'ran', { staleMs: 50 })).resolves.toBe('ran');
  });

  it('many waiters on an abandoned lock still run one at a time', async () => {
    const dir = await lockDir();
    await leftLock(dir, await deadPid());
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withFileLock(dir, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
  });
});
