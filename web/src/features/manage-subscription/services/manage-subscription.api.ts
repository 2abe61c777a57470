import type { CancellationReason } from '@fastwell/contract/cancellation-reasons';
import { manageSubscriptionEndpoints as endpoints } from '@fastwell/contract/endpoints/manage-subscription.endpoints';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError } from '../../../shared/services/api-error';

const body = (reason?: string) => (reason ? { reason: reason as CancellationReason } : {});

/** The server's refusals that mean "no offer for you": the wizard then cancels. */
const NO_OFFER = /^(special-offer-|unsupported-provider$)/;

/**
 * The manage-subscription calls of spec 02 §7 (Bearer ID token on every one); the current
 * subscription is PaymentApi.getSubscription.
 */
export class ManageSubscriptionApi {
  constructor(private readonly api: ApiClient) {}

  async cancel(reason?: string): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.cancelSubscription, body(reason))).subscription;
  }

  async restore(): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.restoreSubscription, {})).subscription;
  }

  async pause(months: 1 | 2 | 3): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.pauseSubscription, { months })).subscription;
  }

  async unpause(): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.unpauseSubscription, {})).subscription;
  }

  /**
   * Asks the server for the retention offer during a cancellation (issue 17): true when it is
   * made (accept it within 30 minutes), false when the server has none for this subscription.
   */
  async requestSpecialOffer(
    reason?: string,
    duration?: 'oneMonth' | 'threeMonths',
  ): Promise<boolean> {
    try {
      await this.api.call(endpoints.requestSpecialOffer, {
        ...body(reason),
        ...(duration ? { duration } : {}),
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && NO_OFFER.test(error.code))
        return false;
      throw error;
    }
  }

  /**
   * A renewal that failed (past_due): the token of the card-update page for the subscriber's
   * open invoice, as the mails link it; null when the server has none (not Stripe, nothing open).
   */
  async cardUpdateLink(): Promise<string | null> {
    return (await this.api.call(endpoints.cardUpdateLink, {})).token;
  }

  async acceptSpecialOffer(duration: 'oneMonth' | 'threeMonths'): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.updateSubscriptionWithSpecialOffer, { duration }))
      .subscription;
  }
}
