import type { RefundablePayment } from '../../domain/withdrawals/withdrawal-refunds.rules';
import type { WithdrawalMoney } from '../purchases/withdrawal-money.port';
import type { PayPalRefunds } from './paypal-refunds.port';

/** Puts a PayPal subscription back on its earlier plan, which at PayPal needs the buyer's consent. */
export interface PayPalPlanReverts {
  start(subscriptionId: string, planId: string, withdrawalId: string): Promise<void>;
}

/**
 * PayPal's side of a withdrawal: each sale of the subscription refunded; an upgrade withdrawn
 * alone asks the buyer's consent to the earlier plan (PayPalPlanRevertService), and until it is
 * given nothing of the withdrawn plan is billed.
 */
export class PayPalWithdrawalMoney implements WithdrawalMoney {
  constructor(
    private readonly refunds: PayPalRefunds,
    private readonly planReverts: PayPalPlanReverts,
  ) {}

  async refund(payment: RefundablePayment): Promise<void> {
    if (payment.kind !== 'sale') throw new Error(`PayPal refunds sales, not a ${payment.kind}`);
    await this.refunds.refundSale(payment.id);
  }

  revertPlan(subscriptionId: string, planId: string, withdrawalId: string): Promise<void> {
    return this.planReverts.start(subscriptionId, planId, withdrawalId);
  }
}
