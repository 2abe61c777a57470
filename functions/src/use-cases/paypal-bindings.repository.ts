import { z } from 'zod';
import type { PayPalBinding } from '../domain/paypal-binding.rules';
import type { Database } from '../adapters/database/database.port';

const bindingSchema = z.object({
  uid: z.string().min(1),
  planId: z.string().min(1),
  firstPayment: z.object({ amount: z.number().int(), currency: z.string().min(1) }),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.string()).optional(),
});

/** PayPal subscription ids are `I-` and letters/digits; anything else is no key of ours. */
const isSubscriptionId = (id: string): boolean => /^I-[A-Za-z0-9]{1,60}$/.test(id);

/** paypalSubscriptions/{subscriptionId}: the server's binding of a PayPal subscription. */
export class PayPalBindingsRepository {
  constructor(private readonly database: Database) {}

  async get(subscriptionId: string): Promise<PayPalBinding | null> {
    if (!isSubscriptionId(subscriptionId)) return null;
    const parsed = bindingSchema.safeParse(
      await this.database.get(`paypalSubscriptions/${subscriptionId}`),
    );
    return parsed.success ? parsed.data : null;
  }

  async set(subscriptionId: string, binding: PayPalBinding): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) throw new Error(`Not a PayPal subscription id`);
    await this.database.set(`paypalSubscriptions/${subscriptionId}`, binding);
  }
}
