import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import { AppError } from '../../domain/app-error';
import type { RestoreClaim } from '../../domain/restore-link';
import { verifyRestoreLink } from '../../domain/restore-link';
import { isContractEnded } from '../../contract/subscription-statuses';
import type { CancellationScheduleService } from '../shared/cancellation-schedule.service';
import { cancellationComment } from '../shared/cancellation-schedule.service';
import type { PayPalCancellationHolds } from '../shared/paypal-cancellation-hold.service';
import type { CurrentSubscriptionService } from '../shared/current-subscription.service';
import type { UsersService } from '../shared/users.service';
import { cancellationPath } from './public-cancellation.service';

const notPossible = (): AppError =>
  new AppError('conflict', 'restore-not-possible', 'The subscription can no longer be restored');
const invalid = (): AppError =>
  new AppError('invalid', 'restore-link-invalid', 'This link is not valid');

/**
 * The "this was not me" link: undoes the public cancellation of one subscription until the
 * contract's end (Stripe: unsets cancel_at_period_end; PayPal: releases the hold; either: drops a
 * schedule still waiting for its renewal). Signed (restore-link.ts), bound to a recorded
 * cancellation, and used once: the first click claims it in the database before a provider is
 * asked.
 */
export class CancellationRestoreService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      current: CurrentSubscriptionService;
      users: UsersService;
      schedule: CancellationScheduleService;
      holds: PayPalCancellationHolds;
      linkSecret: string;
    },
  ) {}

  async restore(token: string): Promise<{ renewsAt: string | null }> {
    const { database, clock } = this.deps;
    const verified = verifyRestoreLink(token, this.deps.linkSecret, clock.now());
    if (!verified.ok) {
      if (verified.reason === 'expired')
        throw new AppError('conflict', 'restore-link-expired', 'This link has expired');
      throw invalid();
    }
    const { claim } = verified;
    const recorded = await database.get(
      cancellationPath(claim.cancellationId, 'contracts', claim.subscriptionId),
    );
    if (!recorded || typeof recorded !== 'object') throw invalid();
    const use = await database.transaction(
      cancellationPath(claim.cancellationId, 'restores', claim.subscriptionId),
      (current) => (current === null ? clock.now().toISOString() : undefined),
    );
    if (!use.committed)
      throw new AppError('conflict', 'restore-link-used', 'This link was already used');
    try {
      if (claim.provider === 'paypal') return await this.keepPayPal(claim);
      const unscheduled = await this.deps.schedule.unschedule(
        claim.subscriptionId,
        claim.cancellationId,
      );
      return await this.undoCancellation(claim, unscheduled);
    } catch (error) {
      await database.remove(
        cancellationPath(claim.cancellationId, 'restores', claim.subscriptionId),
      );
      throw error;
    }
  }

  /**
   * A PayPal cancellation is undone while it is held (suspended) or still waits for its renewal;
   * once cancelled at PayPal (after the end, or a paused contract's at once) it is final.
   */
  private async keepPayPal(claim: RestoreClaim): Promise<{ renewsAt: string | null }> {
    const { subscriptionId: id, cancellationId } = claim;
    const released = await this.deps.holds.release(id, cancellationId);
    if (!released && !(await this.deps.schedule.unschedule(id, cancellationId)))
      throw notPossible();
    const { current, users } = this.deps;
    const subscription = await current.provider({ provider: 'paypal' }).retrieve(id);
    const uid = subscription?.owner;
    const recorded = uid ? await users.getSubscription(uid) : null;
    if (uid && recorded?.id === id)
      await current.refresh(uid, { provider: 'paypal', id, view: recorded });
    return { renewsAt: subscription?.nextBillingAt ?? null };
  }

  /**
   * Un-cancels at Stripe only the cancellation this link's submission made (its comment names
   * the submission, CancellationScheduleService.cancelAtPeriodEnd): one the owner made in the app,
   * or a later submission made, stays. `unscheduled`: this link's waiting schedule was dropped.
   */
  private async undoCancellation(
    claim: RestoreClaim,
    unscheduled: boolean,
  ): Promise<{ renewsAt: string | null }> {
    const provider = this.deps.current.provider({ provider: 'stripe' });
    const subscription = await provider.retrieve(claim.subscriptionId);
    if (!subscription || isContractEnded(subscription.view.status)) throw notPossible();
    const ours =
      subscription.pendingCancellation?.comment === cancellationComment(claim.cancellationId);
    if (!ours && !unscheduled) throw notPossible();
    const updated = ours ? await provider.restore(subscription.id) : subscription;
    const uid = updated.owner;
    if (uid && (await this.deps.users.getSubscription(uid))?.id === updated.id)
      await this.deps.users.saveSubscription(uid, updated.view);
    return { renewsAt: updated.nextBillingAt };
  }
}
