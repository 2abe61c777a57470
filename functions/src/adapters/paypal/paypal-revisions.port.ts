/** Where PayPal sends the buyer back after a full-page consent (PayPal's `application_context`). */
export interface ConsentReturn {
  returnUrl: string;
  cancelUrl: string;
}

/** A plan change of a PayPal subscription, waiting for the buyer's consent in PayPal's window. */
export interface PayPalRevisions {
  /**
   * Asks PayPal to move the subscription to `planId` (POST …/revise). PayPal bills the new plan
   * from the next billing cycle, once the buyer consented; until then the old plan bills on. A
   * later revise replaces one not consented to. Answers PayPal's `approve` link, where the buyer
   * consents (null if PayPal gave none).
   */
  revise(
    subscriptionId: string,
    planId: string,
    back?: ConsentReturn,
  ): Promise<{ approveUrl: string | null }>;
}
