import type { StoredSubscription } from '../state/paypal-state.js';

/**
 * The payment preferences a subscription bills by (its plan's, or its create-time override), with
 * PayPal's defaults: `payment_failure_threshold` 0, `auto_bill_outstanding` true.
 */
export const failureThreshold = (stored: StoredSubscription): number =>
  stored.plan.payment_preferences?.payment_failure_threshold ?? 0;

export const billsOutstandingAutomatically = (stored: StoredSubscription): boolean =>
  stored.plan.payment_preferences?.auto_bill_outstanding ?? true;

/**
 * Whether the consecutive failed payments reached the plan's threshold. A threshold of 0 is no
 * limit: PayPal's subscription report shows such a profile as suspended after "No limit failure".
 */
export function failureThresholdReached(stored: StoredSubscription): boolean {
  const threshold = failureThreshold(stored);
  const failed = stored.resource.billing_info?.failed_payments_count ?? 0;
  return threshold > 0 && failed >= threshold;
}
