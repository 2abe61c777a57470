import type { Money, SaleResource } from '../paypal-types.js';
import { isoTime, newSaleId } from '../state/ids.js';
import type { PayPalState, StoredSubscription } from '../state/paypal-state.js';
import { transactionFee } from './money.js';

/** A completed v1 sale of `amount` on the subscription (its billing agreement), at `time`. */
export function saleFor(
  stored: StoredSubscription,
  baseUrl: string,
  amount: Money,
  time: string,
): SaleResource {
  const { value, currency_code } = amount;
  const id = newSaleId();
  return {
    id,
    state: 'completed',
    amount: { total: value, currency: currency_code, details: { subtotal: value } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: transactionFee(amount),
    billing_agreement_id: stored.resource.id,
    ...(stored.resource.custom_id ? { custom: stored.resource.custom_id } : {}),
    create_time: time,
    update_time: time,
    links: [
      { href: `${baseUrl}/v1/payments/sale/${id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v1/payments/sale/${id}/refund`, rel: 'refund', method: 'POST' },
    ],
  };
}

/** The buyer pays `amount` at `atMs`: the sale is kept and PAYMENT.SALE.COMPLETED emitted. */
export function takePayment(
  state: PayPalState,
  stored: StoredSubscription,
  amount: Money,
  atMs: number,
): SaleResource {
  const sale = saleFor(stored, state.baseUrl, amount, isoTime(atMs));
  state.sales.set(sale.id, { sale });
  stored.attempts = [...(stored.attempts ?? []), { kind: 'sale', saleId: sale.id }];
  state.webhooks.emit({ type: 'PAYMENT.SALE.COMPLETED', resource: sale }, atMs);
  return sale;
}
