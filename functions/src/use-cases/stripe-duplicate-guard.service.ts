import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { liveOfAnotherProvider } from '../domain/subscription-observation.rules';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import type { Clock } from '../adapters/clock/clock.port';
import type { Logger } from '../adapters/logger/logger.port';
import type { Database } from '../adapters/database/database.port';
import { idOf } from '../adapters/stripe/stripe-errors';
import { cancelNow, refundInvoicePayments } from '../adapters/stripe/stripe-refunds';
import { userPath } from './users.service';

/** Metadata set on a subscription the server undid because another one already gives premium. */
export const DUPLICATE_KEY = 'duplicateOf';

/** The answer to the buyer whose payment was undone: premium comes from the other one. */
export const duplicateRefunded = (): AppError =>
  new AppError(
    'conflict',
    'duplicate-refunded',
    'You already have premium through another subscription: this payment was refunded',
  );

/** Stripe states in which the subscription was paid (its first invoice, or the trial fee). */
const PAID_STATUSES: readonly string[] = ['active', 'trialing'];

/**
 * One subscription per person across providers, once money was taken: a card paid in one tab
 * after a PayPal subscription went live in another (both started before either was paid, so the
 * §4.3 check passed for both). The record keeps the one that gave premium first
 * (observeSubscription); this one is refunded and cancelled, so nobody pays for premium they do
 * not get. The PayPal side of the same rule is PayPalWebhookService.refuse.
 */
export class StripeDuplicateGuard {
  constructor(
    private readonly stripe: Stripe,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly logger?: Logger,
  ) {}

  async enforce(uid: string, subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    if (!PAID_STATUSES.includes(subscription.status)) return subscription;
    const record = await this.database.get(userPath(uid));
    if (typeof record !== 'object' || record === null) return subscription;
    const view = toSubscriptionView(subscription, this.clock.now());
    const other = liveOfAnotherProvider(record as Record<string, unknown>, view);
    if (!other) return subscription;
    this.logger?.warn('Refunding a payment: another subscription already gives premium', {
      uid,
      subscriptionId: subscription.id,
      kept: other.id,
    });
    await refundInvoicePayments(this.stripe, idOf(subscription.latest_invoice), {
      key: 'duplicate',
      metadata: { [DUPLICATE_KEY]: other.id },
    });
    await this.stripe.subscriptions.update(
      subscription.id,
      { metadata: { [DUPLICATE_KEY]: other.id } },
      { idempotencyKey: `refuse-duplicate-${subscription.id}` },
    );
    return cancelNow(this.stripe, subscription.id, `duplicate of ${other.id}`);
  }
}
