import { PayPalError } from '../http/paypal-error.js';
import type { RefundResource, SaleResource } from '../paypal-types.js';
import { newSaleId } from '../state/ids.js';
import type { PayPalState } from '../state/paypal-state.js';

function storedSale(state: PayPalState, id: string) {
  const stored = state.sales.get(id);
  if (!stored)
    throw new PayPalError(404, 'RESOURCE_NOT_FOUND', [
      { issue: 'INVALID_RESOURCE_ID', description: `Requested resource ID was not found: ${id}.` },
    ]);
  return stored;
}

/** GET /v1/payments/sale/{id}: the sale, `refunded` once it was. */
export function showSale(state: PayPalState, id: string): SaleResource {
  return storedSale(state, id).sale;
}

/**
 * POST /v1/payments/sale/{id}/refund (PayPal REST "Refund sale"): the whole sale (the emulator
 * does not model partial refunds: an amount other than the sale's is refused). A sale refunded
 * already is refused (`TRANSACTION_REFUSED`), as PayPal does. PAYMENT.SALE.REFUNDED ("A merchant
 * refunds a sale", PayPal's Subscriptions webhooks) carries the refund.
 */
export function refundSale(
  state: PayPalState,
  id: string,
  amount: { total: string; currency: string } | undefined,
): RefundResource {
  const stored = storedSale(state, id);
  if (stored.refund)
    throw new PayPalError(400, 'TRANSACTION_REFUSED', undefined, 'The request was refused.');
  const { total, currency } = stored.sale.amount;
  if (amount && (amount.currency !== currency || Number(amount.total) !== Number(total)))
    throw new PayPalError(422, 'UNPROCESSABLE_ENTITY', [
      { issue: 'PARTIAL_REFUND_NOT_SUPPORTED', description: 'The emulator refunds whole sales.' },
    ]);
  const now = state.clock.iso();
  const refundId = newSaleId();
  const base = state.baseUrl;
  const refund: RefundResource = {
    id: refundId,
    state: 'completed',
    amount: { total, currency },
    sale_id: id,
    parent_payment: stored.sale.billing_agreement_id,
    create_time: now,
    update_time: now,
    links: [
      { href: `${base}/v1/payments/refund/${refundId}`, rel: 'self', method: 'GET' },
      { href: `${base}/v1/payments/sale/${id}`, rel: 'sale', method: 'GET' },
    ],
  };
  stored.refund = refund;
  stored.sale.state = 'refunded';
  stored.sale.update_time = now;
  state.webhooks.emit({ type: 'PAYMENT.SALE.REFUNDED', resource: refund });
  return refund;
}
