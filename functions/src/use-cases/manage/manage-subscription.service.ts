import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/app-error';
import { contractEndsAt } from '../../domain/public-cancellation.rules';
import { berlinDay } from '../../domain/wished-contract-end.rules';
import { assertActionAllowed, pauseResumesAt } from '../../domain/subscription-actions.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { Clock } from '../../adapters/clock/clock.port';
import type { CurrentSubscriptionService } from '../shared/current-subscription.service';
import type { PayPalPausesRepository } from '../shared/paypal-pauses.repository';

/** The comment of an in-app cancellation without a reason. */
const IN_APP_CANCELLATION = 'Cancelled in the app';

const unsupportedProvider = (what: string): AppError =>
  new AppError(
    'conflict',
    'unsupported-provider',
    `${what} is only available for card subscriptions`,
  );

/** The holds of PayPal cancellations (PayPalCancellationHolds), as this service uses them. */
export interface CancellationHolds {
  hold(
    subscriptionId: string,
    entry: { cancellationId: string; wishedDay: string; endsAt: string },
  ): Promise<void>;
  release(subscriptionId: string): Promise<boolean>;
}

/**
 * Spec 02 §4.12–4.13 through the subscription provider: cancel at period end, restore, pause
 * until a date and unpause; the retention offer is SpecialOfferService's. Each action checks the
 * derived state first, then re-reads and records. PayPal's own cancel is final, so a PayPal
 * cancellation is held (suspended, nothing billed) until the paid end and restorable until then.
 */
export class ManageSubscriptionService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly clock: Clock,
    /** Where a provider's pause is open-ended (PayPal), its end, for the hourly job. */
    private readonly pauses: PayPalPausesRepository,
    /** PayPal cancellations (in the app, or without login under §312k) are held until their
     * end: restorable (and, for a paused one, dropped when its owner resumes it). */
    private readonly holds: CancellationHolds | null = null,
  ) {}

  async cancel(uid: string, reason: string | undefined): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('cancel', current.view);
    const provider = this.current.provider(current);
    const endsAt = contractEndsAt(current.view);
    const holdable =
      !provider.undoesCancellation &&
      this.holds !== null &&
      endsAt !== null &&
      Date.parse(endsAt) > this.clock.now().getTime();
    if (holdable) {
      // The hold's id stands where a §312k cancellation's would: there is no such record.
      await this.holds.hold(current.id, {
        cancellationId: `in-app-${randomUUID()}`,
        wishedDay: berlinDay(new Date(endsAt)),
        endsAt,
      });
    } else {
      await provider.cancelAtPeriodEnd(current.id, reason ?? IN_APP_CANCELLATION);
    }
    return this.current.refresh(uid, current);
  }

  /** Undoes a pending cancellation; a held PayPal one is released (reactivated at PayPal). */
  async restore(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('restore', current.view);
    const provider = this.current.provider(current);
    if (provider.undoesCancellation) await provider.restore(current.id);
    else if (!(await this.holds?.release(current.id))) throw unsupportedProvider('Restoring');
    return this.current.refresh(uid, current);
  }

  /** Pauses until the same day `months` later; an open-ended provider pause is ended then. */
  async pause(uid: string, months: number): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('pause', current.view);
    const provider = this.current.provider(current);
    const now = this.clock.now();
    const resumesAt = new Date(pauseResumesAt(now, months) * 1000);
    const note = `Paused by the subscriber for ${months} month(s)`;
    if (provider.resumesPauseItself) {
      await provider.pause(current.id, resumesAt, note);
      return this.current.refresh(uid, current);
    }
    // Recorded first: a pause the provider made is never left without its end.
    await this.pauses.save(current.id, {
      uid,
      resumesAt: resumesAt.toISOString(),
      pausedAt: now.toISOString(),
    });
    try {
      await provider.pause(current.id, resumesAt, note);
    } catch (error) {
      await this.pauses.remove(current.id);
      throw error;
    }
    return this.current.refresh(uid, current);
  }

  async unpause(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('unpause', current.view);
    const provider = this.current.provider(current);
    // A paused contract held for a §312k cancellation: its owner resuming it keeps it.
    if (!provider.undoesCancellation) await this.holds?.release(current.id);
    await provider.unpause(current.id, 'Unpaused by the subscriber');
    if (!provider.resumesPauseItself) await this.pauses.remove(current.id);
    return this.current.refresh(uid, current);
  }
}
