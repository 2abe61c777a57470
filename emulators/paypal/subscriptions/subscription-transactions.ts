import type { Money, SaleResource, TransactionResource } from '../paypal-types.js';
import { newSaleId } from '../state/ids.js';
import type { PayPalState, PaymentAttempt, StoredSubscription } from '../state/paypal-state.js';
import { subtractMoney } from './money.js';

type Declined = Extract<PaymentAttempt, { kind: 'declined' }>;

function payer(
  stored: StoredSubscription,
): Pick<TransactionResource, 'payer_name' | 'payer_email'> {
  const subscriber = stored.resource.subscriber;
  return {
    ...(subscriber?.name ? { payer_name: { ...subscriber.name } } : {}),
    ...(subscriber?.email_address ? { payer_email: subscriber.email_address } : {}),
  };
}

/** A sale as a subscription transaction: COMPLETED, or REFUNDED once refunded. */
export function saleTransaction(
  stored: StoredSubscription,
  sale: SaleResource,
): TransactionResource {
  const gross: Money = { currency_code: sale.amount.currency, value: sale.amount.total };
  return {
    status: sale.state === 'refunded' ? 'REFUNDED' : 'COMPLETED',
    id: sale.id,
    amount_with_breakdown: {
      gross_amount: gross,
      fee_amount: { ...sale.transaction_fee },
      net_amount: subtractMoney(gross, sale.transaction_fee),
    },
    ...payer(stored),
    time: sale.create_time,
  };
}

/** Keeps an attempt the funding source declined; it lists as a DECLINED transaction. */
export function recordDecline(stored: StoredSubscription, amount: Money, time: string): Declined {
  const declined: Declined = { kind: 'declined', id: newSaleId(), amount: { ...amount }, time };
  stored.attempts = [...(stored.attempts ?? []), declined];
  return declined;
}

export function declinedTransaction(
  stored: StoredSubscription,
  declined: Declined,
): TransactionResource {
  return {
    status: 'DECLINED',
    id: declined.id,
    amount_with_breakdown: { gross_amount: { ...declined.amount } },
    ...payer(stored),
    time: declined.time,
  };
}

/**
 * `GET /v1/billing/subscriptions/{id}/transactions?start_time&end_time`: every payment attempt
 * of the subscription in that window (both ends included), in the order they were made.
 */
export function listTransactions(
  state: PayPalState,
  stored: StoredSubscription,
  fromMs: number,
  toMs: number,
): TransactionResource[] {
  return (stored.attempts ?? [])
    .flatMap((attempt) => {
      if (attempt.kind === 'declined') return [declinedTransaction(stored, attempt)];
      const sale = state.sales.get(attempt.saleId)?.sale;
      return sale ? [saleTransaction(stored, sale)] : [];
    })
    .filter((transaction) => {
      const at = Date.parse(transaction.time);
      return at >= fromMs && at <= toMs;
    });
}
