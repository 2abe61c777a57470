import { AppError } from '../../domain/app-error';
import { type PayPalClient, providerError } from './paypal-client';

/** A plan change of a PayPal subscription, waiting for the buyer's consent in PayPal's window. */
export interface PayPalRevisions {
  /**
   * Asks PayPal to move the subscription to `planId` (POST …/revise). PayPal bills the new plan
   * from the next billing cycle, once the buyer consented; until then the old plan bills on.
   */
  revise(subscriptionId: string, planId: string): Promise<void>;
}

export class PayPalRevisionsClient implements PayPalRevisions {
  constructor(private readonly paypal: PayPalClient) {}

  async revise(subscriptionId: string, planId: string): Promise<void> {
    const response = await this.paypal.request(
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/revise`,
      { method: 'POST', body: { plan_id: planId } },
    );
    if (response.status === 422)
      throw new AppError(
        'conflict',
        'invalid-subscription-state',
        'PayPal refused the plan change',
      );
    if (!response.ok) throw providerError(response.status);
  }
}
