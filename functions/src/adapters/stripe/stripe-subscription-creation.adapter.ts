import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { CustomerSubscription } from '../purchases/purchase-customers.port';
import type {
  SubscriptionCreation,
  SubscriptionOrder,
} from '../purchases/subscription-creation.port';
import { toCustomerSubscription } from './stripe-customer-subscriptions';
import { isSamePurchase, subscriptionCreateParams } from './subscription-request';

const paramsOf = ({ plan, ...context }: SubscriptionOrder): Stripe.SubscriptionCreateParams =>
  subscriptionCreateParams(plan, context);

export class StripeSubscriptionCreation implements SubscriptionCreation {
  constructor(private readonly stripe: Stripe) {}

  digest(order: SubscriptionOrder): string {
    return createHash('sha256')
      .update(JSON.stringify(paramsOf(order)))
      .digest('hex')
      .slice(0, 24);
  }

  isSamePurchase(subscription: CustomerSubscription, order: SubscriptionOrder): boolean {
    return isSamePurchase(subscription.metadata, paramsOf(order).metadata);
  }

  async create(order: SubscriptionOrder, idempotencyKey: string): Promise<CustomerSubscription> {
    return toCustomerSubscription(
      await this.stripe.subscriptions.create(paramsOf(order), { idempotencyKey }),
    );
  }
}
