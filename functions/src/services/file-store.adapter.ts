import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { withFileLock } from './file-lock';
import type { Store, TransactionResult, TransactionUpdate } from './store.port';
import type { TreeNode } from './store-tree';
import { assertNoOverlap, denormalize, getAt, normalize, pathSegments, setAt } from './store-tree';

/**
 * The whole database as one JSON file, shared by every function worker process: reads see the
 * last complete write (writes go to a temp file renamed over the original), and every
 * read-modify-write holds a cross-process lock.
 */
export class FileStoreAdapter implements Store {
  private readonly lockDir: string;
  // Serialises this process's writers so they queue here instead of polling the lock.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string) {
    this.lockDir = `${file}.lock`;
  }

  async get(path: string): Promise<unknown> {
    return denormalize(getAt(await this.readTree(), pathSegments(path)));
  }

  async set(path: string, value: unknown): Promise<void> {
    const segments = pathSegments(path);
    const stored = normalize(value);
    await this.modify((tree) => setAt(tree, segments, stored));
  }

  async update(path: string, patch: Record<string, unknown>): Promise<void> {
    const base = pathSegments(path);
    const keys = Object.keys(patch);
    assertNoOverlap(keys);
    const writes = keys.map((key) => ({
      segments: [...base, ...pathSegments(key)],
      value: normalize(patch[key]),
    }));
    await this.modify((tree) =>
      writes.reduce((acc, write) => setAt(acc, write.segments, write.value), tree),
    );
  }

  async remove(path: string): Promise<void> {
    await this.set(path, null);
  }

  async transaction(path: string, update: TransactionUpdate): Promise<TransactionResult> {
    const segments = pathSegments(path);
    let result: TransactionResult = { committed: false, value: null };
    await this.modify((tree) => {
      const current = getAt(tree, segments);
      const next = update(denormalize(current));
      if (next === undefined) {
        result = { committed: false, value: denormalize(current) };
        return tree;
      }
      const stored = normalize(next);
      result = { committed: true, value: denormalize(stored) };
      return setAt(tree, segments, stored);
    });
    return result;
  }

  private modify(change: (tree: TreeNode | undefined) => TreeNode | undefined): Promise<void> {
    const run = this.queue.then(async () => {
      await mkdir(dirname(this.file), { recursive: true });
      await withFileLock(this.lockDir, async () => {
        const before = await this.readTree();
        const after = change(before);
        if (after !== before) await this.writeTree(after);
      });
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async readTree(): Promise<TreeNode | undefined> {
    try {
      const text = await readFile(this.file, 'utf8');
      return text.trim() === '' ? undefined : normalize(JSON.parse(text));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private async writeTree(tree: TreeNode | undefined): Promise<void> {
    const temp = `${this.file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(tree ?? {}, null, 1));
      await rename(temp, this.file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }
}
