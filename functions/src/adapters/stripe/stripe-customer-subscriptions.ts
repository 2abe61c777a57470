import type Stripe from 'stripe';
import type { CustomerSubscription, FirstPayment } from '../purchases/purchase-customers.port';
import { idOf } from './stripe-errors';

/** Expanded only where the list or the create asked Stripe for it. */
function firstPaymentOf(subscription: Stripe.Subscription): FirstPayment | null {
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice !== 'string' && invoice.amount_due > 0) {
    const clientSecret = invoice.confirmation_secret?.client_secret ?? null;
    return { type: 'payment', clientSecret, payable: invoice.status === 'open' && !!clientSecret };
  }
  const setupIntent = subscription.pending_setup_intent;
  if (!setupIntent || typeof setupIntent === 'string') return null;
  return {
    type: 'setup',
    clientSecret: setupIntent.client_secret,
    payable: Boolean(setupIntent.client_secret),
  };
}

export const toCustomerSubscription = (
  subscription: Stripe.Subscription,
): CustomerSubscription => ({
  id: subscription.id,
  status: subscription.status,
  paused: Boolean(subscription.pause_collection),
  metadata: { ...subscription.metadata },
  latestInvoiceId: idOf(subscription.latest_invoice),
  firstPayment: firstPaymentOf(subscription),
});
