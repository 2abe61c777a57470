import Stripe from 'stripe';
import type {
  OneOffCharge,
  OneOffPayment,
  OneOffPayments,
} from '../purchases/one-off-payments.port';
import { idOf, orNullWhenMissing } from './stripe-errors';

const toPayment = (intent: Stripe.PaymentIntent): OneOffPayment => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  metadata: { ...intent.metadata },
  customer: intent.customer ? idOf(intent.customer) : null,
  clientSecret: intent.client_secret,
  failureMessage: intent.last_payment_error?.message ?? null,
});

/** Stripe PaymentIntents; the saved cards of customers and subscriptions. */
export class StripeOneOffPayments implements OneOffPayments {
  constructor(private readonly stripe: Stripe) {}

  async charge(charge: OneOffCharge): Promise<OneOffPayment> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: charge.amount,
      currency: charge.currency,
      description: charge.description,
      metadata: charge.metadata,
      ...(charge.customer ? { customer: charge.customer } : {}),
      ...(charge.savedCard
        ? { payment_method: charge.savedCard, confirm: true, off_session: true }
        : { automatic_payment_methods: { enabled: true } }),
    };
    try {
      return toPayment(
        await this.stripe.paymentIntents.create(params, { idempotencyKey: charge.idempotencyKey }),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return toPayment(error.payment_intent);
      }
      throw error;
    }
  }

  async retrieve(id: string): Promise<OneOffPayment | null> {
    const found = await orNullWhenMissing(this.stripe.paymentIntents.retrieve(id));
    return found && toPayment(found);
  }

  async cancel(id: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(id);
  }

  async customerCard(customer: string): Promise<{ exists: boolean; card: string | null }> {
    const found = await this.stripe.customers.retrieve(customer);
    if (found.deleted) return { exists: false, card: null };
    return { exists: true, card: idOf(found.invoice_settings.default_payment_method) };
  }

  async subscriptionCard(subscriptionId: string): Promise<string | null> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    return idOf(subscription.default_payment_method);
  }
}
