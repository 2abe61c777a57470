import type { PayPalSale } from '../../domain/payment-ledger.rules';

/** The payments (sales) PayPal took for subscriptions, as PayPal has them now. */
export interface PayPalSales {
  /** The sale (GET /v1/payments/sale/{id}), or null when PayPal does not know the id. */
  getSale(id: string): Promise<PayPalSale | null>;
}
