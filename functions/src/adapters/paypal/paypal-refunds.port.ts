/** Money PayPal took for a subscription, given back. */
export interface PayPalRefunds {
  /** Refunds one payment (sale) in full, once however often asked; one refunded already is done. */
  refundSale(saleId: string): Promise<void>;
}
