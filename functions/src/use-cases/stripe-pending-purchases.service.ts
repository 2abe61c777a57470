import Stripe from 'stripe';
import type { Logger } from '../adapters/logger/logger.port';
import { isAlreadyCanceled, isInvoiceNotOpen, idOf } from '../adapters/stripe/stripe-errors';

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
    private readonly stripe: Stripe,
    private readonly logger?: Logger,
  ) {}

  async supersede(
    customer: string,
    keep: { subscriptionId?: string; sessionId?: string },
    subscriptions: readonly Stripe.Subscription[],
  ): Promise<void> {
    const waiting = subscriptions.filter(
      (subscription) =>
        subscription.status === 'incomplete' && subscription.id !== keep.subscriptionId,
    );
    const sessions = await this.stripe.checkout.sessions.list({
      customer,
      status: 'open',
      limit: 100,
    });
    await Promise.all([
      ...waiting.map((subscription) => this.stopSubscription(subscription)),
      ...sessions.data
        .filter((session) => session.id !== keep.sessionId)
        .map((session) => this.expireSession(session.id)),
    ]);
  }

  private async stopSubscription(subscription: Stripe.Subscription): Promise<void> {
    const invoice = idOf(subscription.latest_invoice);
    if (invoice) {
      try {
        await this.stripe.invoices.voidInvoice(invoice, {}, { idempotencyKey: `void-${invoice}` });
      } catch (error) {
        if (!isInvoiceNotOpen(error)) throw error;
        const current = await this.stripe.invoices.retrieve(invoice);
        if (current.status !== 'void') return; // paid meanwhile: a purchase, not an attempt
      }
    }
    try {
      await this.stripe.subscriptions.cancel(
        subscription.id,
        { cancellation_details: { comment: 'superseded by a newer purchase' } },
        { idempotencyKey: `supersede-${subscription.id}` },
      );
    } catch (error) {
      if (!isAlreadyCanceled(error)) throw error;
    }
    this.logger?.info('Stopped an earlier unpaid purchase', { subscriptionId: subscription.id });
  }

  private async expireSession(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(
        sessionId,
        {},
        { idempotencyKey: `expire-${sessionId}` },
      );
    } catch (error) {
      // Completed or expired meanwhile: nothing left to stop.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}
