import { isForeignClaim } from '../../domain/trial-usage.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import type { TrialUsageRepository } from './trial-usage.repository';

/**
 * One trial per card. The card is known only once the trial fee was paid with it (the browser
 * confirms the payment with Stripe), so the check runs whenever a trialing subscription is
 * observed (purchase return, checkout return, webhooks): the first trial claims its uid, customer
 * and card fingerprint. A trial whose uid, customer or card already belongs to another trial is
 * undone: the fee is refunded and the subscription cancelled, so the buyer is charged nothing
 * beyond what the sheet showed (and gets it back); the claims it made keep this person from a
 * trial, so the checkout screen then offers the plans without one.
 */
export class StripeTrialGuard<S> {
  constructor(
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly usage: TrialUsageRepository,
    private readonly clock: Clock,
    private readonly logger?: Logger,
  ) {}

  async enforce(uid: string, subscription: S): Promise<S> {
    const { id, status, customer } = this.subscriptions.facts(subscription);
    if (status !== 'trialing') return subscription;
    const fingerprint = await this.subscriptions.cardFingerprint(subscription);
    const owners = await this.usage.claimTrial(
      { uid, customer, fingerprint },
      id,
      this.clock.now().toISOString(),
    );
    const mine = { uid, subscriptionId: id };
    if (!owners.some((owner) => isForeignClaim(owner, mine))) return subscription;
    this.logger?.warn('Refunding a trial: this person or card already had one', {
      uid,
      subscriptionId: id,
    });
    // The trial fee (the first invoice's payment), refunded once whoever observes it first.
    return this.subscriptions.refuse(subscription, { kind: 'trial-used' });
  }
}
