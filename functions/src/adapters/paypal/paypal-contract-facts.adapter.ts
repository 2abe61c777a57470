import { minorUnits } from '../../domain/amounts.rules';
import type { SubscriptionView } from '../../contract/subscription-view';
import type { Clock } from '../clock/clock.port';
import type { ContractFacts, PurchaseFacts } from '../purchases/contract-facts.port';
import type { PayPalSubscriptionRecords } from './paypal-subscription-records.port';

/** PayPal's side of a concluded subscription: the payer's address and the first payment. */
export class PayPalContractFacts implements ContractFacts {
  constructor(
    private readonly records: PayPalSubscriptionRecords,
    private readonly clock: Clock,
  ) {}

  async subscription(
    view: SubscriptionView,
    kind: 'subscription' | 'upsell',
  ): Promise<PurchaseFacts> {
    const subscription = await this.records.get(view.id);
    // A PayPal upsell (a revision) charges nothing when agreed: the new plan bills from the next cycle.
    const payment =
      kind === 'upsell' ? undefined : subscription?.billing_info?.last_payment?.amount;
    // An upsell is concluded when it is observed (the consent), not when the subscription began:
    // its own withdrawal period runs from then.
    const start =
      kind === 'subscription' && subscription?.start_time
        ? new Date(subscription.start_time)
        : null;
    return {
      email: subscription?.subscriber?.email_address?.toLowerCase() ?? null,
      concludedAt: start && Number.isFinite(start.getTime()) ? start : this.clock.now(),
      charged: payment
        ? {
            amount: minorUnits(payment.value, payment.currency_code),
            currency: payment.currency_code.toLowerCase(),
          }
        : { amount: 0, currency: (view.plan.currency ?? 'eur').toLowerCase() },
      // PayPal's sales reach the ledger by webhook; the subscription's payments are found there.
      paymentId: null,
    };
  }

  /** The e-book's capture: what it charged, and the payer's address PayPal answered with it. */
  oneOff(payment: {
    id: string;
    amount: number;
    currency: string;
    payer?: string | null;
  }): Promise<PurchaseFacts> {
    return Promise.resolve({
      email: payment.payer ?? null,
      concludedAt: this.clock.now(),
      charged: { amount: payment.amount, currency: payment.currency },
      paymentId: payment.id,
    });
  }
}
