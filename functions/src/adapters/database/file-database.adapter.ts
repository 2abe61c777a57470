import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { withFileLock } from './file-lock';
import type { Database, TransactionResult, TransactionUpdate } from './database.port';
import type { TreeNode } from './database-tree';
import {
  assertNoOverlap,
  denormalize,
  getAt,
  isNormalized,
  normalize,
  pathSegments,
  setAt,
} from './database-tree';

type TreeChange = (tree: TreeNode | undefined) => TreeNode | undefined;

interface QueuedChange {
  change: TreeChange;
  resolve: () => void;
  reject: (error: unknown) => void;
}

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
  // This process's writers queue here instead of polling the lock (see modify).
  private pending: QueuedChange[] = [];
  private draining: Promise<void> | null = null;
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

  /**
   * Queues a change; the changes queued in this process while a write waits for the lock are
   * applied together in that one write, in the order they came (a change that throws is refused
   * alone). Under load dozens of processes take turns at the lock, so fewer, larger writes keep
   * every process from re-reading the file after each small one.
   */
  private modify(change: TreeChange): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ change, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      // What this turn of the event loop queues (e.g. concurrent increments) goes in one write.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.pending.splice(0);
      const refused = new Map<QueuedChange, unknown>();
      try {
        await mkdir(dirname(this.file), { recursive: true });
        await withFileLock(this.lockDir, async () => {
          const before = await this.readTree();
          let tree = before;
          for (const queued of batch) {
            try {
              tree = queued.change(tree);
            } catch (error) {
              refused.set(queued, error);
            }
          }
          if (tree !== before && !sameTree(tree, before)) await this.writeTree(tree);
        });
      } catch (error) {
        for (const queued of batch) queued.reject(error);
        continue;
      }
      for (const queued of batch)
        if (refused.has(queued)) queued.reject(refused.get(queued));
        else queued.resolve();
    }
    this.draining = null;
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
    const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
    // What this adapter wrote is normalised already; a hand-edited or seeded file may not be.
    const tree = parsed === undefined || isNormalized(parsed) ? parsed : normalize(parsed);
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
      await writeFile(temp, JSON.stringify(tree ?? {}));
      // Every version gets a later mtime than the one it replaces. Without it, two quick writes
      // of the same size could share the coarse file clock's tick and a reused inode number, and
      // another process would take the new file for the version it has cached.
      const previous = await stat(this.file).catch(() => null);
      // Whole milliseconds, one past the previous one rounded up: utimes takes float seconds.
      const mtimeMs = Math.max(Date.now(), Math.ceil(previous?.mtimeMs ?? 0) + 1);
      await utimes(temp, mtimeMs / 1000, mtimeMs / 1000);
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
