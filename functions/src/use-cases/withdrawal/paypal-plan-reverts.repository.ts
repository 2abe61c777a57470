import { z } from 'zod';
import type { Database } from '../../adapters/database/database.port';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import { PAYPAL_PLAN_STATES } from '../../contract/api/paypal-plan-consent';

/**
 * paypalPlanReverts/{subscriptionId}: a PayPal upgrade withdrawn on its own, and where keeping
 * the earlier plan stands (server only).
 */
const revertSchema = z.object({
  uid: z.string(),
  withdrawalId: z.string(),
  keptPlanId: z.string(),
  email: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** What the kept plan bills each period. */
  price: z.object({ amount: z.number(), currency: z.string(), months: z.number() }),
  /** ISO: the end of what was paid; the withdrawn plan's first payment and the deadline. */
  firstChargeAt: z.string(),
  requestedAt: z.string(),
  status: z.enum(PAYPAL_PLAN_STATES),
  remindedAt: z.string().optional(),
  confirmedAt: z.string().optional(),
  endedAt: z.string().optional(),
  /** Sales of the withdrawn plan PayPal took after all, and when each was refunded. */
  refundedSales: z.record(z.string(), z.string()).optional(),
  /** When each mail went out (request, reminder, end), or failed. */
  mail: z.record(z.string(), z.string()).optional(),
});
export type PlanRevert = z.infer<typeof revertSchema>;

const path = (subscriptionId: string) => `paypalPlanReverts/${subscriptionId}`;

export class PayPalPlanRevertsRepository {
  constructor(private readonly database: Database) {}

  async get(subscriptionId: string): Promise<PlanRevert | null> {
    const parsed = revertSchema.safeParse(await this.database.get(path(subscriptionId)));
    return parsed.success ? parsed.data : null;
  }

  async create(subscriptionId: string, revert: PlanRevert): Promise<void> {
    await this.database.set(path(subscriptionId), revert);
  }

  async update(subscriptionId: string, patch: Record<string, unknown>): Promise<void> {
    await this.database.update(path(subscriptionId), patch);
  }

  /**
   * The plans the hourly job looks at: those awaiting the buyer's consent, and those ended whose
   * deadline is after `lateSalesSince` (a sale PayPal took after all may still be reported).
   */
  async toSettle(lateSalesSince: Date): Promise<string[]> {
    const all = await this.database.get('paypalPlanReverts');
    if (typeof all !== 'object' || all === null) return [];
    return Object.entries(all)
      .filter(([, value]) => {
        const revert = revertSchema.safeParse(value).data;
        if (revert?.status === 'awaiting-consent') return true;
        return (
          revert?.status === 'ended' && Date.parse(revert.firstChargeAt) > lateSalesSince.getTime()
        );
      })
      .map(([id]) => id);
  }
}
