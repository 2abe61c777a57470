import { AppError } from '../../domain/app-error';
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

/**
 * Spec 02 §4.12–4.13 through the subscription provider: cancel at period end (final at PayPal),
 * restore, pause until a date and unpause; the retention offer is SpecialOfferService's. Each
 * action checks the derived state first, then re-reads and records.
 */
export class ManageSubscriptionService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly clock: Clock,
    /** Where a provider's pause is open-ended (PayPal), its end, for the hourly job. */
    private readonly pauses: PayPalPausesRepository,
    /** A PayPal cancellation made without login (§312k) is held until its end: restorable (and,
     * for a paused one, dropped when its owner resumes it). */
    private readonly holds: { release(subscriptionId: string): Promise<boolean> } | null = null,
  ) {}

  async cancel(uid: string, reason: string | undefined): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('cancel', current.view);
    await this.current
      .provider(current)
      .cancelAtPeriodEnd(current.id, reason ?? IN_APP_CANCELLATION);
    return this.current.refresh(uid, current);
  }

  /**
   * Undoes a pending cancellation. PayPal's own cancel is final; a PayPal cancellation made
   * without login is held suspended until its end, and that one is released here.
   */
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
