import type Stripe from 'stripe';
import { minorUnits } from '../../functions/src/tooling.js';
import type { PaymentSource, SeedPayment } from './seed-experiments.js';

interface EmulatorSale {
  id: string;
  state: string;
  billing_agreement_id: string;
  amount: { total: string; currency: string };
  create_time: string;
}

/**
 * The demo purchases' payments as the providers hold them, keyed by the provider's own id of
 * the payment: Stripe's paid invoices, the PayPal emulator's sales of the subscription.
 */
export function providerPayments(stripe: Stripe, paypalUrl: string): PaymentSource {
  return async (provider, subscriptionId): Promise<SeedPayment[]> => {
    if (provider === 'stripe') {
      const invoices = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid' });
      return invoices.data.map((invoice) => ({
        paymentId: invoice.id ?? '',
        amount: invoice.amount_paid,
        currency: invoice.currency,
        paidAt: new Date(
          (invoice.status_transitions.paid_at ?? invoice.created) * 1000,
        ).toISOString(),
      }));
    }
    const response = await fetch(`${paypalUrl}/_emulator/sales`);
    if (!response.ok) throw new Error(`PayPal emulator sales answered ${response.status}`);
    const { sales } = (await response.json()) as { sales: EmulatorSale[] };
    return sales
      .filter((sale) => sale.billing_agreement_id === subscriptionId && sale.state === 'completed')
      .map((sale) => ({
        paymentId: sale.id,
        amount: minorUnits(sale.amount.total, sale.amount.currency),
        currency: sale.amount.currency.toLowerCase(),
        paidAt: sale.create_time,
      }));
  };
}
