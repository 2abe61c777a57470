import type Stripe from 'stripe';
import { unpauseBilling } from '../domain/unpause.rules';
import type { Logger } from '../adapters/logger/logger.port';
import { idOf } from '../adapters/stripe/stripe-errors';

/**
 * A pause that ended by itself (Stripe resumes collection at `resumes_at`) leaves the period that
 * started during the pause unpaid: Stripe voided its invoice and does not bill it again. Seen
 * active again with that voided invoice as its latest, the subscription starts a new period now
 * and is charged for it, as an unpause by the subscriber is (stripe-subscription-provider.adapter.ts). A charge that
 * fails leaves it past_due, like a failed renewal. Issue 17 point 5.
 */
export class StripeResumeGuard {
  constructor(
    private readonly stripe: Stripe,
    private readonly logger?: Logger,
  ) {}

  /** `subscription` with its latest invoice expanded (the webhook retrieves it so). */
  async enforce(subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    if (subscription.status !== 'active' || subscription.pause_collection) return subscription;
    const latest = subscription.latest_invoice;
    if (!latest || typeof latest === 'string') return subscription;
    if (unpauseBilling(latest) !== 'bill-new-period') return subscription;
    this.logger?.warn('Billing the period a pause left unpaid', {
      subscriptionId: subscription.id,
    });
    return this.stripe.subscriptions.update(
      subscription.id,
      {
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice'],
      },
      { idempotencyKey: `resume-bill-${subscription.id}-${idOf(latest)}` },
    );
  }
}
