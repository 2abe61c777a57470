import type Stripe from 'stripe';
import type { Clock } from '../clock/clock.port';
import type { ContractFacts, PurchaseFacts } from '../purchases/contract-facts.port';
import type { SubscriptionView } from '../../contract/subscription-view';
import { idOf, orNullWhenMissing } from './stripe-errors';

/** The invoice that concludes each kind: the subscription's first, or the plan change's. */
const CONCLUDING_INVOICE = {
  subscription: ['subscription_create'],
  upsell: ['subscription_update'],
} as const;

/** Stripe's side of a concluded card purchase: the customer's address and the concluding charge. */
export class StripeContractFacts implements ContractFacts {
  constructor(
    private readonly stripe: Stripe,
    private readonly clock: Clock,
  ) {}

  async subscription(
    view: SubscriptionView,
    kind: 'subscription' | 'upsell',
  ): Promise<PurchaseFacts> {
    const subscription = await this.stripe.subscriptions.retrieve(view.id, {
      expand: ['latest_invoice'],
    });
    const invoice = subscription.latest_invoice;
    const concluding =
      invoice &&
      typeof invoice !== 'string' &&
      (CONCLUDING_INVOICE[kind] as readonly string[]).includes(invoice.billing_reason ?? '')
        ? invoice
        : null;
    const concludedAt =
      kind === 'subscription'
        ? new Date(subscription.start_date * 1000)
        : concluding?.status_transitions.paid_at
          ? new Date(concluding.status_transitions.paid_at * 1000)
          : this.clock.now();
    return {
      email: await this.emailOf(idOf(subscription.customer)),
      concludedAt,
      charged: {
        amount: concluding?.amount_paid ?? 0,
        currency: (concluding?.currency ?? subscription.currency).toLowerCase(),
      },
      paymentId: concluding && concluding.amount_paid > 0 ? (concluding.id ?? null) : null,
    };
  }

  async oneOff(payment: {
    id: string;
    amount: number;
    currency: string;
    customer: string | null;
  }): Promise<PurchaseFacts> {
    const intent = await this.stripe.paymentIntents.retrieve(payment.id);
    return {
      email: intent.receipt_email ?? (await this.emailOf(payment.customer)),
      concludedAt: new Date(intent.created * 1000),
      charged: { amount: intent.amount_received, currency: intent.currency.toLowerCase() },
      paymentId: intent.id,
    };
  }

  private async emailOf(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    const customer = await orNullWhenMissing(this.stripe.customers.retrieve(customerId));
    return customer && !customer.deleted ? (customer.email ?? null) : null;
  }
}
