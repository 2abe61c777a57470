import type { Database } from '../../adapters/database/database.port';

/** A subscriber's pause of a PayPal subscription, which PayPal cannot end by itself. */
export interface PayPalPause {
  uid: string;
  /** ISO time the pause ends: the hourly job reactivates the subscription then. */
  resumesAt: string;
  /** ISO time the subscriber paused (PayPal's suspension is no older than this). */
  pausedAt: string;
}

const ROOT = 'paypalPauses';
const pausePath = (subscriptionId: string): string => `${ROOT}/${subscriptionId}`;

const isPause = (value: unknown): value is PayPalPause => {
  const record = value as Partial<PayPalPause> | null;
  return (
    typeof record?.uid === 'string' &&
    typeof record.resumesAt === 'string' &&
    typeof record.pausedAt === 'string'
  );
};

/** `paypalPauses/{subscriptionId}` (server only): the open PayPal pauses and when each ends. */
export class PayPalPausesRepository {
  constructor(private readonly database: Database) {}

  async get(subscriptionId: string): Promise<PayPalPause | null> {
    const stored = await this.database.get(pausePath(subscriptionId));
    return isPause(stored) ? stored : null;
  }

  async save(subscriptionId: string, pause: PayPalPause): Promise<void> {
    await this.database.set(pausePath(subscriptionId), pause);
  }

  async remove(subscriptionId: string): Promise<void> {
    await this.database.remove(pausePath(subscriptionId));
  }

  async all(): Promise<{ subscriptionId: string; pause: PayPalPause }[]> {
    const stored = await this.database.get(ROOT);
    if (typeof stored !== 'object' || stored === null) return [];
    return Object.entries(stored).flatMap(([subscriptionId, pause]) =>
      isPause(pause) ? [{ subscriptionId, pause }] : [],
    );
  }
}
