import type { DiscountInfo } from '../../domain/special-offer.rules';
import type { ProviderSubscription } from './subscription-provider.port';

/** A card subscription with what the retention offer checks and keeps. */
export interface DiscountedSubscription {
  subscription: ProviderSubscription;
  /** The provider's customer: the offer is once per customer, across their subscriptions. */
  customer: string;
  discounts: DiscountInfo[];
  /** The provider's ids of those discounts (kept when the offer is added). */
  discountIds: string[];
  cancelAtPeriodEnd: boolean;
}

/**
 * The retention offer's discount at the provider (spec 02 §4.13: 50 % for 1 or 3 months). Only
 * Stripe offers it today; PayPal cannot lower the price of a running subscription this way.
 */
export interface SpecialOfferDiscounts {
  /** The subscription with its discounts, or null when the provider does not know the id. */
  retrieve(id: string): Promise<DiscountedSubscription | null>;
  /** Whether another subscription of this customer ever had the special offer. */
  customerHadOffer(customer: string): Promise<boolean>;
  /**
   * Adds the offer's coupon beside the discounts the subscription has, stamps when it started and
   * undoes a pending cancellation, in one change.
   */
  apply(subscription: DiscountedSubscription, months: 1 | 3, startedAt: Date): Promise<void>;
}
