import type { Clock } from '../../adapters/clock/clock.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import type { CancellationScheduleService } from '../shared/cancellation-schedule.service';
import type { CurrentSubscriptionService } from '../shared/current-subscription.service';
import { configured } from '../shared/not-configured';
import type { PayPalPause, PayPalPausesRepository } from '../shared/paypal-pauses.repository';

/** A suspension this much after the subscriber's pause was not the pause's (PayPal's own). */
const SAME_SUSPENSION_MS = 10 * 60_000;

/** What one hourly run did. */
export interface PauseResumeReport {
  resumed: number;
  /** Pauses due that were left for support: a suspension the pause did not make, or money owed. */
  forSupport: string[];
}

/**
 * PayPal has no pause with a resume date: the subscriber's pause is a suspension, and this job
 * (hourly) reactivates each one whose date has come. It never reactivates a contract held for a
 * cancellation (that one ends, or its undo leaves it paused for a later run) nor one PayPal
 * suspended itself, e.g. after failed payments (listed for support instead).
 */
export class PayPalPauseResume {
  constructor(
    private readonly deps: {
      pauses: PayPalPausesRepository;
      provider: SubscriptionProvider | null;
      current: CurrentSubscriptionService;
      schedule: CancellationScheduleService;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  async resumeDue(): Promise<PauseResumeReport> {
    const report: PauseResumeReport = { resumed: 0, forSupport: [] };
    const now = this.deps.clock.now().getTime();
    const due = (await this.deps.pauses.all()).filter(
      ({ pause }) => Date.parse(pause.resumesAt) <= now,
    );
    for (const { subscriptionId, pause } of due) {
      try {
        const outcome = await this.resume(subscriptionId, pause);
        if (outcome === 'resumed') report.resumed += 1;
        if (outcome === 'for-support') report.forSupport.push(subscriptionId);
      } catch (error) {
        // Still suspended (nothing is billed); the next run tries again.
        const message = error instanceof Error ? error.message : String(error);
        this.deps.logger.error('paused PayPal subscription not resumed', {
          subscriptionId,
          message,
        });
      }
    }
    return report;
  }

  private async resume(
    subscriptionId: string,
    pause: PayPalPause,
  ): Promise<'resumed' | 'for-support' | 'left'> {
    const { pauses, schedule, current } = this.deps;
    if ((await schedule.get(subscriptionId))?.suspendedAt) return 'left';
    const provider = this.provider();
    const found = await provider.retrieve(subscriptionId);
    if (!found?.view.pause_collection) {
      // Unpaused, cancelled or gone meanwhile: nothing left to resume.
      await pauses.remove(subscriptionId);
      return 'left';
    }
    const since = found.suspendedSince?.getTime() ?? 0;
    if (found.owesPayment || since > Date.parse(pause.pausedAt) + SAME_SUSPENSION_MS) {
      this.deps.logger.warn('paused PayPal subscription left for support', {
        subscriptionId,
        owesPayment: found.owesPayment,
      });
      return 'for-support';
    }
    await provider.unpause(subscriptionId, 'Pause ended');
    await pauses.remove(subscriptionId);
    await current.refresh(pause.uid, { provider: 'paypal', id: subscriptionId, view: found.view });
    return 'resumed';
  }

  private provider(): SubscriptionProvider {
    return configured(this.deps.provider, 'paypal');
  }
}
