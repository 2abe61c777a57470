import { liveOfAnotherProvider } from '../../domain/subscription-observation.rules';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Database } from '../../adapters/database/database.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import { userPath } from './users.service';

/** Stripe states in which the subscription was paid (its first invoice, or the trial fee). */
const PAID_STATUSES: readonly string[] = ['active', 'trialing'];

/**
 * One subscription per person across providers, once money was taken: a card paid in one tab
 * after a PayPal subscription went live in another (both started before either was paid, so the
 * §4.3 check passed for both). The record keeps the one that gave premium first
 * (observeSubscription); this one is refunded and cancelled, so nobody pays for premium they do
 * not get. The PayPal side of the same rule is PayPalWebhookService.refuse.
 */
export class StripeDuplicateGuard<S> {
  constructor(
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly database: Database,
    private readonly logger?: Logger,
  ) {}

  async enforce(uid: string, subscription: S): Promise<S> {
    const { id, status, view } = this.subscriptions.facts(subscription);
    if (!PAID_STATUSES.includes(status)) return subscription;
    const record = await this.database.get(userPath(uid));
    if (typeof record !== 'object' || record === null) return subscription;
    const other = liveOfAnotherProvider(record as Record<string, unknown>, view);
    if (!other) return subscription;
    this.logger?.warn('Refunding a payment: another subscription already gives premium', {
      uid,
      subscriptionId: id,
      kept: other.id,
    });
    return this.subscriptions.refuse(subscription, { kind: 'duplicate', keptId: other.id });
  }
}
