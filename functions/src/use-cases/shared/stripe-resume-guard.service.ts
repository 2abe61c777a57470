import type { Logger } from '../../adapters/logger/logger.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';

/**
 * A pause that ended by itself (Stripe resumes collection at `resumes_at`) leaves the period that
 * started during the pause unpaid: Stripe voided its invoice and does not bill it again. Seen
 * active again with that voided invoice as its latest, the subscription starts a new period now
 * and is charged for it, as an unpause by the subscriber is (stripe-subscription-provider.adapter.ts). A charge that
 * fails leaves it past_due, like a failed renewal. Issue 17 point 5.
 */
export class StripeResumeGuard<S> {
  constructor(
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly logger?: Logger,
  ) {}

  /** `subscription` with its latest invoice expanded (the webhook retrieves it so). */
  async enforce(subscription: S): Promise<S> {
    const { id, status, paused, periodLeftUnpaid } = this.subscriptions.facts(subscription);
    if (status !== 'active' || paused || !periodLeftUnpaid) return subscription;
    this.logger?.warn('Billing the period a pause left unpaid', { subscriptionId: id });
    return this.subscriptions.billNewPeriod(subscription);
  }
}
