import type { SubscriptionView } from '../domain/subscription';
import type { ApiClient } from './api-client';

type Answer = { subscription: SubscriptionView };

/**
 * The subscription-management calls of spec 02 §7 (Bearer ID token on every one); the current
 * subscription is PaymentService.getSubscription.
 */
export class SubscriptionManagementService {
  constructor(private readonly api: ApiClient) {}

  async cancel(reason?: string): Promise<SubscriptionView> {
    return (await this.api.post<Answer>('/payment/cancelSubscription', reason ? { reason } : {}))
      .subscription;
  }

  async restore(): Promise<SubscriptionView> {
    return (await this.api.post<Answer>('/payment/restoreSubscription')).subscription;
  }

  async pause(months: 1 | 2 | 3): Promise<SubscriptionView> {
    return (await this.api.post<Answer>('/payment/pauseSubscription', { months })).subscription;
  }

  async unpause(): Promise<SubscriptionView> {
    return (await this.api.post<Answer>('/payment/unpauseSubscription')).subscription;
  }

  async acceptSpecialOffer(duration: 'oneMonth' | 'threeMonths'): Promise<SubscriptionView> {
    return (
      await this.api.post<Answer>('/payment/updateSubscriptionWithSpecialOffer', { duration })
    ).subscription;
  }
}
