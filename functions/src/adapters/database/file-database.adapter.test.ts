import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FileDatabaseAdapter } from './file-database.adapter';
import { describeDatabaseContract } from './database.contract';

const run = promisify(execFile);
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-database-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeDatabaseContract(
  'File adapter',
  async () => new FileDatabaseAdapter(join(await tempDir(), 'db.json')),
);

describe('File adapter — shared by several processes', () => {
  it('loses no increment when 4 processes each run 20 transactions on one file', async () => {
    const dir = await tempDir();
    const file = join(dir, 'db.json');
    const worker = resolve(__dirname, '../../testing/file-database-increment.worker.ts');
    await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', worker, file, '20'], { cwd: __dirname }),
      ),
    );
    const database = new FileDatabaseAdapter(file);
    expect(await database.get('counter')).toBe(80);
    const perWorker = (await database.get('workers')) as Record<string, number>;
    expect(Object.values(perWorker)).toEqual([20, 20, 20, 20]);
    // Nothing left behind: no lock directory, no temp file.
    expect(await readdir(dir)).toEqual(['db.json']);
  }, 60_000);

  it('sees a second adapter instance on the same file as the same database', async () => {
    const file = join(await tempDir(), 'nested', 'db.json');
    await new FileDatabaseAdapter(file).set('users/u1/lang', 'de');
    expect(await new FileDatabaseAdapter(file).get('users/u1')).toEqual({ lang: 'de' });
  });

  it('reads what another instance wrote after its own read of the file', async () => {
    const file = join(await tempDir(), 'db.json');
    const reader = new FileDatabaseAdapter(file);
    const writer = new FileDatabaseAdapter(file);
    await writer.set('users/u1/lang', 'de');
    expect(await reader.get('users/u1/lang')).toBe('de');
    await writer.set('users/u1/lang', 'fr');
    expect(await reader.get('users/u1/lang')).toBe('fr');
    await reader.transaction('users/u1/count', (current) => (Number(current) || 0) + 1);
    expect(await writer.get('users/u1')).toEqual({ lang: 'fr', count: 1 });
  });

  it('gives every version of the file a later mtime than the one it replaced', async () => {
    // Other processes know a version by inode, size and times. The file clock is coarse and
    // renames reuse inode numbers, so two quick writes of one size could otherwise look the same.
    // Here the version being replaced is stamped a few seconds ahead (as within one clock tick,
    // only wider): the new one must still come after it.
    const file = join(await tempDir(), 'db.json');
    const database = new FileDatabaseAdapter(file);
    await database.set('status', 'a0');
    const ahead = new Date(Date.now() + 5_000);
    await utimes(file, ahead, ahead);
    const before = (await stat(file, { bigint: true })).mtimeNs;
    await database.set('status', 'a1');
    expect((await stat(file, { bigint: true })).mtimeNs).toBeGreaterThan(before);
  });

  it('applies changes queued together in order, refusing only the one that throws', async () => {
    const file = join(await tempDir(), 'db.json');
    const database = new FileDatabaseAdapter(file);
    const increments = Array.from({ length: 50 }, () => database.increment('counter', 1));
    const failing = database.transaction('users/u1', () => {
      throw new Error('refused by the update');
    });
    const later = database.set('users/u1/lang', 'de');
    await expect(failing).rejects.toThrow('refused by the update');
    expect((await Promise.all(increments)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    await later;
    expect(await new FileDatabaseAdapter(file).get('')).toEqual({
      counter: 50,
      users: { u1: { lang: 'de' } },
    });
  });

  it('leaves the file untouched when a write databases what is already there', async () => {
    const file = join(await tempDir(), 'db.json');
    const database = new FileDatabaseAdapter(file);
    await database.set('users/u1', { lang: 'de', tags: ['a', 'b'] });
    const before = await stat(file, { bigint: true });
    await database.set('users/u1/lang', 'de');
    await database.update('users/u1', { tags: ['a', 'b'] });
    const result = await database.transaction('users/u1', (current) => current);
    expect(result.committed).toBe(true);
    const after = await stat(file, { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([before.ino, before.mtimeNs]);
    await database.set('users/u1/lang', 'fr');
    expect((await stat(file, { bigint: true })).ino).not.toBe(before.ino);
  });
});
