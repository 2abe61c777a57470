import { AppError } from '../../domain/app-error';
import { type PayPalClient, providerError } from './paypal-client';
import type { PayPalRevisions } from './paypal-revisions.port';

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
