import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type {
  ProviderName,
  SubscriptionProvider,
} from '../../adapters/providers/subscription-provider.port';
import type { SubscriptionView } from '../../contract/subscription-view';
import { wishIsDue } from '../../domain/wished-contract-end.rules';
import { isContractEnded } from '../../contract/subscription-statuses';
import { configured } from './not-configured';

/**
 * `scheduledCancellations/{subscriptionId}` (server only): a §312k cancellation whose wished end
 * lies in a later billing period. Nothing is changed at the provider until the renewal that
 * starts that period; then the contract is cancelled at that period's end.
 */
export interface ScheduledCancellation {
  cancellationId: string;
  provider: 'stripe' | 'paypal';
  /** The wished end, YYYY-MM-DD (Berlin calendar day). */
  wishedDay: string;
  /** ISO: the end of the billing period containing the wish, as forecast when scheduled. */
  endsAt: string;
  scheduledAt: string;
  /** PayPal held suspended until endsAt (PayPalCancellationHolds), instead of waiting to renew. */
  suspendedAt?: string;
  /** The hold of a contract its owner had paused: undoing it leaves it paused, not reactivated. */
  paused?: true;
}

const schedulePath = (subscriptionId: string) => `scheduledCancellations/${subscriptionId}`;
const PAYPAL_REASON = 'Cancelled online without login (§312k BGB)';

export const cancellationComment = (cancellationId: string) =>
  `§312k cancellation ${cancellationId}`;

function readSchedule(value: unknown): ScheduledCancellation | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const { cancellationId, provider, wishedDay, endsAt, scheduledAt, suspendedAt, paused } = entry;
  if (
    typeof cancellationId !== 'string' ||
    (provider !== 'stripe' && provider !== 'paypal') ||
    typeof wishedDay !== 'string' ||
    typeof endsAt !== 'string' ||
    typeof scheduledAt !== 'string'
  )
    return null;
  return {
    cancellationId,
    provider,
    wishedDay,
    endsAt,
    scheduledAt,
    ...(typeof suspendedAt === 'string' ? { suspendedAt } : {}),
    ...(paused === true ? { paused } : {}),
  };
}

/**
 * Cancels a contract at its provider at the end of the running period (Stripe
 * `cancel_at_period_end`, PayPal's final cancel), now or, for a wish in a later period, at the
 * renewal that starts it (the webhooks call applyIfDue). Stripe's `cancel_at` is not used for a
 * later date: set in a future period it always prorates that period (Stripe's docs).
 */
export class CancellationScheduleService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      providers: Record<ProviderName, SubscriptionProvider | null>;
    },
  ) {}

  async cancelAtPeriodEnd(
    provider: ProviderName,
    subscriptionId: string,
    cancellationId: string,
  ): Promise<void> {
    // A Stripe cancellation names its §312k cancellation: only that link undoes it.
    const comment = provider === 'paypal' ? PAYPAL_REASON : cancellationComment(cancellationId);
    await configured(this.deps.providers[provider], provider).cancelAtPeriodEnd(
      subscriptionId,
      comment,
    );
  }

  async schedule(
    subscriptionId: string,
    entry: Omit<ScheduledCancellation, 'scheduledAt'>,
  ): Promise<void> {
    await this.deps.database.set(schedulePath(subscriptionId), {
      ...entry,
      scheduledAt: this.deps.clock.now().toISOString(),
    });
  }

  /**
   * Schedules a wished end unless a waiting one already ends the contract no later: a later
   * submission (anyone can submit an address) never moves an earlier end further out. Returns
   * the waiting entry that was kept, or null when this one was scheduled.
   */
  async scheduleEarliest(
    subscriptionId: string,
    entry: Omit<ScheduledCancellation, 'scheduledAt'>,
  ): Promise<ScheduledCancellation | null> {
    const scheduledAt = this.deps.clock.now().toISOString();
    const result = await this.deps.database.transaction(schedulePath(subscriptionId), (current) => {
      const waiting = readSchedule(current);
      if (waiting && Date.parse(waiting.endsAt) <= Date.parse(entry.endsAt)) return undefined;
      return { ...entry, scheduledAt };
    });
    return result.committed ? null : readSchedule(result.value);
  }

  async get(subscriptionId: string): Promise<ScheduledCancellation | null> {
    return readSchedule(await this.deps.database.get(schedulePath(subscriptionId)));
  }

  /** Every entry (a handful: one per pending cancellation). */
  async all(): Promise<{ subscriptionId: string; entry: ScheduledCancellation }[]> {
    const stored = await this.deps.database.get('scheduledCancellations');
    if (!stored || typeof stored !== 'object') return [];
    return Object.entries(stored).flatMap(([subscriptionId, value]) => {
      const entry = readSchedule(value);
      return entry ? [{ subscriptionId, entry }] : [];
    });
  }

  async remove(subscriptionId: string): Promise<void> {
    await this.deps.database.remove(schedulePath(subscriptionId));
  }

  /**
   * The waiting schedule of that cancellation is dropped (its restore link); false if there was
   * none. A hold is not a waiting schedule: PayPalCancellationHolds releases it.
   */
  async unschedule(subscriptionId: string, cancellationId: string): Promise<boolean> {
    const result = await this.deps.database.transaction(schedulePath(subscriptionId), (current) => {
      const entry = readSchedule(current);
      return entry?.cancellationId === cancellationId && !entry.suspendedAt ? null : undefined;
    });
    return result.committed;
  }

  /**
   * After a provider event: when the running period is the one containing the wish, the contract
   * is cancelled at its end and the schedule becomes history on the cancellation's record. True
   * when the provider was changed (the caller reads the subscription again).
   */
  async applyIfDue(view: SubscriptionView): Promise<boolean> {
    const entry = await this.get(view.id);
    // PayPal's are held instead of cancelled (PayPalCancellationHolds.holdIfDue).
    if (!entry || entry.provider !== 'stripe' || view.provider !== 'stripe') return false;
    if (!wishIsDue(view, entry.wishedDay)) return false;
    const live = view.canceled_at === null && !isContractEnded(view.status);
    if (live) await this.cancelAtPeriodEnd(entry.provider, view.id, entry.cancellationId);
    // History first: should the removal fail, the next event finds the contract cancelled already.
    await this.deps.database.update(`cancellations/${entry.cancellationId}/contracts/${view.id}`, {
      appliedAt: this.deps.clock.now().toISOString(),
    });
    await this.remove(view.id);
    return live;
  }
}
