import type { PayPalSale } from '../../domain/payment-ledger.rules';
import type { PayPalSubscription } from '../../domain/paypal-subscription';
import type { PayPalTransmission } from '../../domain/paypal-transmission.rules';
import type { PayPalClient } from './paypal-client';
import type { PayPalRefunds } from './paypal-refunds.port';
import type { PayPalSales } from './paypal-sales.port';
import type { PayPalSubscriptionRecords } from './paypal-subscription-records.port';
import type { PayPalWebhookVerification } from './paypal-webhook-verification.port';

/** PayPal's REST API (or the local PayPal emulator) behind the PayPal-only ports. */
export class PayPalRestAdapter
  implements PayPalSubscriptionRecords, PayPalWebhookVerification, PayPalRefunds, PayPalSales
{
  constructor(private readonly paypal: PayPalClient) {}

  get(id: string): Promise<PayPalSubscription | null> {
    return this.paypal.getSubscription(id);
  }

  create(planId: string, buyer: string): Promise<string> {
    return this.paypal.createSubscription(planId, buyer);
  }

  verify(transmission: PayPalTransmission, webhookId: string, event: unknown): Promise<boolean> {
    return this.paypal.verifyWebhookSignature(transmission, webhookId, event);
  }

  refundSale(saleId: string): Promise<void> {
    return this.paypal.refundSale(saleId);
  }

  getSale(id: string): Promise<PayPalSale | null> {
    return this.paypal.getSale(id);
  }
}
