import type { Language } from '../../contract/languages';
import type { ContractKind, Money } from '../../domain/contracts/contract-record';
import type { WithdrawalOutcome } from '../../domain/withdrawals/withdrawal-period.rules';
import type { RefundablePayment } from '../../domain/withdrawals/withdrawal-refunds.rules';

/** One contract a withdrawal found at the address, and what it does to it. */
export interface WithdrawalContract {
  outcome: WithdrawalOutcome;
  kind: ContractKind;
  provider: 'stripe' | 'paypal';
  uid: string;
  product: string;
  concludedAt: string;
  periodEndsAt: string;
  /** What was paid (withdrawn: what will be refunded) when the withdrawal arrived. */
  paid: Money;
  subscriptionId?: string;
  /** withdrawn only: when this contract is carried out (another pending withdrawal's, if it came first). */
  dueAt?: string;
  carriedOutAt?: string;
}

/** One refund of a withdrawal: retried by the hourly job until the provider takes it. */
export interface WithdrawalRefund extends RefundablePayment {
  contractId: string;
  status: 'pending' | 'refunded';
  attempts: number;
  lastError?: string;
  refundedAt?: string;
}

/** withdrawals/{id}: one submission of the form, as received and as carried out. */
export interface WithdrawalRecord {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  reference?: string;
  language: Language;
  /** When its withdrawn contracts are carried out (receipt + WITHDRAWAL_DELAY_HOURS). */
  dueAt: string;
  status: 'received' | 'stopped' | 'carried-out';
  contracts?: Record<string, WithdrawalContract>;
  refunds?: Record<string, WithdrawalRefund>;
  processedAt?: string;
  stoppedAt?: string;
  carriedOutAt?: string;
  mail?: { sentAt?: string; limitedAt?: string; failedAt?: string };
  doneMail?: { sentAt?: string; failedAt?: string };
}
