import Stripe from 'stripe';
import { AppError, declineCode } from '../../domain/app-error';
import { unpauseBilling } from '../../domain/unpause.rules';

const idOf = (value: string | { id: string } | null): string =>
  value === null ? 'none' : typeof value === 'string' ? value : value.id;

/**
 * Resumes collection. When a period started (and was voided) during the pause, the same request
 * starts a new period now and charges it; `error_if_incomplete` makes Stripe reject the whole
 * update when that charge fails, so the subscription stays paused (no premium) and the caller
 * gets a 402. Stripe docs: "Pause payment collection", "Set the subscription billing renewal
 * date" (billing_cycle_anchor now) and the update's payment_behavior.
 */
export async function resumeStripe(stripe: Stripe, subscription: Stripe.Subscription) {
  const latest = subscription.latest_invoice;
  const invoice = latest && typeof latest !== 'string' ? latest : null;
  if (unpauseBilling(invoice) === 'resume') {
    await stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    return;
  }
  try {
    await stripe.subscriptions.update(
      subscription.id,
      {
        pause_collection: '',
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        payment_behavior: 'error_if_incomplete',
      },
      {
        // A double click charges once; another card (a new default) is a new attempt.
        idempotencyKey: `unpause-${subscription.id}-${idOf(latest)}-${idOf(subscription.default_payment_method)}`,
      },
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    throw new AppError(
      'payment-required',
      declineCode(error.code),
      'The payment for the new period failed; the subscription stays paused',
    );
  }
}
