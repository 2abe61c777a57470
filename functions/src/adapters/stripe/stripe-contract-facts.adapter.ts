import type Stripe from 'stripe';
import type { Clock } from '../clock/clock.port';
import type { ContractFacts, PurchaseFacts } from '../purchases/contract-facts.port';
import type { SubscriptionView } from '../../contract/subscription-view';
import { orNullWhenMissing } from './stripe-errors';
import { PURCHASE_FACTS_EXPAND, purchaseFactsOf } from './stripe-purchase-facts';

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
      expand: [...PURCHASE_FACTS_EXPAND],
    });
    const facts = purchaseFactsOf(subscription, kind, this.clock.now());
    if (!facts) throw new Error(`Stripe answered ${view.id} without its invoice and customer`);
    return facts;
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
