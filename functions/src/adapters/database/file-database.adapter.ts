import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { withFileLock } from './file-lock';
import type { Database, TransactionResult, TransactionUpdate } from './database.port';
import type { TreeNode } from './database-tree';
import {
  assertNoOverlap,
  denormalize,
  getAt,
  normalize,
  pathSegments,
  setAt,
} from './database-tree';

/** Identifies one version of the file: every write renames a new file (a new inode) over it. */
type FileVersion = string;

const isMissingFile = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The whole database as one JSON file, shared by every function worker process: reads see the
 * last complete write (writes go to a temp file renamed over the original), and every
 * read-modify-write holds a cross-process lock. Each process keeps the tree of the version it
 * last read or wrote, so a read of an unchanged file costs one stat, and a change that databases
 * what is already there writes nothing (dozens of worker processes share the one lock).
 */
export class FileDatabaseAdapter implements Database {
  private readonly lockDir: string;
  // Serialises this process's writers so they queue here instead of polling the lock.
  private queue: Promise<unknown> = Promise.resolve();
  private cached: { version: FileVersion; tree: TreeNode | undefined } | null = null;

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

  async increment(path: string, by: number): Promise<number> {
    const segments = pathSegments(path);
    let value = 0;
    await this.modify((tree) => {
      const current = getAt(tree, segments);
      value = (typeof current === 'number' ? current : 0) + by;
      return setAt(tree, segments, value);
    });
    return value;
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
        if (after !== before && !sameTree(after, before)) await this.writeTree(after);
      });
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async readTree(): Promise<TreeNode | undefined> {
    const version = await this.version();
    if (version === null) return undefined;
    if (this.cached?.version === version) return this.cached.tree;
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
    const tree = text.trim() === '' ? undefined : normalize(JSON.parse(text));
    // Cached only when the file did not change while it was read.
    if ((await this.version()) === version) this.cached = { version, tree };
    return tree;
  }

  private async version(): Promise<FileVersion | null> {
    try {
      const info = await stat(this.file, { bigint: true });
      return `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  private async writeTree(tree: TreeNode | undefined): Promise<void> {
    const temp = `${this.file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(tree ?? {}, null, 1));
      await rename(temp, this.file);
      const version = await this.version();
      this.cached = version === null ? null : { version, tree };
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }
}

/** Whether two trees hold the same data (key order aside, as JSON objects). */
function sameTree(a: TreeNode | undefined, b: TreeNode | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || typeof a !== 'object' || typeof b !== 'object') {
    return false;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameTree(a[key], b[key]));
}
