import type { PayPalSubscription } from '../../domain/paypal-subscription';

/**
 * PayPal's own record of the subscriptions the server sells, in the shape the binding, payer and
 * paid-period rules read (domain/paypal-subscription.ts).
 */
export interface PayPalSubscriptionRecords {
  /** The subscription as PayPal reports it now, or null when PayPal does not know the id. */
  get(id: string): Promise<PayPalSubscription | null>;
  /**
   * Creates an APPROVAL_PENDING subscription on a plan as it is, sold to `buyer` (PayPal's
   * `custom_id`); answers its id.
   */
  create(planId: string, buyer: string): Promise<string>;
}
