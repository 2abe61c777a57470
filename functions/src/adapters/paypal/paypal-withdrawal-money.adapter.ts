import type { RefundablePayment } from '../../domain/withdrawals/withdrawal-refunds.rules';
import type { WithdrawalMoney } from '../purchases/withdrawal-money.port';
import type { PayPalRefunds } from './paypal-refunds.port';

/** PayPal's side of a withdrawal: each sale of the subscription refunded. */
export class PayPalWithdrawalMoney implements WithdrawalMoney {
  constructor(private readonly refunds: PayPalRefunds) {}

  async refund(payment: RefundablePayment): Promise<void> {
    if (payment.kind !== 'sale') throw new Error(`PayPal refunds sales, not a ${payment.kind}`);
    await this.refunds.refundSale(payment.id);
  }

  revertPlan(): Promise<void> {
    // PayPal subscribers are sold no upsell (spec 02 §4.8 as built): there is no plan to put back.
    return Promise.reject(new Error('PayPal subscriptions have no upsell to withdraw'));
  }
}
