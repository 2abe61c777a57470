import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import type { SubscriptionView } from '../../contract/subscription-view';
import { heldView } from '../../domain/paypal-cancellation-hold.rules';
import { pausedContractEnd } from '../../domain/paypal-paid-period';
import { PAYPAL_PLANS } from '../../domain/paypal-plan-catalogue';
import { berlinDay, wishedContractEnd, wishIsDue } from '../../domain/wished-contract-end.rules';
import type { CancellationScheduleService } from './cancellation-schedule.service';
import { configured } from './not-configured';

/** PayPal as the subscription provider, and its own record of each subscription. */
export interface PayPalHoldPorts {
  provider: SubscriptionProvider;
  records: PayPalSubscriptionRecords;
}

/**
 * §312k for PayPal, undoable until the end: PayPal's cancel is final, its suspend is not and stops
 * billing. A PayPal contract cancelled at the end of its running period is suspended now (held:
 * nothing is billed again, whatever runs late) and cancelled at PayPal once that period has ended
 * (finalizeDue, hourly). Until then the mail's link or the signed-in "restore" reactivates it.
 * The hold is the contract's entry in scheduledCancellations with `suspendedAt`.
 */
export class PayPalCancellationHolds {
  constructor(
    private readonly deps: {
      schedule: CancellationScheduleService;
      paypal: PayPalHoldPorts | null;
      database: Database;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  async hold(
    subscriptionId: string,
    entry: { cancellationId: string; wishedDay: string; endsAt: string },
  ): Promise<void> {
    const { schedule } = this.deps;
    const { cancellationId, wishedDay, endsAt } = entry;
    const waiting = await schedule.get(subscriptionId);
    // Recorded before PayPal is asked, so the webhook of the suspension already finds the hold.
    await schedule.schedule(subscriptionId, {
      cancellationId,
      wishedDay,
      endsAt,
      provider: 'paypal',
      suspendedAt: this.deps.clock.now().toISOString(),
    });
    try {
      await this.paypal().provider.suspend(
        subscriptionId,
        `§312k cancellation ${entry.cancellationId}, ends ${entry.endsAt}`,
      );
    } catch (error) {
      // Not suspended: no hold, or the hourly run would later cancel a contract that still bills.
      // A wish that waited for this renewal waits on (the webhook is retried).
      if (waiting && !waiting.suspendedAt) await schedule.schedule(subscriptionId, waiting);
      else await schedule.remove(subscriptionId);
      throw error;
    }
  }

  /**
   * A contract its owner paused (already suspended at PayPal) is held like a running one, not
   * cancelled at PayPal for good: until the end of the contract period running now
   * (pausedContractEnd), or of the later one with the wish. Undoing it leaves it paused. The end,
   * or null when none can be derived (nothing paid, no start: the caller cancels it).
   */
  async holdPaused(
    view: SubscriptionView,
    entry: { cancellationId: string; wishedDay?: string },
  ): Promise<string | null> {
    const subscription = await this.paypal().records.get(view.id);
    const plan = subscription ? PAYPAL_PLANS.get(subscription.plan_id) : undefined;
    if (!subscription || subscription.status !== 'SUSPENDED' || !plan) return null;
    const paidEnd = pausedContractEnd(subscription, plan, this.deps.clock.now());
    if (!paidEnd) return null;
    const periodEnd = paidEnd.toISOString();
    const wish = wishedContractEnd(
      { plan: view.plan, current_period_end: Math.floor(paidEnd.getTime() / 1000) },
      periodEnd,
      entry.wishedDay,
    );
    // A wish waiting for a renewal (none comes while paused) keeps its end if that is earlier.
    const waiting = await this.deps.schedule.get(view.id);
    const keepsWaiting =
      waiting !== null && Date.parse(waiting.endsAt) < Date.parse(wish.endsAt ?? periodEnd);
    const endsAt = keepsWaiting ? waiting.endsAt : (wish.endsAt ?? periodEnd);
    await this.deps.schedule.schedule(view.id, {
      cancellationId: entry.cancellationId,
      provider: 'paypal',
      wishedDay: keepsWaiting
        ? waiting.wishedDay
        : (entry.wishedDay ?? berlinDay(new Date(endsAt))),
      endsAt,
      suspendedAt: this.deps.clock.now().toISOString(),
      paused: true,
    });
    return endsAt;
  }

  /**
   * A PayPal cancellation scheduled for a later period (a wished end) is held from the renewal
   * that starts the period containing the wish, until that period's end. True when it was.
   */
  async holdIfDue(view: SubscriptionView): Promise<boolean> {
    const entry = await this.deps.schedule.get(view.id);
    if (!entry || entry.suspendedAt || entry.provider !== 'paypal') return false;
    if (view.pause_collection !== null || view.canceled_at !== null) return false;
    if (view.current_period_end === null || !wishIsDue(view, entry.wishedDay)) return false;
    const endsAt = new Date(view.current_period_end * 1000).toISOString();
    await this.hold(view.id, { ...entry, endsAt });
    return true;
  }

  /** The view as the subscriber should see it: a held subscription is "canceled at period end". */
  async viewOf(view: SubscriptionView): Promise<SubscriptionView> {
    if (view.provider !== 'paypal' || view.pause_collection === null) return view;
    const entry = await this.deps.schedule.get(view.id);
    if (!entry?.suspendedAt) return view;
    return heldView(
      view,
      { suspendedAt: entry.suspendedAt, endsAt: entry.endsAt, paused: entry.paused === true },
      this.deps.clock.now(),
    );
  }

  /**
   * Undoes a held cancellation before its end: reactivated at PayPal (billing resumes at the next
   * billing time), the hold dropped. `cancellationId` limits it to that cancellation's link.
   * False when there is no such hold (or the period has ended).
   */
  async release(subscriptionId: string, cancellationId?: string): Promise<boolean> {
    const { schedule } = this.deps;
    const entry = await schedule.get(subscriptionId);
    if (!entry?.suspendedAt) return false;
    if (cancellationId && entry.cancellationId !== cancellationId) return false;
    if (Date.parse(entry.endsAt) <= this.deps.clock.now().getTime()) return false;
    if (entry.paused) {
      // Its owner had paused it: undone, it is paused as before (PayPal is not asked).
      await schedule.remove(subscriptionId);
      return true;
    }
    // Dropped before PayPal bills again: a hold left behind would cancel the restored contract.
    await schedule.remove(subscriptionId);
    try {
      await this.paypal().provider.unpause(subscriptionId, 'Cancellation undone');
    } catch (error) {
      await schedule.schedule(subscriptionId, entry);
      throw error;
    }
    return true;
  }

  /** The final cancel at PayPal of every hold whose paid period has ended; how many were made. */
  async finalizeDue(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const due = (await this.deps.schedule.all()).filter(
      ({ entry }) => entry.suspendedAt && Date.parse(entry.endsAt) <= now,
    );
    let made = 0;
    for (const { subscriptionId, entry } of due) {
      try {
        await this.finalize(subscriptionId, entry.cancellationId);
        made += 1;
      } catch (error) {
        // Still held (suspended: nothing is billed); the next run tries again.
        const message = error instanceof Error ? error.message : String(error);
        this.deps.logger.error('held cancellation not finalized', { subscriptionId, message });
      }
    }
    return made;
  }

  private async finalize(subscriptionId: string, cancellationId: string): Promise<void> {
    // False when cancelled or expired at PayPal already: the hold has nothing left to do.
    await this.paypal().provider.cancelNow(subscriptionId, 'Cancelled (§312k BGB)');
    // A cancellation made in the app has no §312k record to mark.
    const contract = `cancellations/${cancellationId}/contracts/${subscriptionId}`;
    if ((await this.deps.database.get(contract)) !== null)
      await this.deps.database.update(contract, { appliedAt: this.deps.clock.now().toISOString() });
    await this.deps.schedule.remove(subscriptionId);
  }

  private paypal(): PayPalHoldPorts {
    return configured(this.deps.paypal, 'paypal');
  }
}
