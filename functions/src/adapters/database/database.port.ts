/**
 * The Realtime Database as the API uses it (ARCHITECTURE.md "Local and offline"). Paths are
 * slash-separated ('users/u1/personal'); values are JSON; writing null or an empty object removes.
 */
export interface TransactionResult {
  committed: boolean;
  /** The value at the path after the transaction (the unchanged value when aborted). */
  value: unknown;
}

/** Gets the current value (null when absent); returns the new value, or undefined to abort. */
export type TransactionUpdate = (current: unknown) => unknown;

export interface Database {
  get(path: string): Promise<unknown>;
  set(path: string, value: unknown): Promise<void>;
  /** Multi-path update: keys may contain '/', each key is set relative to path. */
  update(path: string, patch: Record<string, unknown>): Promise<void>;
  transaction(path: string, update: TransactionUpdate): Promise<TransactionResult>;
  remove(path: string): Promise<void>;
  /**
   * Adds `by` to the number at path (absent: 0) atomically, without a read-modify-write round, and
   * answers the number there afterwards (which may already include others' additions).
   */
  increment(path: string, by: number): Promise<number>;
}
