import type { ApiClient } from './api-client';
import type { CatalogPrice } from '../domain/packages';
import type { SubscriptionView } from '../domain/subscription';

export type ProductsAnswer = {
  prices: CatalogPrice[];
  countryCode: string;
  region: string;
  paypalCheckoutEnabled: boolean;
  paypalElementsEnabled: boolean;
  paypalNativeFallbackEnabled: boolean;
  isPurchaseAvailable: boolean;
  /** False when this user had a trial: the server then lists no trial fee and refuses one. */
  trialAvailable?: boolean;
};

export type CreateSubscriptionInput = {
  priceId: string;
  trialId?: string;
  email: string;
  lang: string;
  withDiscount: boolean;
  origin: string;
  urlParams: Record<string, string>;
  firstVisit?: string;
  gender?: string;
  platform: 'web';
};

export type CreateCheckoutSessionInput = Omit<CreateSubscriptionInput, 'urlParams' | 'email'> & {
  email?: string;
  successUrl: string;
  cancelUrl: string;
};

export type CreatedCheckoutSession = { sessionId: string; url: string | null };

/** What the server needs to create the PayPal subscription for the signed-in user. */
export type CreatePaypalSubscriptionInput = {
  priceId: string;
  trialId?: string;
  withDiscount: boolean;
};

export type CreatedSubscription = {
  type: 'payment' | 'setup';
  subscriptionId: string;
  clientSecret: string;
};

/** The payment calls of spec 02 §7 that the checkout uses. */
export class PaymentService {
  constructor(private readonly api: ApiClient) {}

  async getProducts(groupId: string, currency?: string): Promise<ProductsAnswer> {
    const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
    const answer = await this.api.get<{ data: ProductsAnswer }>(
      `/payment/getProducts/${encodeURIComponent(groupId)}${query}`,
    );
    return answer.data;
  }

  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return this.api.post('/payment/createSubscription', input);
  }

  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession> {
    return this.api.post('/payment/createCheckoutSession', input);
  }

  async getStripeSubscriptionViaSession(sessionId: string): Promise<SubscriptionView> {
    const answer = await this.api.get<{ subscription: SubscriptionView }>(
      `/payment/getStripeSubscriptionViaSession/${encodeURIComponent(sessionId)}`,
      { noCache: true },
    );
    return answer.subscription;
  }

  async getPaypalSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.get<{ subscription: SubscriptionView }>(
      `/payment/getPaypalSubscriptionViaId/${encodeURIComponent(subscriptionId)}`,
      { noCache: true },
    );
    return answer.subscription;
  }

  async getStripeSubscriptionViaId(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.post<{ subscription: SubscriptionView }>(
      `/payment/getStripeSubscriptionViaId/${encodeURIComponent(subscriptionId)}`,
    );
    return answer.subscription;
  }

  /** The server creates the PayPal subscription (plan and buyer decided there); answers its id. */
  async createPaypalSubscription(input: CreatePaypalSubscriptionInput): Promise<string> {
    const answer = await this.api.post<{ subscriptionId: string }>(
      '/payment/createPaypalSubscription',
      input,
    );
    return answer.subscriptionId;
  }

  async confirmPaypalSubscription(subscriptionId: string): Promise<SubscriptionView> {
    const answer = await this.api.post<{ subscription: SubscriptionView }>(
      '/payment/confirmPaypalSubscription',
      { subscriptionId },
    );
    return answer.subscription;
  }

  async getSubscription(): Promise<SubscriptionView | null> {
    const answer = await this.api.get<{ subscription: SubscriptionView | null }>(
      '/payment/getSubscription',
      { noCache: true },
    );
    return answer.subscription;
  }
}
