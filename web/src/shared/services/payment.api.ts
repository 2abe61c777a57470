import type {
  CreatePaypalSubscriptionInput,
  CreateSubscriptionInput,
} from '@fastwell/contract/api/payment';
import type { CreateCheckoutSessionInput } from '@fastwell/contract/api/checkout-session';
import type { Products } from '@fastwell/contract/catalogue';
import type { CreatedSubscription } from '@fastwell/contract/api/payment.answers';
import type { CreatedCheckoutSession } from '@fastwell/contract/api/checkout-session.answers';
import { purchaseEndpoints as endpoints } from '@fastwell/contract/endpoints/purchase.endpoints';
import type { ApiClient } from './api-client';
import type { SubscriptionView } from '../domain/subscription';

export type {
  CreateCheckoutSessionInput,
  CreatedCheckoutSession,
  CreatePaypalSubscriptionInput,
  CreateSubscriptionInput,
  CreatedSubscription,
};
/** getProducts' answer (its `data`). */
export type ProductsAnswer = Products;

/** The payment calls of spec 02 §7 that the checkout uses. */
export class PaymentApi {
  constructor(private readonly api: ApiClient) {}

  async getProducts(groupId: string, currency?: string): Promise<ProductsAnswer> {
    const answer = await this.api.call(endpoints.getProducts, {
      params: { groupId },
      query: { currency: currency || undefined },
    });
    return answer.data;
  }

  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return this.api.call(endpoints.createSubscription, input);
  }

  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession> {
    return this.api.call(endpoints.createCheckoutSession, input);
  }

  async getStripeSubscriptionViaSession(sessionId: string): Promise<SubscriptionView> {
    const answer = await this.api.call(endpoints.getStripeSubscriptionViaSession, {
      params: { sessionId },
      noCache: true,
    });
    return answer.subscription;
  }

  async getPaypalSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.call(endpoints.getPaypalSubscriptionViaId, {
      params: { id: subscriptionId },
      noCache: true,
    });
    return answer.subscription;
  }

  async getStripeSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.call(endpoints.getStripeSubscriptionViaId, {
      params: { id: subscriptionId },
    });
    return answer.subscription;
  }

  /** The server creates the PayPal subscription (plan and buyer decided there); answers its id. */
  async createPaypalSubscription(input: CreatePaypalSubscriptionInput): Promise<string> {
    const answer = await this.api.call(endpoints.createPaypalSubscription, input);
    return answer.subscriptionId;
  }

  async confirmPaypalSubscription(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.call(endpoints.confirmPaypalSubscription, { subscriptionId });
    return answer.subscription;
  }

  async getSubscription(): Promise<SubscriptionView | null> {
    const answer = await this.api.call(endpoints.getSubscription, { noCache: true });
    return answer.subscription;
  }
}
