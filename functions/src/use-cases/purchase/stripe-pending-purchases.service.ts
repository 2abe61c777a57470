import type { Logger } from '../../adapters/logger/logger.port';
import type { PurchaseAttempts } from '../../adapters/purchases/purchase-attempts.port';
import type { CustomerSubscription } from '../../adapters/purchases/purchase-customers.port';

/**
 * One purchase at a time per customer (issue 17, two tabs): when a purchase starts, every
 * earlier attempt that could still be paid is stopped, so a tab left open on an older package
 * can no longer charge. An attempt is a subscription waiting for its first payment (its open
 * invoice is voided, which cancels the PaymentIntent the tab holds, then the subscription is
 * cancelled) or an open hosted Checkout session (expired). An attempt paid meanwhile is left
 * alone: the purchase that started is then refused by §4.3 when it is paid or recorded.
 */
export class StripePendingPurchases {
  constructor(
    private readonly attempts: PurchaseAttempts,
    private readonly logger?: Logger,
  ) {}

  async supersede(
    customer: string,
    keep: { subscriptionId?: string; sessionId?: string },
    subscriptions: readonly CustomerSubscription[],
  ): Promise<void> {
    const waiting = subscriptions.filter(
      (subscription) =>
        subscription.status === 'incomplete' && subscription.id !== keep.subscriptionId,
    );
    const sessions = await this.attempts.openCheckouts(customer);
    await Promise.all([
      ...waiting.map((subscription) => this.stopSubscription(subscription)),
      ...sessions
        .filter((session) => session !== keep.sessionId)
        .map((session) => this.attempts.expireCheckout(session)),
    ]);
  }

  private async stopSubscription(subscription: CustomerSubscription): Promise<void> {
    const invoice = subscription.latestInvoiceId;
    // Paid meanwhile: a purchase, not an attempt.
    if (invoice && !(await this.attempts.voidInvoice(invoice))) return;
    await this.attempts.cancelUnpaid(subscription.id, 'superseded by a newer purchase');
    this.logger?.info('Stopped an earlier unpaid purchase', { subscriptionId: subscription.id });
  }
}
