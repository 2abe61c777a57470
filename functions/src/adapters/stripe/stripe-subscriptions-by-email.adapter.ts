import type Stripe from 'stripe';
import { isContractEnded } from '../../contract/subscription-statuses';
import type { SubscriptionsByEmail } from '../providers/subscriptions-by-email.port';
import type { ProviderSubscription } from '../providers/subscription-provider.port';
import type { StripeSubscriptionProvider } from './stripe-subscription-provider.adapter';

/** Stripe customers match an e-mail exactly: up to 10 customers, 20 subscriptions each. */
export class StripeSubscriptionsByEmail implements SubscriptionsByEmail {
  constructor(
    private readonly stripe: Stripe,
    private readonly subscriptions: StripeSubscriptionProvider,
  ) {}

  async find(email: string): Promise<ProviderSubscription[]> {
    const customers = await this.stripe.customers.list({ email, limit: 10 });
    const lists = await Promise.all(
      customers.data.map((customer) =>
        this.stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 20 }),
      ),
    );
    return lists
      .flatMap((list) => list.data)
      .filter((subscription) => !isContractEnded(subscription.status))
      .map((subscription) => this.subscriptions.toProviderSubscription(subscription));
  }
}
