import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStoreAdapter } from './file-store.adapter';
import { describeStoreContract } from './store.contract';

const run = promisify(execFile);
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-store-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeStoreContract(
  'File adapter',
  async () => new FileStoreAdapter(join(await tempDir(), 'db.json')),
);

describe('File adapter — shared by several processes', () => {
  it('loses no increment when 4 processes each run 20 transactions on one file', async () => {
    const dir = await tempDir();
    const file = join(dir, 'db.json');
    const worker = resolve(__dirname, '../test-support/file-store-increment.worker.ts');
    await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', worker, file, '20'], { cwd: __dirname }),
      ),
    );
    const store = new FileStoreAdapter(file);
    expect(await store.get('counter')).toBe(80);
    const perWorker = (await store.get('workers')) as Record<string, number>;
    expect(Object.values(perWorker)).toEqual([20, 20, 20, 20]);
    // Nothing left behind: no lock directory, no temp file.
    expect(await readdir(dir)).toEqual(['db.json']);
  }, 60_000);

  it('sees a second adapter instance on the same file as the same database', async () => {
    const file = join(await tempDir(), 'nested', 'db.json');
    await new FileStoreAdapter(file).set('users/u1/lang', 'de');
    expect(await new FileStoreAdapter(file).get('users/u1')).toEqual({ lang: 'de' });
  });
});
