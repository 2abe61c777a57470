import type { RefundablePayment } from '../../domain/withdrawals/withdrawal-refunds.rules';

/** What carrying out a withdrawal does with the money, at one provider. */
export interface WithdrawalMoney {
  /** Refunds the payment in full, once however often asked; one refunded already is done. */
  refund(payment: RefundablePayment, withdrawalId: string): Promise<void>;
  /** An upsell withdrawn alone: the subscription is back on `planId` at once, with no proration. */
  revertPlan(subscriptionId: string, planId: string, withdrawalId: string): Promise<void>;
}
