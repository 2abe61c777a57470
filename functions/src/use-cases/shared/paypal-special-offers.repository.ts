import { z } from 'zod';
import type { Database } from '../../adapters/database/database.port';
import type { PayPalSpecialOffer } from '../../domain/paypal-special-offer.rules';

const ROOT = 'paypalSpecialOffers';
const offerPath = (subscriptionId: string): string => `${ROOT}/${subscriptionId}`;

const money = z.object({ amount: z.number().int(), currency: z.string().min(1) });
const offerSchema = z.object({
  uid: z.string().min(1),
  sequence: z.number().int(),
  regular: money,
  discounted: money,
  endsAt: z.string(),
  acceptedAt: z.string(),
  restoredAt: z.string().optional(),
});

/**
 * `paypalSpecialOffers/{subscriptionId}` (server only): the retention offers given on PayPal
 * subscriptions, kept after their price was restored (one per subscription at most).
 */
export class PayPalSpecialOffersRepository {
  constructor(private readonly database: Database) {}

  async get(subscriptionId: string): Promise<PayPalSpecialOffer | null> {
    const parsed = offerSchema.safeParse(await this.database.get(offerPath(subscriptionId)));
    return parsed.success ? parsed.data : null;
  }

  async save(subscriptionId: string, offer: PayPalSpecialOffer): Promise<void> {
    await this.database.set(offerPath(subscriptionId), offer);
  }

  async markRestored(subscriptionId: string, at: string): Promise<void> {
    await this.database.update(offerPath(subscriptionId), { restoredAt: at });
  }

  async remove(subscriptionId: string): Promise<void> {
    await this.database.remove(offerPath(subscriptionId));
  }

  /** The offers whose regular price has not been put back yet. */
  async open(): Promise<{ subscriptionId: string; offer: PayPalSpecialOffer }[]> {
    const stored = await this.database.get(ROOT);
    if (typeof stored !== 'object' || stored === null) return [];
    return Object.entries(stored).flatMap(([subscriptionId, value]) => {
      const parsed = offerSchema.safeParse(value);
      return parsed.success && !parsed.data.restoredAt
        ? [{ subscriptionId, offer: parsed.data }]
        : [];
    });
  }
}
