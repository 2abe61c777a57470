import type { SubscriptionView } from '../domain/subscription';
import { type ApiClient, ApiError } from './api-client';

type Answer = { subscription: SubscriptionView };

/** The server's refusals that mean "no offer for you": the wizard then cancels. */
const NO_OFFER = /^(special-offer-|unsupported-provider$)/;

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

  /**
   * Asks the server for the retention offer during a cancellation (issue 17): true when it is
   * made (accept it within 30 minutes), false when the server has none for this subscription.
   */
  async requestSpecialOffer(reason?: string): Promise<boolean> {
    try {
      await this.api.post<unknown>('/payment/requestSpecialOffer', reason ? { reason } : {});
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && NO_OFFER.test(error.code))
        return false;
      throw error;
    }
  }

  async acceptSpecialOffer(duration: 'oneMonth' | 'threeMonths'): Promise<SubscriptionView> {
    return (
      await this.api.post<Answer>('/payment/updateSubscriptionWithSpecialOffer', { duration })
    ).subscription;
  }
}
