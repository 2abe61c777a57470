import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import { AppError } from '../../domain/app-error';
import type { PayPalBinding } from '../../domain/paypal-binding.rules';
import { payerOf } from '../../domain/paypal-binding.rules';
import type { PayPalSubscription } from '../../domain/paypal-subscription';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { consumesTrial, isForeignClaim } from '../../domain/trial-usage.rules';
import type { PayPalBindingsRepository } from './paypal-bindings.repository';
import type { TrialUsageRepository } from './trial-usage.repository';
import { userPath } from './users.service';

/** The answer to a buyer whose PayPal trial was refused: cancelled, the fee refunded (409). */
export const paypalTrialRefunded = (): AppError =>
  new AppError(
    'conflict',
    'trial-refunded',
    'This PayPal account already had a trial: the subscription was cancelled and the trial fee refunded; choose a plan without a trial',
  );

/**
 * One trial per PayPal payer (issue 32 point 6), as StripeTrialGuard is one per card: the payer
 * (PayPal's `payer_id`, known once the buyer approved) is claimed with the uid when a trial
 * subscription is first observed; a trial whose payer or uid already belongs to another trial is
 * refused: marked on its binding, cancelled at PayPal, and its fee refunded by the webhook of
 * that payment (PAYMENT.SALE.COMPLETED names the sale; the webhook service refunds a refused
 * subscription's sales, whenever that event is handled).
 */
export class PayPalTrialGuard {
  constructor(
    private readonly deps: {
      /** PayPal as the subscription provider. */
      paypal: SubscriptionProvider;
      usage: TrialUsageRepository;
      bindings: PayPalBindingsRepository;
      database: Database;
      clock: Clock;
      logger?: Logger;
    },
  ) {}

  /** Whether this subscription's trial is refused (now, or by an earlier observation). */
  async refuses(
    uid: string,
    subscription: PayPalSubscription,
    binding: PayPalBinding,
    view: SubscriptionView,
  ): Promise<boolean> {
    if (binding.trialRefusedAt) return true;
    if (!consumesTrial(view)) return false;
    const payer = payerOf(subscription);
    const at = this.deps.clock.now().toISOString();
    const owners = await this.deps.usage.claimTrial(
      {
        uid,
        customer: null,
        fingerprint: null,
        payer: payer?.payerId
          ? { id: payer.payerId, ...(payer.email ? { email: payer.email } : {}) }
          : null,
      },
      subscription.id,
      at,
    );
    const mine = { uid, subscriptionId: subscription.id };
    if (!owners.some((owner) => isForeignClaim(owner, mine))) return false;
    this.deps.logger?.warn('Refusing a PayPal trial: this person or PayPal payer had one', {
      uid,
      subscriptionId: subscription.id,
    });
    await this.deps.bindings.markTrialRefused(subscription.id, at);
    await this.forget(uid, subscription.id);
    return true;
  }

  /**
   * A webhook handled before the buyer approved may have recorded the subscription as pending:
   * a refused one leaves the buyer's record (the webhooks after the refusal record nothing).
   */
  private async forget(uid: string, subscriptionId: string): Promise<void> {
    await this.deps.database.transaction(userPath(uid, 'subscription'), (current) =>
      (current as { id?: unknown } | null)?.id === subscriptionId ? null : current,
    );
  }

  /** Cancels a refused subscription at PayPal (final); one no longer cancellable is left. */
  async cancelAtPayPal(subscriptionId: string): Promise<void> {
    await this.deps.paypal.cancelNow(subscriptionId, 'Trial already used');
  }
}
