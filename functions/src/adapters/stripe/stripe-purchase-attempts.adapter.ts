import Stripe from 'stripe';
import type { PurchaseAttempts } from '../purchases/purchase-attempts.port';
import { isAlreadyCanceled, isInvoiceNotOpen } from './stripe-errors';

/** Voided invoices, cancelled subscriptions and expired Checkout sessions, once each (keys). */
export class StripePurchaseAttempts implements PurchaseAttempts {
  constructor(private readonly stripe: Stripe) {}

  async openCheckouts(customer: string): Promise<string[]> {
    const sessions = await this.stripe.checkout.sessions.list({
      customer,
      status: 'open',
      limit: 100,
    });
    return sessions.data.map((session) => session.id);
  }

  async voidInvoice(invoiceId: string): Promise<boolean> {
    try {
      await this.stripe.invoices.voidInvoice(
        invoiceId,
        {},
        { idempotencyKey: `void-${invoiceId}` },
      );
      return true;
    } catch (error) {
      if (!isInvoiceNotOpen(error)) throw error;
      const current = await this.stripe.invoices.retrieve(invoiceId);
      return current.status === 'void';
    }
  }

  async cancelUnpaid(subscriptionId: string, comment: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(
        subscriptionId,
        { cancellation_details: { comment } },
        { idempotencyKey: `supersede-${subscriptionId}` },
      );
    } catch (error) {
      if (!isAlreadyCanceled(error)) throw error;
    }
  }

  async expireCheckout(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(
        sessionId,
        {},
        { idempotencyKey: `expire-${sessionId}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}
