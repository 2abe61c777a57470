import type { SubscriptionPlan } from '../../domain/catalogue.rules';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import type { CustomerSubscription } from './purchase-customers.port';

/** A planned purchase for one customer, as the card form sends it. */
export interface SubscriptionOrder {
  plan: SubscriptionPlan;
  customer: string;
  uid: string;
  lang: string;
  platform?: string;
  attribution?: Attribution;
}

/** New subscriptions paid with the card form (Stripe Billing). */
export interface SubscriptionCreation {
  /** Names everything the provider is asked to create: the same order, the same digest. */
  digest(order: SubscriptionOrder): string;
  /**
   * The subscription was made for the purchase the order makes: same buyer, price, trial and
   * discount (language, platform or attribution may differ).
   */
  isSamePurchase(subscription: CustomerSubscription, order: SubscriptionOrder): boolean;
  /** A subscription waiting for its first payment; the same key answers the same subscription. */
  create(order: SubscriptionOrder, idempotencyKey: string): Promise<CustomerSubscription>;
}
