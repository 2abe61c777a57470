import type {
  CreatePaypalSubscriptionInput,
  CreateSubscriptionInput,
} from '@fastwell/contract/api/payment';
import {
  type CreatedSubscription,
  createdPaypalSubscriptionSchema,
  createdSubscriptionSchema,
  currentSubscriptionAnswerSchema,
  productsAnswerSchema,
  subscriptionAnswerSchema,
} from '@fastwell/contract/api/payment.answers';
import type { CreateCheckoutSessionInput } from '@fastwell/contract/api/checkout-session';
import {
  type CreatedCheckoutSession,
  createdCheckoutSessionSchema,
} from '@fastwell/contract/api/checkout-session.answers';
import type { Products } from '@fastwell/contract/catalogue';
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
export class PaymentService {
  constructor(private readonly api: ApiClient) {}

  async getProducts(groupId: string, currency?: string): Promise<ProductsAnswer> {
    const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
    const answer = await this.api.get(
      `/payment/getProducts/${encodeURIComponent(groupId)}${query}`,
      productsAnswerSchema,
    );
    return answer.data;
  }

  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return this.api.post('/payment/createSubscription', input, createdSubscriptionSchema);
  }

  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession> {
    return this.api.post('/payment/createCheckoutSession', input, createdCheckoutSessionSchema);
  }

  async getStripeSubscriptionViaSession(sessionId: string): Promise<SubscriptionView> {
    const answer = await this.api.get(
      `/payment/getStripeSubscriptionViaSession/${encodeURIComponent(sessionId)}`,
      subscriptionAnswerSchema,
      { noCache: true },
    );
    return answer.subscription;
  }

  async getPaypalSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.get(
      `/payment/getPaypalSubscriptionViaId/${encodeURIComponent(subscriptionId)}`,
      subscriptionAnswerSchema,
      { noCache: true },
    );
    return answer.subscription;
  }

  async getStripeSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.post(
      `/payment/getStripeSubscriptionViaId/${encodeURIComponent(subscriptionId)}`,
      {},
      subscriptionAnswerSchema,
    );
    return answer.subscription;
  }

  /** The server creates the PayPal subscription (plan and buyer decided there); answers its id. */
  async createPaypalSubscription(input: CreatePaypalSubscriptionInput): Promise<string> {
    const answer = await this.api.post(
      '/payment/createPaypalSubscription',
      input,
      createdPaypalSubscriptionSchema,
    );
    return answer.subscriptionId;
  }

  async confirmPaypalSubscription(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.post(
      '/payment/confirmPaypalSubscription',
      { subscriptionId },
      subscriptionAnswerSchema,
    );
    return answer.subscription;
  }

  async getSubscription(): Promise<SubscriptionView | null> {
    const answer = await this.api.get('/payment/getSubscription', currentSubscriptionAnswerSchema, {
      noCache: true,
    });
    return answer.subscription;
  }
}
