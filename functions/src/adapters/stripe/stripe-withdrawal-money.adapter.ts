import type Stripe from 'stripe';
import type { RefundablePayment } from '../../domain/withdrawals/withdrawal-refunds.rules';
import type { WithdrawalMoney } from '../purchases/withdrawal-money.port';
import { isAlreadyRefunded } from './stripe-errors';
import { refundInvoicePayments } from './stripe-refunds';

/** Stripe's side of a withdrawal: refunds by invoice or payment intent, and the plan put back. */
export class StripeWithdrawalMoney implements WithdrawalMoney {
  constructor(private readonly stripe: Stripe) {}

  async refund(payment: RefundablePayment, withdrawalId: string): Promise<void> {
    const why = { key: `withdrawal-${withdrawalId}`, metadata: { withdrawalId } };
    if (payment.kind === 'invoice') return refundInvoicePayments(this.stripe, payment.id, why);
    try {
      await this.stripe.refunds.create(
        { payment_intent: payment.id, reason: 'requested_by_customer', metadata: why.metadata },
        { idempotencyKey: `refund-${why.key}-${payment.id}` },
      );
    } catch (error) {
      if (!isAlreadyRefunded(error)) throw error;
    }
  }

  async revertPlan(subscriptionId: string, planId: string, withdrawalId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item || item.price.id === planId) return;
    await this.stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: item.id, price: planId }],
        proration_behavior: 'none',
        metadata: { withdrawnUpsell: withdrawalId },
      },
      { idempotencyKey: `withdrawal-${withdrawalId}-revert-${subscriptionId}` },
    );
  }
}
