import { toPayPalMoney } from '../../catalogue/paypal-plans.definition';
import { AppError } from '../../domain/app-error';
import { type PayPalClient, providerError } from './paypal-client';
import type { PayPalCyclePrices } from './paypal-cycle-prices.port';

export class PayPalCyclePricesClient implements PayPalCyclePrices {
  constructor(private readonly paypal: PayPalClient) {}

  async nextPayment(subscriptionId: string) {
    const subscription = await this.paypal.getSubscription(subscriptionId);
    if (!subscription) return null;
    const next = subscription.billing_info?.next_billing_time;
    const at = next ? new Date(next) : null;
    return {
      billable: subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED',
      nextBillingAt: at && !Number.isNaN(at.getTime()) ? at : null,
    };
  }

  async setCyclePrice(
    subscriptionId: string,
    sequence: number,
    price: { amount: number; currency: string },
  ): Promise<void> {
    const response = await this.paypal.request(
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
      {
        method: 'PATCH',
        body: [
          {
            op: 'replace',
            path: `/plan/billing_cycles/@sequence==${sequence}/pricing_scheme/fixed_price`,
            value: toPayPalMoney(price.amount, price.currency),
          },
        ],
      },
    );
    if (response.status === 422)
      throw new AppError(
        'conflict',
        'special-offer-unavailable',
        'PayPal refused to change the price of this subscription',
      );
    if (!response.ok) throw providerError(response.status);
  }
}
