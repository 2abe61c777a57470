import { ServerValue } from 'firebase-admin/database';
import type { Reference } from 'firebase-admin/database';
import type { Database, TransactionResult, TransactionUpdate } from './database.port';

/** The Database port on the Realtime Database (or its emulator), below a root reference. */
export class RtdbDatabaseAdapter implements Database {
  /**
   * `incrementBy: 'transaction'` only for the offline test server (firebase-server), which never
   * answers ServerValue.increment (../shared/ENVIRONMENT.md); Google's server gets the increment.
   */
  constructor(
    private readonly root: Reference,
    private readonly incrementBy: 'server' | 'transaction' = 'server',
  ) {}

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

  /**
   * ServerValue.increment: the server adds, so concurrent writers never retry (a transaction
   * retries on every conflict). The read after it sees at least this addition.
   */
  async increment(path: string, by: number): Promise<number> {
    if (this.incrementBy === 'transaction') {
      const { value } = await this.transaction(path, (current) =>
        typeof current === 'number' ? current + by : by,
      );
      return typeof value === 'number' ? value : by;
    }
    const ref = this.ref(path);
    await ref.set(ServerValue.increment(by));
    const value = (await ref.get()).val() as unknown;
    return typeof value === 'number' ? value : by;
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
