import type { Reference } from 'firebase-admin/database';
import type { Database, TransactionResult, TransactionUpdate } from './database.port';

/** The Database port on the Realtime Database (or its emulator), below a root reference. */
export class RtdbDatabaseAdapter implements Database {
  constructor(private readonly root: Reference) {}

  async get(path: string): Promise<unknown> {
    const snapshot = await this.ref(path).get();
    return snapshot.val() as unknown;
  }

  async set(path: string, value: unknown): Promise<void> {
    await this.ref(path).set(value);
  }

  async update(path: string, patch: Record<string, unknown>): Promise<void> {
    await this.ref(path).update(patch);
  }

  async remove(path: string): Promise<void> {
    await this.ref(path).remove();
  }

  async transaction(path: string, update: TransactionUpdate): Promise<TransactionResult> {
    // The SDK may first call update with a cached guess (often null) and retry with the server value.
    const result = await this.ref(path).transaction(
      (current: unknown) => update(current),
      undefined,
      false,
    );
    return { committed: result.committed, value: result.snapshot.val() as unknown };
  }

  private ref(path: string): Reference {
    const trimmed = path.replace(/^\/+|\/+$/g, '');
    return trimmed === '' ? this.root : this.root.child(trimmed);
  }
}
