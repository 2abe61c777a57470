/** A plan change of a PayPal subscription, waiting for the buyer's consent in PayPal's window. */
export interface PayPalRevisions {
  /**
   * Asks PayPal to move the subscription to `planId` (POST …/revise). PayPal bills the new plan
   * from the next billing cycle, once the buyer consented; until then the old plan bills on.
   */
  revise(subscriptionId: string, planId: string): Promise<void>;
}
