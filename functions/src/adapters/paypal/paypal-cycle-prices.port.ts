/** What PayPal bills a subscription's billing cycle: read, and changed on the running subscription. */
export interface PayPalCyclePrices {
  /**
   * When PayPal bills next (null while it bills nothing: suspended or ended) and whether the
   * subscription can still be billed at all; null when PayPal does not know the id.
   */
  nextPayment(
    subscriptionId: string,
  ): Promise<{ billable: boolean; nextBillingAt: Date | null } | null>;
  /**
   * The cycle's price from now on (PATCH of the subscription's plan): PayPal keeps the price in
   * force for a cycle billed within 10 days, and bills the new one from the next cycle after.
   */
  setCyclePrice(
    subscriptionId: string,
    sequence: number,
    price: { amount: number; currency: string },
  ): Promise<void>;
}
