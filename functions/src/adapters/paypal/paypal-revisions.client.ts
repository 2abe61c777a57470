import { AppError } from '../../domain/app-error';
import { type PayPalClient, providerError } from './paypal-client';
import type { ConsentReturn, PayPalRevisions } from './paypal-revisions.port';

interface ReviseAnswer {
  links?: { href?: string; rel?: string }[];
}

export class PayPalRevisionsClient implements PayPalRevisions {
  constructor(private readonly paypal: PayPalClient) {}

  async revise(
    subscriptionId: string,
    planId: string,
    back?: ConsentReturn,
  ): Promise<{ approveUrl: string | null }> {
    const response = await this.paypal.request(
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/revise`,
      {
        method: 'POST',
        body: {
          plan_id: planId,
          ...(back
            ? { application_context: { return_url: back.returnUrl, cancel_url: back.cancelUrl } }
            : {}),
        },
      },
    );
    if (response.status === 422)
      throw new AppError(
        'conflict',
        'invalid-subscription-state',
        'PayPal refused the plan change',
      );
    if (!response.ok) throw providerError(response.status);
    const answer = (await response.json().catch(() => ({}))) as ReviseAnswer;
    const approve = answer.links?.find((link) => link.rel === 'approve')?.href;
    return { approveUrl: typeof approve === 'string' ? approve : null };
  }
}
